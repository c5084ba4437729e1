// The numbers of the result: calories and protein a day, and, once the catalog is known, the
// sub-package's days, meals, snacks, soups and calorie range with the daily target beside it (in
// the range, or the nearest plan when none holds it). Numbers are isolated (<bdi>), not the
// phrases, so Arabic reads the unit after the number; the range is written as every screen writes
// one (rules/ranges.ts), one run flowing in the paragraph's direction, low figure first.
import { Trans } from "@lingui/react/macro";
import type { CachedSubPackage } from "../../../catalog/store.ts";
import type { Locale } from "../../../lib/i18n.ts";
import { formatNumber } from "../format.ts";
import { formatKcal } from "../../../../rules/calories.ts";
import { formatRange } from "../../../../rules/ranges.ts";
import type { CalculatorResult } from "../store.ts";

type Props = { result: CalculatorResult; subPackage: CachedSubPackage | undefined; holdsTarget: boolean; locale: Locale };

export function ResultFacts({ result, subPackage, holdsTarget, locale }: Props) {
  const n = (value: number, digits = 0) => formatNumber(value, locale, digits);
  // Calories whole, with separators, as on every screen: 1,666 kcal.
  const kcal = (value: number) => formatKcal(value, locale);
  // Grams without a pointless ".00": 115 g, 115.5 g.
  const grams = (value: number) => formatNumber(value, locale, 2, 0);
  return (
    <dl className="result-facts">
      <div>
        <dt>
          <Trans>Calories a day</Trans>
        </dt>
        <dd>
          <Trans>
            <bdi>{kcal(result.calories)}</bdi> kcal
          </Trans>
        </dd>
      </div>
      <div>
        <dt>
          <Trans>Protein a day</Trans>
        </dt>
        <dd>
          <Trans>
            <bdi>{grams(result.protein)}</bdi> g
          </Trans>
        </dd>
      </div>
      {subPackage && (
        <>
          <div>
            <dt>
              <Trans>Days</Trans>
            </dt>
            <dd>{n(subPackage.days)}</dd>
          </div>
          <div>
            <dt>
              <Trans>Meals</Trans>
            </dt>
            <dd>{n(subPackage.meals)}</dd>
          </div>
          <div>
            <dt>
              <Trans>Snacks</Trans>
            </dt>
            <dd>{n(subPackage.snacks)}</dd>
          </div>
          <div>
            <dt>
              <Trans>Soups</Trans>
            </dt>
            <dd>{n(subPackage.soups)}</dd>
          </div>
          <div>
            <dt>
              <Trans>Calorie range</Trans>
            </dt>
            <dd>
              <CalorieRange low={subPackage.minCal} high={subPackage.maxCal} locale={locale} />
              <span className="result-target">
                {holdsTarget ? (
                  <Trans>
                    Your <bdi>{kcal(result.calories)}</bdi> kcal a day are within this plan’s range.
                  </Trans>
                ) : (
                  <Trans>
                    No plan of this package reaches your <bdi>{kcal(result.calories)}</bdi> kcal a day: this is the nearest.
                  </Trans>
                )}
              </span>
            </dd>
          </div>
        </>
      )}
    </dl>
  );
}

function CalorieRange({ low, high, locale }: { low: number; high: number; locale: Locale }) {
  const kcal = formatRange(low, high, locale);
  return <Trans>{kcal} kcal</Trans>;
}
