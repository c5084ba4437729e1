// A day's nutrition (docs/product-rules.md "Meal picks, nutrition and ratings"): calories, protein,
// carbohydrate and fat of its dishes for the package's portion, the calories beside the daily
// target when there is one (a bar shows how far the day goes), and a sentence when the day gives
// clearly less than the target: the snacks or soups the plan does not have, or a larger portion.
// Calories as whole numbers with separators (rules/calories.ts). Macros of a pick whose dish the
// device cached before the server sent them show as waiting.
import { Trans, useLingui } from "@lingui/react/macro";
import { formatKcal } from "../../../../rules/calories.ts";
import { shownLocale } from "../../../lib/i18n.ts";
import type { DayTotals } from "../picks-rules.ts";

/** Below this share of the target, the day says why it gives less. */
const SHORT_SHARE = 0.95;

type Props = {
  totals: DayTotals;
  target: number | undefined;
  /** The slot types the plan has none of (the day cannot add their calories). */
  without: { snacks: boolean; soups: boolean };
};

export function DayTotalsBox({ totals, target, without }: Props) {
  const { t, i18n } = useLingui();
  const locale = shownLocale(i18n);
  const grams = (v: number | null) =>
    v === null ? (
      <span className="day-totals-wait">…</span>
    ) : (
      <Trans>
        <bdi>{v}</bdi> g
      </Trans>
    );
  const kcal = formatKcal(totals.kcal, locale);
  const goal = target === undefined ? "" : formatKcal(target, locale);
  const short = target !== undefined && totals.kcal > 0 && totals.kcal < target * SHORT_SHARE;
  const gap = target === undefined ? "" : formatKcal(target - totals.kcal, locale);
  return (
    <section className="day-totals" aria-label={t`The day's totals`}>
      <dl>
        <div className="day-totals-kcal">
          <dt>
            <Trans>Calories</Trans>
          </dt>
          <dd data-total="kcal">
            {target === undefined ? (
              <Trans>
                <bdi>{kcal}</bdi> kcal
              </Trans>
            ) : (
              <Trans>
                <bdi>{kcal}</bdi> of <bdi>{goal}</bdi> kcal
              </Trans>
            )}
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
        <>
          <div className="day-totals-bar" aria-hidden="true">
            <span style={{ inlineSize: `${Math.min(100, Math.round((totals.kcal / target) * 100))}%` }} />
          </div>
          <p className="plan-note">
            <Trans>
              Your daily target: <bdi>{goal}</bdi> kcal
            </Trans>
          </p>
        </>
      )}
      {short && (
        <p className="day-totals-short" data-testid="day-short">
          {without.snacks && without.soups ? (
            <Trans>
              This day gives <bdi>{gap}</bdi> kcal less than your target: your plan has no snacks or soups. Add them when you renew, or
              choose a larger portion.
            </Trans>
          ) : without.snacks ? (
            <Trans>
              This day gives <bdi>{gap}</bdi> kcal less than your target: your plan has no snacks. Add them when you renew, or choose a
              larger portion.
            </Trans>
          ) : without.soups ? (
            <Trans>
              This day gives <bdi>{gap}</bdi> kcal less than your target: your plan has no soups. Add them when you renew, or choose a
              larger portion.
            </Trans>
          ) : (
            <Trans>
              This day gives <bdi>{gap}</bdi> kcal less than your target at your package's portion. Dishes with more calories, or a
              larger portion, come closer.
            </Trans>
          )}
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
