// One dish of the menu: its photo (a button that opens it large), protein, name, calorie range, the
// days it is served, its allergens and rating, and a warning when it has something the customer
// avoids (`avoid`, given when the menu shows such dishes). Memoised: while the customer types,
// cards that stay in the list do not render again.
import { Trans, useLingui } from "@lingui/react/macro";
import { memo } from "react";
import { pictureSources } from "../../../catalog/picture.ts";
import type { CachedMeal } from "../../../catalog/store.ts";
import type { Avoidance } from "../../../profile/avoidance.ts";
import { calorieRange } from "../dish-facts.ts";
import { menuOrder, weekdayName } from "../week-days.ts";
import { AllergenBadges, AvoidWarning, RatingLine } from "./dish-notes.tsx";

type Props = {
  meal: CachedMeal;
  onOpenPhoto: (meal: CachedMeal) => void;
  /** The first cards are likely on screen: load their photos at once rather than lazily. */
  eager?: boolean;
  /** The first card's picture: the largest paint of the menu, fetched before the others. */
  first?: boolean;
  /** What the customer avoids, when the menu shows those dishes with a warning. */
  avoid?: Avoidance | undefined;
};

/** The card is the phone's width less the page padding, else a grid column of about 280 px. */
const DISH_PICTURE_SIZES = "(max-width: 600px) calc(100vw - 32px), 300px";

/** The calorie range with the numbers isolated left to right (not the phrase), so Arabic reads
 *  "335 - 545" and then its unit, right to left. */
function KcalLine({ min, max }: { min: number; max: number }) {
  return (
    <p className="dish-kcal">
      {min === max ? (
        <Trans>
          <bdi dir="ltr">{min}</bdi> kcal
        </Trans>
      ) : (
        <Trans>
          <bdi dir="ltr">
            {min} - {max}
          </bdi>{" "}
          kcal
        </Trans>
      )}
    </p>
  );
}

export const DishCard = memo(function DishCard({ meal, onOpenPhoto, eager = false, first = false, avoid }: Props) {
  const { t, i18n } = useLingui();
  const range = calorieRange(meal.calories);
  const days = menuOrder(meal.days);
  const name = meal.name;
  const picture = pictureSources(meal.imageUrl);
  return (
    <li className="dish-card">
      <button type="button" className="dish-photo" onClick={() => onOpenPhoto(meal)} aria-label={t`Enlarge the photo of ${name}`}>
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
      </button>
      <div className="dish-text">
        {meal.proteinTag && <p className="dish-protein">{meal.proteinTag}</p>}
        <h3 className="dish-name">{name}</h3>
        {avoid && <AvoidWarning dish={meal} avoid={avoid} />}
        {typeof meal.ratingAverage === "number" && <RatingLine average={meal.ratingAverage} count={meal.ratingCount ?? 0} />}
        {range && <KcalLine min={range.min} max={range.max} />}
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
