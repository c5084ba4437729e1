// The package's macros and options (docs/product-rules.md "Package facts") and what every package includes.
import { Trans, useLingui } from "@lingui/react/macro";
import { formatRange } from "../../../../rules/ranges.ts";
import { shownLocale } from "../../../lib/i18n.ts";
import { CASHBACK_PERCENT, menuCounts, type PackageFacts } from "../package-facts.ts";

/**
 * Grams as every screen writes a range (rules/ranges.ts): "0–10 g", Arabic "0–10 غ" flowing right to
 * left with the low figure first, as the package's description writes them; a ladder of portions
 * ("50–100–150 g") the same way, step by step.
 */
function Grams({ values }: { values: readonly number[] }) {
  const { i18n } = useLingui();
  const locale = shownLocale(i18n);
  const text = values.length === 2 ? formatRange(values[0]!, values[1]!, locale) : values.map((v) => formatRange(v, v, locale)).join("–");
  return <Trans>{text} g</Trans>;
}

export function PackageFactsList({ facts }: { facts: PackageFacts }) {
  const { custom, fixed } = facts.calorieOptions;
  return (
    <dl className="facts">
      <div>
        <dt>
          <Trans>Protein source</Trans>
        </dt>
        <dd>
          <Grams values={facts.proteinSourceGrams} />
        </dd>
      </div>
      <div>
        <dt>
          <Trans>Carb source</Trans>
        </dt>
        <dd>
          <Grams values={facts.carbSourceGrams} />
        </dd>
      </div>
      <div>
        <dt>
          <Trans>Protein</Trans>
        </dt>
        <dd>
          <Grams values={facts.proteinGrams} />
        </dd>
      </div>
      <div>
        <dt>
          <Trans>Carbs</Trans>
        </dt>
        <dd>
          <Grams values={facts.carbGrams} />
        </dd>
      </div>
      <div>
        <dt>
          <Trans>Fat</Trans>
        </dt>
        <dd>
          <Grams values={facts.fatGrams} />
        </dd>
      </div>
      <div>
        <dt>
          <Trans>Calorie options</Trans>
        </dt>
        <dd>
          <Trans>
            {custom} when you customise, {fixed} ready-made
          </Trans>
        </dd>
      </div>
    </dl>
  );
}

/** `perMealType`: the package's dishes per meal type, from the catalog; the line waits for it. */
export function PackageIncludes({ perMealType }: { perMealType?: Record<number, number> | undefined }) {
  const counts = menuCounts(perMealType);
  const cashback = CASHBACK_PERCENT;
  return (
    <ul className="includes">
      {counts && <MenuCountsLine {...counts} />}
      <li>
        <Trans>{cashback}% cashback to your wallet</Trans>
      </li>
      <li>
        <Trans>Free calorie calculation</Trans>
      </li>
      <li>
        <Trans>Freeze your subscription when you travel</Trans>
      </li>
    </ul>
  );
}

function MenuCountsLine({ items, breakfasts, mainMeals, snacks, soups }: NonNullable<ReturnType<typeof menuCounts>>) {
  return (
    <li>
      <Trans>
        {items} menu items: {breakfasts} breakfasts, {mainMeals} main meals, {snacks} snacks and {soups} soups
      </Trans>
    </li>
  );
}
