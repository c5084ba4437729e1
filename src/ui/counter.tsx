// A number chosen with − and + between a minimum and a maximum (the order builder's meals, snacks
// and soups). The buttons name what they change; the value is announced politely. At a limit a
// button says it is unavailable (aria-disabled) but stays focusable: disabling the "−" the customer
// just pressed to reach 0 would drop the keyboard focus to the page.
import { useLingui } from "@lingui/react/macro";

type Props = {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
};

export function Counter({ label, value, min, max, onChange }: Props) {
  const { t } = useLingui();
  return (
    <div className="counter" role="group" aria-label={label}>
      <button type="button" className="counter-step" onClick={() => value > min && onChange(value - 1)} aria-disabled={value <= min} aria-label={t`Fewer ${label}`}>
        −
      </button>
      <output className="counter-value" aria-live="polite" aria-label={label}>
        {value}
      </output>
      <button type="button" className="counter-step" onClick={() => value < max && onChange(value + 1)} aria-disabled={value >= max} aria-label={t`More ${label}`}>
        +
      </button>
    </div>
  );
}
