// The whole dish, opened from its card: the picture large, its protein and rating, its calories and
// protein, carbohydrate and fat at the chosen package's portion (docs/product-rules.md "Package
// figures"), what it is made of, its allergens as labelled icons, the days it is served, and a
// warning when it has something the customer avoids. In the modal primitive (the page behind dimmed
// and inert, Escape and the backdrop close it, focus kept inside and given back); the menu loads
// this module after its first page (menu-page.tsx), so the first page carries none of it.
import { Trans, useLingui } from "@lingui/react/macro";
import { formatKcal } from "../../../../rules/calories.ts";
import { pictureSources } from "../../../catalog/picture.ts";
import type { CachedMeal } from "../../../catalog/store.ts";
import { shownLocale } from "../../../lib/i18n.ts";
import type { Avoidance } from "../../../profile/avoidance.ts";
import { Modal } from "../../../ui/modal.tsx";
import { menuOrder, weekdayName } from "../week-days.ts";
import { DishMacros } from "./dish-macros.tsx";
import { AllergenBadges, AvoidWarning, RatingLine } from "./dish-notes.tsx";

type Props = {
  meal: CachedMeal;
  /** The chosen package's name, once the package list is on the device. */
  packageName: string | undefined;
  /** What the customer avoids, when the menu shows such dishes with a warning. */
  avoid: Avoidance | undefined;
  onClose: () => void;
};

export function DishDialog({ meal, packageName, avoid, onClose }: Props) {
  const { i18n } = useLingui();
  const locale = shownLocale(i18n);
  const name = meal.name;
  const ingredients = meal.ingredients;
  // The first nutrition item is the package's own portion (src/catalog/api.ts).
  const kcal = meal.calories[0] > 0 ? formatKcal(meal.calories[0], locale) : undefined;
  const days = menuOrder(meal.days).map((d) => weekdayName(d, i18n.locale));
  return (
    <Modal title={name} onClose={onClose} className="dish-modal">
      <div className="dish-dialog">
        <img className="dish-modal-photo" src={pictureSources(meal.imageUrl).large} width={640} height={480} alt={name} />
        <div className="dish-dialog-facts">
          {meal.proteinTag && <p className="dish-protein">{meal.proteinTag}</p>}
          {typeof meal.ratingAverage === "number" && <RatingLine average={meal.ratingAverage} count={meal.ratingCount ?? 0} />}
          {avoid && <AvoidWarning dish={meal} avoid={avoid} />}
          {kcal && (
            <p className="dish-dialog-kcal">
              {packageName ? (
                <Trans>
                  <bdi>{kcal}</bdi> kcal in the {packageName} package
                </Trans>
              ) : (
                <Trans>
                  <bdi>{kcal}</bdi> kcal
                </Trans>
              )}
            </p>
          )}
          <DishMacros macros={meal.macros} large />
          {!meal.macros && meal.protCarbs && <p className="dish-modal-note">{meal.protCarbs}</p>}
          {ingredients && (
            <p className="dish-modal-note">
              <Trans>Ingredients: {ingredients}</Trans>
            </p>
          )}
          <AllergenBadges dish={meal} avoid={avoid} />
          {days.length > 0 && (
            <p className="dish-modal-note">
              <Trans>Served on</Trans> {days.join(" · ")}
            </p>
          )}
        </div>
      </div>
    </Modal>
  );
}
