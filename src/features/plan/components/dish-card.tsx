// One dish of a delivery day or of a slot's choices: its picture (large enough to choose by: a
// tile's full width in the picker, 104 px beside a day's slot), name, calories of the package's
// portion (whole numbers with separators, rules/calories.ts), what it contains that the customer avoids (flagged in words, not colour only) and
// whether the kitchen chose it. Props in; no fetch, no Dexie.
import { Trans, useLingui } from "@lingui/react/macro";
import { formatKcal } from "../../../../rules/calories.ts";
import { avoidedIn } from "../../../../rules/dish-facts.ts";
import { pictureSources } from "../../../catalog/picture.ts";
import { shownLocale } from "../../../lib/i18n.ts";
import type { Avoidance } from "../../../profile/avoidance.ts";
import { ALLERGEN_FORMS, PROTEIN_FORMS } from "../../../profile/avoidance-labels.ts";

export type CardDish = {
  id: number;
  name: string;
  imageUrl: string;
  kcal: number | null;
  protein?: string | null | undefined;
  allergens?: readonly string[] | undefined;
  ingredients?: string | null | undefined;
};

/** A dish's picture: the server's phone and desktop sizes, or the drawing of an unknown dish. */
export function dishPicture(id: number, imageUrl: string | undefined): string {
  return imageUrl ?? `/media/meals/${id}-640.webp`;
}

type Props = {
  dish: CardDish;
  avoid: Avoidance | undefined;
  /** The server's own flag for a day's dish (it knows the customer's dislikes even offline). */
  avoidedByServer?: boolean;
  chosenByKitchen?: boolean;
  /** "tile": the picture above the words, the tile's full width (the picker's grid). */
  layout?: "row" | "tile";
};

export function DishCard({ dish, avoid, avoidedByServer = false, chosenByKitchen = false, layout = "row" }: Props) {
  const { t, i18n } = useLingui();
  const pic = pictureSources(dish.imageUrl);
  const found = avoidedIn(dish, avoid);
  const flagged = [...(found.protein ? [PROTEIN_FORMS[found.protein]] : []), ...found.allergens.map((a) => ALLERGEN_FORMS[a])];
  const list = new Intl.ListFormat(shownLocale(i18n), { type: "conjunction" }).format(flagged.map((f) => i18n._(f.inSentence)));
  const kcal = dish.kcal === null ? null : formatKcal(dish.kcal, shownLocale(i18n));
  const tile = layout === "tile";
  return (
    <div className={tile ? "dish-card dish-card-tile" : "dish-card"}>
      <img
        className="dish-card-pic"
        src={pic.src}
        {...(pic.srcSet ? { srcSet: pic.srcSet } : {})}
        sizes={tile ? "(min-width: 640px) 210px, (min-width: 360px) 50vw, calc(100vw - 72px)" : "104px"}
        width={tile ? 320 : 104}
        height={tile ? 240 : 104}
        alt=""
        loading="lazy"
        decoding="async"
      />
      <div className="dish-card-text">
        <span className="dish-card-name">{dish.name}</span>
        {kcal !== null && (
          <span className="dish-card-kcal">
            <Trans>
              <bdi>{kcal}</bdi> kcal
            </Trans>
          </span>
        )}
        {chosenByKitchen && (
          <span className="dish-badge dish-badge-kitchen">
            <Trans>Chosen for you</Trans>
          </span>
        )}
        {flagged.length > 0 ? (
          <span className="dish-warning">
            <span aria-hidden="true">⚠ </span>
            {t`Contains what you avoid: ${list}`}
          </span>
        ) : (
          avoidedByServer && (
            <span className="dish-warning">
              <span aria-hidden="true">⚠ </span>
              <Trans>Contains something you avoid</Trans>
            </span>
          )
        )}
        {dish.ingredients && <span className="dish-card-ingredients">{dish.ingredients}</span>}
      </div>
    </div>
  );
}
