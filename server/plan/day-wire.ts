// The wire answer of one delivery day's picks (/daypicks, /savedaypicks): each slot's dish in the
// customer's language with its allergens, ingredients and calories for the package's portion, who
// chose it, whether the customer avoids it and their rating; the day's totals. Pure: the service
// reads the rows, this shapes them.
import type { Selectable } from "kysely";
import type { PurchasesTable, SlotType } from "../db/schema.ts";
import type { LangId } from "../http/input.ts";
import { portionMacros, type Macros } from "../lib/portion.ts";
import { pick } from "../lib/wire.ts";
import type { MenuRow } from "../repos/meals-repo.ts";
import type { PlanDayPicks } from "./kitchen.ts";
import { isAvoided, proteinOfTag, type Avoidance } from "../../rules/dish-facts.ts";
import { cutoffOf, type DayStatus } from "../../rules/plan-calendar.ts";

/** The sums of a day's dishes at the package's portion (server/lib/portion.ts). */
export type Totals = Macros;

export type SlotWire = {
  slot_type: SlotType;
  slot: number;
  meal_id: number | null;
  meal_type_id: number | null;
  meal_name: string | null;
  protein: string | null;
  allergens: string[];
  ingredients: string | null;
  calories: number | null;
  chosen_by: "customer" | "kitchen";
  /** The dish has a protein or allergen the customer avoids (only a customer's own pick can). */
  avoided: boolean;
  /** The customer's rating of this dish on this day (delivered days). */
  rating: { stars: number; comment: string | null } | null;
};

export type DayWire = {
  purchase_id: number;
  date: string;
  status: DayStatus;
  cutoff_at: string;
  changeable: boolean;
  package_id: number;
  portion_grams: number;
  slots: SlotWire[];
  totals: Totals;
};

/** The answer of /ratemeal: the dish's rating on that day as the server now holds it. */
export type RatingWire = { purchase_id: number; date: string; meal_id: number; stars: number; comment: string | null };

export function toDayWire(d: {
  plan: Selectable<PurchasesTable>;
  date: string;
  status: DayStatus;
  slots: PlanDayPicks["slots"];
  menu: ReadonlyMap<number, MenuRow>;
  grams: number;
  ratings: ReadonlyMap<number, { stars: number; comment: string | null }>;
  prefs: Avoidance;
  lang: LangId;
}): DayWire {
  const totals: Totals = { kcal: 0, protein: 0, carbs: 0, fat: 0 };
  const slots = d.slots.map((s): SlotWire => {
    const m = s.mealId === null ? undefined : d.menu.get(s.mealId);
    const macros = m ? portionMacros(m, d.grams) : undefined;
    if (macros) {
      totals.kcal += macros.kcal;
      totals.protein += macros.protein;
      totals.carbs += macros.carbs;
      totals.fat += macros.fat;
    }
    const protein = m ? proteinOfTag(m.protein_tag_id) : null;
    const r = m ? d.ratings.get(m.id) : undefined;
    return {
      slot_type: s.slot_type,
      slot: s.slot,
      meal_id: m?.id ?? null,
      meal_type_id: m?.meal_type_id ?? null,
      meal_name: m ? pick(d.lang, m.name_en, m.name_ar) : null,
      protein,
      allergens: m?.allergens ?? [],
      ingredients: m ? pick(d.lang, m.ingredients_en ?? "", m.ingredients_ar ?? "") : null,
      calories: macros?.kcal ?? null,
      chosen_by: s.chosenBy,
      avoided: m ? isAvoided({ protein, allergens: m.allergens }, d.prefs) : false,
      rating: r ? { stars: r.stars, comment: r.comment } : null,
    };
  });
  return {
    purchase_id: d.plan.id,
    date: d.date,
    status: d.status,
    cutoff_at: cutoffOf(d.date),
    changeable: d.status === "upcoming",
    package_id: d.plan.package_id,
    portion_grams: d.grams,
    slots,
    totals,
  };
}
