// The kitchen's day: a date field, then the previous and next day. The field's own calendar and
// keyboard are the browser's; a cleared or half-typed field changes nothing.
import { Trans } from "@lingui/react/macro";
import { isIsoDate } from "../../../../rules/order-dates.ts";
import { stepDay } from "../ops-rules.ts";

type Props = { date: string; onChange: (date: string) => void };

export function DateChooser({ date, onChange }: Props) {
  return (
    <div className="ops-date no-print">
      <div className="ops-date-field">
        <label htmlFor="ops-date">
          <Trans>Delivery date</Trans>
        </label>
        <input
          id="ops-date"
          type="date"
          dir="ltr"
          value={date}
          required
          onChange={(e) => {
            if (isIsoDate(e.target.value)) onChange(e.target.value);
          }}
        />
      </div>
      <div className="ops-steps">
        <button type="button" className="btn btn-outline" onClick={() => onChange(stepDay(date, -1))}>
          <span className="ops-arrow" aria-hidden="true">
            ‹
          </span>
          <Trans>Previous day</Trans>
        </button>
        <button type="button" className="btn btn-outline" onClick={() => onChange(stepDay(date, 1))}>
          <Trans>Next day</Trans>
          <span className="ops-arrow" aria-hidden="true">
            ›
          </span>
        </button>
      </div>
    </div>
  );
}
