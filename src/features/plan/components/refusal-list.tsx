// The changes the server refused (sent from the outbox), with why in the customer's words, the days
// they were for, and that every other change stands. Props in, the dismissal out.
import { Trans, useLingui } from "@lingui/react/macro";
import type { Refusal } from "../store.ts";

type Props = { refusals: Refusal[]; formatDate: (iso: string) => string; onDismiss: () => void };

export function RefusalList({ refusals, formatDate, onDismiss }: Props) {
  const { t, i18n } = useLingui();
  const problemText: Record<string, string> = {
    past_cutoff: t`It was past its cutoff (23:59 Kuwait time two days before), so it stays as it was.`,
    freeze_limit: t`It would freeze more days than your plan allows.`,
    beyond_90_days: t`Your last delivery would be more than 90 days after your start.`,
    not_frozen: t`The day was not frozen.`,
    not_a_delivery_day: t`The day is not a delivery day of your plan.`,
    overlaps_next_plan: t`Your end date would reach the start of your next plan.`,
    day_frozen: t`The day is frozen: resume it first to choose its dishes.`,
    wrong_count: t`Each slot of the day needs exactly one dish.`,
    meal_not_available: t`One of the dishes is not on your package's menu that day.`,
    not_delivered: t`Only a day already delivered can be rated.`,
    meal_not_delivered: t`That dish was not delivered that day.`,
  };
  const kindText: Record<string, string> = {
    freeze: t`Freeze`,
    unfreeze: t`Resume`,
    dayAddress: t`Address change`,
    dayPicks: t`Meal picks`,
    rating: t`Rating`,
  };
  return (
    <div className="plan-refusals" role="alert">
      <h2>
        <Trans>Some changes were not made</Trans>
      </h2>
      <ul>
        {refusals.map((r) => (
          <li key={`${r.at}-${r.dates.join()}`}>
            <strong>
              {kindText[r.kind] ?? r.kind}: {r.dates.map(formatDate).join(i18n.locale === "ar" ? "، " : "; ")}
            </strong>{" "}
            {problemText[r.code] ?? t`The server refused this change.`}
          </li>
        ))}
      </ul>
      <p>
        <Trans>Your other changes stand.</Trans>
      </p>
      <button type="button" className="btn btn-outline" onClick={onDismiss}>
        <Trans>OK</Trans>
      </button>
    </div>
  );
}
