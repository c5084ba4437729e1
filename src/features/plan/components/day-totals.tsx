// A day's nutrition (docs/product-rules.md "Meal picks, nutrition and ratings"): calories, protein, carbohydrate and fat of its
// dishes for the package's portion, beside the calculator's daily target when there is one. Macros
// of a pick whose dish the device cached before the server sent them show as waiting.
import { Trans, useLingui } from "@lingui/react/macro";
import type { DayTotals } from "../picks-rules.ts";

export function DayTotalsBox({ totals, target }: { totals: DayTotals; target: number | undefined }) {
  const { t } = useLingui();
  const grams = (v: number | null) =>
    v === null ? (
      <span className="day-totals-wait">…</span>
    ) : (
      <Trans>
        <bdi>{v}</bdi> g
      </Trans>
    );
  const kcal = totals.kcal;
  return (
    <section className="day-totals" aria-label={t`The day's totals`}>
      <dl>
        <div>
          <dt>
            <Trans>Calories</Trans>
          </dt>
          <dd data-total="kcal">
            <Trans>
              <bdi>{kcal}</bdi> kcal
            </Trans>
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Protein</Trans>
          </dt>
          <dd data-total="protein">{grams(totals.protein)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Carbohydrate</Trans>
          </dt>
          <dd data-total="carbs">{grams(totals.carbs)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Fat</Trans>
          </dt>
          <dd data-total="fat">{grams(totals.fat)}</dd>
        </div>
      </dl>
      {target !== undefined && (
        <p className="plan-note">
          <Trans>
            Your daily target: <bdi>{target}</bdi> kcal
          </Trans>
        </p>
      )}
      {totals.protein === null && (
        <p className="plan-note">
          <Trans>Protein, carbohydrate and fat are added up once your picks are saved.</Trans>
        </p>
      )}
    </section>
  );
}
