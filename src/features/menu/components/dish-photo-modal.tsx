// A dish photo shown large in the modal primitive, titled with the dish's name.
import type { CachedMeal } from "../../../lib/db.ts";
import { Modal } from "../../../ui/modal.tsx";

export function DishPhotoModal({ meal, onClose }: { meal: CachedMeal; onClose: () => void }) {
  const name = meal.name;
  return (
    <Modal title={name} onClose={onClose} className="dish-modal">
      <img className="dish-modal-photo" src={meal.imageUrl} width={320} height={240} alt={name} />
      {meal.protCarbs && <p className="dish-modal-note">{meal.protCarbs}</p>}
    </Modal>
  );
}
