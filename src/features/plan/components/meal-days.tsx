// The plan's delivery days as buttons that open each day's meals: an upcoming day to choose its
// dishes, a locked one to see what will arrive, a delivered one to rate what arrived. Frozen days
// deliver nothing and are left out. Props in, the opened day out.
import { useLingui } from "@lingui/react/macro";
import type { CalendarDay } from "../plan-rules.ts";

/** The day's state once what waits in the outbox has arrived (a day being frozen delivers nothing). */
function stateOf(d: CalendarDay): Exclude<CalendarDay["state"], "pending"> {
  if (d.state !== "pending") return d.state;
  if (d.pendingKind === "freeze") return "frozen";
  if (d.pendingKind === "unfreeze") return "upcoming";
  return d.status;
}

type Props = {
  days: CalendarDay[];
  /** Days with picks or ratings waiting to be sent. */
  pendingDates: ReadonlySet<string>;
  formatShort: (iso: string) => string;
  onOpen: (date: string) => void;
};

export function MealDays({ days, pendingDates, formatShort, onOpen }: Props) {
  const { t } = useLingui();
  const action = (d: CalendarDay) => {
    if (pendingDates.has(d.date)) return t`Waiting to be sent`;
    const state = stateOf(d);
    if (state === "locked") return t`See what will arrive`;
    if (state === "delivered") return t`Rate the dishes`;
    return t`Choose dishes`;
  };
  const shown = days.filter((d) => stateOf(d) !== "frozen");
  return (
    <ul className="meal-days">
      {shown.map((d) => (
        <li key={d.date}>
          <button
            type="button"
            className={`meal-day meal-day-${pendingDates.has(d.date) ? "pending" : stateOf(d)}`}
            onClick={() => onOpen(d.date)}
          >
            <span className="meal-day-date">{formatShort(d.date)}</span>
            <span className="visually-hidden">, </span>
            <span className="meal-day-action">{action(d)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
