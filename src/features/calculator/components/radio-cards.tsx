// A group of radio cards: real radio inputs (arrow keys move the choice, Space selects) inside
// labels styled as cards, grouped by a fieldset whose legend names the question.
import { useRef, type ReactNode } from "react";
import { useChoiceMadeBeforeHydration } from "../../../ui/before-hydration.ts";

export type RadioCardOption<T extends string> = { value: T; title: ReactNode; detail?: ReactNode; disabled?: boolean };

type Props<T extends string> = {
  name: string;
  legend: ReactNode;
  options: readonly RadioCardOption<T>[];
  value: T | undefined;
  onChange: (value: T) => void;
  describedBy?: string | undefined;
  /** Show the legend as a heading-like line instead of only to screen readers. */
  showLegend?: boolean;
};

export function RadioCards<T extends string>({ name, legend, options, value, onChange, describedBy, showLegend }: Props<T>) {
  const group = useRef<HTMLFieldSetElement>(null);
  useChoiceMadeBeforeHydration(group, value, onChange);
  return (
    <fieldset className="radio-cards" aria-describedby={describedBy} ref={group}>
      <legend className={showLegend ? "radio-cards-legend" : "visually-hidden"}>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className={option.disabled ? "radio-card disabled" : "radio-card"}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            disabled={option.disabled}
            onChange={() => onChange(option.value)}
          />
          <span className="radio-card-body">
            <span className="radio-card-title">{option.title}</span>
            {option.detail && <span className="radio-card-detail">{option.detail}</span>}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
