// A dish's protein, carbohydrate and fat at the package's portion (docs/product-rules.md "Package
// figures"), whole grams: three small chips on a card, larger in the dish's dialog. A row cached
// before the server sent the figures shows none.
import { Trans } from "@lingui/react/macro";
import type { CachedMeal } from "../../../catalog/store.ts";

function Grams({ value }: { value: number }) {
  return (
    <Trans>
      <bdi>{Math.round(value)}</bdi> g
    </Trans>
  );
}

export function DishMacros({ macros, large = false }: { macros: CachedMeal["macros"]; large?: boolean }) {
  if (!macros) return null;
  return (
    <dl className={large ? "dish-macros is-large" : "dish-macros"}>
      <div>
        <dt>
          <Trans>Protein</Trans>
        </dt>
        <dd>
          <Grams value={macros.protein} />
        </dd>
      </div>
      <div>
        <dt>
          <Trans>Carbs</Trans>
        </dt>
        <dd>
          <Grams value={macros.carbs} />
        </dd>
      </div>
      <div>
        <dt>
          <Trans>Fat</Trans>
        </dt>
        <dd>
          <Grams value={macros.fat} />
        </dd>
      </div>
    </dl>
  );
}
