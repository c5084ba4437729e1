// Steps 3 and 4: height or weight, as a slider and a typed number kept in step. The slider
// serves the pointer and arrow keys; the text field takes exact values, Arabic-Indic digits too.
import { useLingui } from "@lingui/react/macro";
import { useId, useState, type ReactNode } from "react";
import { formatRange } from "../../../../rules/ranges.ts";
import { shownLocale } from "../../../lib/i18n.ts";
import { isWithin, parseWholeNumber } from "../number-input.ts";
import { ERROR_ID, StepFrame } from "./step-frame.tsx";

type Props = {
  number: number;
  title: ReactNode;
  intro?: ReactNode;
  /** Unit shown after the value ("cm", "kg"), already translated. */
  unit: string;
  sliderLabel: string;
  inputLabel: string;
  /** Shown when the value is missing or out of range, already translated. */
  rangeError: string;
  range: { sliderMin: number; min: number; max: number };
  initial: number;
  backHref: string;
  onDone: (value: number) => void;
};

export function MeasureStep({ number, title, intro, unit, sliderLabel, inputLabel, rangeError, range, initial, backHref, onDone }: Props) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [value, setValue] = useState(initial);
  const [text, setText] = useState(String(initial));
  const [error, setError] = useState<string>();
  const parsed = parseWholeNumber(text);
  const { min, max } = range;
  // The bounds as every range is written (rules/ranges.ts): "1–250".
  const bounds = formatRange(min, max, shownLocale(i18n));

  const submit = () => {
    if (isWithin(parsed, range.min, range.max)) onDone(parsed);
    else setError(rangeError);
  };

  return (
    <StepFrame number={number} title={title} intro={intro} error={error} backHref={backHref} onContinue={submit}>
      <div className="measure">
        <p className="measure-value" aria-hidden="true">
          <span className="ltr">{parsed ?? "–"}</span> {unit}
        </p>
        <label className="measure-label" htmlFor={`${id}-slider`}>
          {sliderLabel}
        </label>
        <input
          id={`${id}-slider`}
          className="measure-slider"
          type="range"
          min={range.sliderMin}
          max={range.max}
          step={1}
          value={value}
          aria-valuetext={`${value} ${unit}`}
          onChange={(e) => {
            const next = Number(e.target.value);
            setValue(next);
            setText(String(next));
            setError(undefined);
          }}
        />
        <label className="measure-label" htmlFor={`${id}-number`}>
          {inputLabel}
        </label>
        <span className="measure-input">
          <input
            id={`${id}-number`}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            dir="ltr"
            value={text}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? ERROR_ID : undefined}
            onChange={(e) => {
              const next = parseWholeNumber(e.target.value);
              setText(e.target.value);
              setError(undefined);
              if (next !== undefined && next <= range.max) setValue(next);
            }}
          />
          <span aria-hidden="true">{unit}</span>
        </span>
        <p className="measure-hint">{t`Whole numbers: ${bounds}.`}</p>
      </div>
    </StepFrame>
  );
}
