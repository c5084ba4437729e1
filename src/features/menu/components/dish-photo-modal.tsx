// A dish shown large (the desktop width) in the modal primitive, titled with the dish's name: its
// photo, its macros line and its one-line ingredients (docs/product-rules.md "Dislikes and allergens").
import { Trans } from "@lingui/react/macro";
import { pictureSources } from "../../../catalog/picture.ts";
import type { CachedMeal } from "../../../catalog/store.ts";
import { Modal } from "../../../ui/lazy-modal.tsx";

export function DishPhotoModal({ meal, onClose }: { meal: CachedMeal; onClose: () => void }) {
  const name = meal.name;
  const ingredients = meal.ingredients;
  return (
    <Modal title={name} onClose={onClose} className="dish-modal">
      <img className="dish-modal-photo" src={pictureSources(meal.imageUrl).large} width={640} height={480} alt={name} />
      {meal.protCarbs && <p className="dish-modal-note">{meal.protCarbs}</p>}
      {ingredients && (
        <p className="dish-modal-note">
          <Trans>Ingredients: {ingredients}</Trans>
        </p>
      )}
    </Modal>
  );
}
