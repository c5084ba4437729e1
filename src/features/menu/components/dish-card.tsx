// One dish of the menu: its photo, protein, name, calorie range, protein, carbohydrate and fat as
// chips, rating, the days it is served and its allergens as labelled icons, and a warning when it
// has something the customer avoids (`avoid`, given when the menu shows such dishes). The name is
// the card's one button: it opens the dish's dialog, and a tap anywhere on the card does too (the
// button's box covers the card). Memoised: while the customer types, cards that stay in the list
// do not render again.
import { Trans, useLingui } from "@lingui/react/macro";
import { memo } from "react";
import { pictureSources } from "../../../catalog/picture.ts";
import type { CachedMeal } from "../../../catalog/store.ts";
import { shownLocale } from "../../../lib/i18n.ts";
import type { Avoidance } from "../../../profile/avoidance.ts";
import { formatRange } from "../../../../rules/ranges.ts";
import { calorieRange } from "../dish-facts.ts";
import { menuOrder, weekdayName } from "../week-days.ts";
import { DishMacros } from "./dish-macros.tsx";
import { AllergenBadges, AvoidWarning, RatingLine } from "./dish-notes.tsx";

type Props = {
  meal: CachedMeal;
  onOpen: (meal: CachedMeal) => void;
  /** The first cards are likely on screen: load their photos at once rather than lazily. */
  eager?: boolean;
  /** The first card's picture: the largest paint of the menu, fetched before the others. */
  first?: boolean;
  /** What the customer avoids, when the menu shows those dishes with a warning. */
  avoid?: Avoidance | undefined;
  /** Left out by the search, kept in the page for when it comes back (dish-list.tsx). */
  hidden?: boolean;
};

/** Two columns on a phone (the page padding and the gap taken off), else a grid column of about 280 px. */
const DISH_PICTURE_SIZES = "(max-width: 599px) calc(50vw - 22px), 280px";

export const DishCard = memo(function DishCard({ meal, onOpen, eager = false, first = false, avoid, hidden = false }: Props) {
  const { i18n } = useLingui();
  const locale = shownLocale(i18n);
  const range = calorieRange(meal.calories);
  // Low to high in the reading order of both languages (rules/ranges.ts): not isolated as one run.
  const kcal = range ? formatRange(range.min, range.max, locale) : undefined;
  const days = menuOrder(meal.days);
  const picture = pictureSources(meal.imageUrl);
  return (
    <li className="dish-card" hidden={hidden}>
      <div className="dish-photo">
        <img
          src={picture.src}
          srcSet={picture.srcSet}
          sizes={DISH_PICTURE_SIZES}
          width={320}
          height={240}
          loading={eager ? "eager" : "lazy"}
          fetchPriority={first ? "high" : "auto"}
          decoding="async"
          alt=""
        />
      </div>
      <div className="dish-text">
        {meal.proteinTag && <p className="dish-protein">{meal.proteinTag}</p>}
        <h3 className="dish-name">
          <button type="button" className="dish-open" onClick={() => onOpen(meal)}>
            {meal.name}
          </button>
        </h3>
        {avoid && <AvoidWarning dish={meal} avoid={avoid} />}
        {kcal && (
          <p className="dish-kcal">
            <Trans context="a menu card's calories, one line on a phone">{kcal} kcal</Trans>
          </p>
        )}
        <DishMacros macros={meal.macros} />
        {typeof meal.ratingAverage === "number" && <RatingLine average={meal.ratingAverage} count={meal.ratingCount ?? 0} />}
        {days.length > 0 && (
          <p className="dish-days">
            <span className="visually-hidden">
              <Trans>Served on</Trans>{" "}
            </span>
            {days.map((d) => weekdayName(d, i18n.locale, "short")).join(" · ")}
          </p>
        )}
        <AllergenBadges dish={meal} avoid={avoid} />
      </div>
    </li>
  );
});
