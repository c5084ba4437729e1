// A dish photo shown large (the desktop width) in the modal primitive, titled with the dish's name.
import { pictureSources } from "../../../catalog/picture.ts";
import type { CachedMeal } from "../../../lib/db.ts";
import { Modal } from "../../../ui/modal.tsx";

export function DishPhotoModal({ meal, onClose }: { meal: CachedMeal; onClose: () => void }) {
  const name = meal.name;
  return (
    <Modal title={name} onClose={onClose} className="dish-modal">
      <img className="dish-modal-photo" src={pictureSources(meal.imageUrl).large} width={640} height={480} alt={name} />
      {meal.protCarbs && <p className="dish-modal-note">{meal.protCarbs}</p>}
    </Modal>
  );
}
