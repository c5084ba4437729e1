// What a dish card says beyond its name and calories: its allergens as labelled icons (each its
// drawing, menu.css's .allergen-*, and its name, so none is told by colour alone; an avoided one
// marked), a warning when it has something the customer avoids (shown when the menu does not hide
// such dishes), and its rating from three ratings up ("4.3 ★ (5 ratings)", numbers isolated).
import { Select, Trans, useLingui } from "@lingui/react/macro";
import { pluralForm } from "../../../lib/plural-form.ts";
import { avoidedIn, isAllergen } from "../../../../rules/dish-facts.ts";
import type { Avoidance } from "../../../profile/avoidance.ts";
import { ALLERGEN_NAMES, PROTEIN_NAMES } from "../../../profile/avoidance-labels.ts";

type Dish = { allergens?: string[] | undefined; protein?: string | undefined };

export function AllergenBadges({ dish, avoid }: { dish: Dish; avoid: Avoidance | undefined }) {
  const { t, i18n } = useLingui();
  const known = (dish.allergens ?? []).filter(isAllergen);
  if (known.length === 0) return null;
  return (
    <ul className="dish-allergens" aria-label={t`Allergens`}>
      {known.map((a) => (
        <li key={a} className={avoid?.allergens.includes(a) ? `allergen-${a} is-avoided` : `allergen-${a}`}>
          {i18n._(ALLERGEN_NAMES[a])}
        </li>
      ))}
    </ul>
  );
}

export function AvoidWarning({ dish, avoid }: { dish: Dish; avoid: Avoidance }) {
  const { t, i18n } = useLingui();
  const found = avoidedIn(dish, avoid);
  const names = [...(found.protein ? [i18n._(PROTEIN_NAMES[found.protein])] : []), ...found.allergens.filter((a) => a !== found.protein).map((a) => i18n._(ALLERGEN_NAMES[a]))];
  if (names.length === 0) return null;
  const list = new Intl.ListFormat(i18n.locale, { type: "conjunction" }).format(names);
  return (
    <p className="dish-warning">
      <span aria-hidden="true">⚠ </span>
      {t`Has something you avoid: ${list}`}
    </p>
  );
}

export function RatingLine({ average, count }: { average: number; count: number }) {
  const { i18n } = useLingui();
  // The server sends the average rounded to tenths; written without Intl (lib/plural-form.ts says why),
  // Latin digits in both languages as everywhere in the shop.
  const stars = average.toFixed(1);
  const ratingForm = pluralForm(count, i18n.locale);
  // A screen reader hears "4.3 out of 5 (5 ratings)"; the eye sees "4.3 ★ (5 ratings)". The count
  // stands apart from the plural, in its own <bdi>: shown from three ratings up, so every language's
  // form for it puts the number first.
  return (
    <p className="dish-rating">
      <Trans>
        <bdi>{stars}</bdi> <span aria-hidden="true">★</span>
        <span className="visually-hidden"> out of 5</span> (<bdi>{count}</bdi> <Select value={ratingForm} _one="rating" other="ratings" />)
      </Trans>
    </p>
  );
}
