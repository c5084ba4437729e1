// The numbers of the result: calories and protein a day, and, once the catalog is known, the
// sub-package's days, meals, snacks, soups and calorie range.
import { Trans } from "@lingui/react/macro";
import type { CachedSubPackage } from "../../../lib/db.ts";
import type { Locale } from "../../../lib/i18n.ts";
import { formatNumber } from "../format.ts";
import type { CalculatorResult } from "../store.ts";

type Props = { result: CalculatorResult; subPackage: CachedSubPackage | undefined; locale: Locale };

export function ResultFacts({ result, subPackage, locale }: Props) {
  const n = (value: number, digits = 0) => formatNumber(value, locale, digits);
  return (
    <dl className="result-facts">
      <div>
        <dt>
          <Trans>Calories a day</Trans>
        </dt>
        <dd>
          <span className="ltr">{n(result.calories, 2)}</span> <Trans>kcal</Trans>
        </dd>
      </div>
      <div>
        <dt>
          <Trans>Protein a day</Trans>
        </dt>
        <dd>
          <span className="ltr">{n(result.protein, 2)}</span> <Trans>g</Trans>
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
              <span className="ltr">
                {n(subPackage.minCal)}–{n(subPackage.maxCal)}
              </span>{" "}
              <Trans>kcal</Trans>
            </dd>
          </div>
        </>
      )}
    </dl>
  );
}
