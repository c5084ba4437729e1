// A dish's protein, carbohydrate and fat at the package's portion (docs/product-rules.md "Package
// figures"), whole grams: three small chips on a card, larger in the dish's dialog. A row cached
// before the server sent the figures shows none.
import { useLingui } from "@lingui/react/macro";
import type { CachedMeal } from "../../../catalog/store.ts";

/** The grams after their number, in the reading order of both languages ("18 g", "18 غ"): one text
 *  node, as a whole non-negative number needs no isolating beside its unit, and a card is rendered
 *  often (every keystroke of the search adds cards). */
function grams(value: number, unit: string): string {
  return `${Math.round(value)} ${unit}`;
}

export function DishMacros({ macros, large = false }: { macros: CachedMeal["macros"]; large?: boolean }) {
  const { t } = useLingui();
  if (!macros) return null;
  // One lookup for the card's three figures (a card is rendered often: every keystroke of the search).
  const unit = t({ message: "g", context: "grams, after a number" });
  return (
    <dl className={large ? "dish-macros is-large" : "dish-macros"}>
      <div>
        <dt>{t`Protein`}</dt>
        <dd>{grams(macros.protein, unit)}</dd>
      </div>
      <div>
        <dt>{t`Carbs`}</dt>
        <dd>{grams(macros.carbs, unit)}</dd>
      </div>
      <div>
        <dt>{t`Fat`}</dt>
        <dd>{grams(macros.fat, unit)}</dd>
      </div>
    </dl>
  );
}
