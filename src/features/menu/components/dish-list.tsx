// The dish cards of the current filters, a page of 48 at a time with 'Show more', so a long list
// never costs a render of every card at once; cards off screen skip layout (content-visibility).
// Memoised: a keystroke that leaves the result unchanged does not render the list at all.
import { Trans } from "@lingui/react/macro";
import { memo, useState } from "react";
import type { CachedMeal } from "../../../lib/db.ts";
import { DishCard } from "./dish-card.tsx";

export const PAGE_SIZE = 48;
const EAGER_CARDS = 4;

type Props = {
  /** A new list (category, package, filters) starts again at one page. */
  meals: CachedMeal[];
  onOpenPhoto: (meal: CachedMeal) => void;
};

export const DishList = memo(function DishList({ meals, onOpenPhoto }: Props) {
  const [shown, setShown] = useState({ list: meals, count: PAGE_SIZE });
  const count = shown.list === meals ? shown.count : PAGE_SIZE;
  const visible = meals.length > count ? meals.slice(0, count) : meals;
  const remaining = meals.length - visible.length;
  return (
    <>
      <ul className="dish-grid">
        {visible.map((meal, i) => (
          <DishCard key={meal.id} meal={meal} onOpenPhoto={onOpenPhoto} eager={i < EAGER_CARDS} />
        ))}
      </ul>
      {remaining > 0 && (
        <div className="show-more">
          <button type="button" className="btn btn-outline" onClick={() => setShown({ list: meals, count: count + PAGE_SIZE })}>
            <Trans>Show more dishes ({remaining} left)</Trans>
          </button>
        </div>
      )}
    </>
  );
});
