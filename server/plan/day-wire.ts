// The wire answer of one delivery day's picks (/daypicks, /savedaypicks; its type is DayWire of
// contract/day-picks.ts): each slot's dish in the customer's language with its allergens,
// ingredients and calories for the package's portion, who chose it, whether the customer avoids it
// and their rating; the day's totals. Pure: the service reads the rows, this shapes them.
import type { Selectable } from "kysely";
import type { DayWire, RatingWire, SlotWire } from "../../contract/day-picks.ts";
import type { PurchasesTable } from "../db/schema.ts";
import type { LangId } from "../http/input.ts";
import { portionMacros, type Macros } from "../../rules/portion.ts";
import type { Portions } from "../../rules/portion-ladders.ts";
import { pick } from "../lib/wire.ts";
import type { MenuRow } from "../repos/picks-repo.ts";
import type { PlanDayPicks } from "./kitchen.ts";
import { isAvoided, proteinOfTag, type Avoidance } from "../../rules/dish-facts.ts";
import { cutoffOf, type DayStatus } from "../../rules/plan-calendar.ts";

/** The sums of a day's dishes at the day's portions (rules/portion.ts). */
export type Totals = Macros;

export type { DayWire, RatingWire, SlotWire };

export function toDayWire(d: {
  plan: Selectable<PurchasesTable>;
  date: string;
  status: DayStatus;
  slots: PlanDayPicks["slots"];
  menu: ReadonlyMap<number, MenuRow>;
  grams: number;
  /** The day's portions per meal; snacks and soups keep the package's (`grams`, 100 g of carbohydrate). */
  portions: Portions;
  ratings: ReadonlyMap<number, { stars: number; comment: string | null }>;
  prefs: Avoidance;
  lang: LangId;
}): DayWire {
  const totals: Totals = { kcal: 0, protein: 0, carbs: 0, fat: 0 };
  const slots = d.slots.map((s): SlotWire => {
    const m = s.mealId === null ? undefined : d.menu.get(s.mealId);
    const macros = !m ? undefined : s.slot_type === "meal" ? portionMacros(m, d.portions.protein, d.portions.carbs) : portionMacros(m, d.grams);
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
      nutrition: m
        ? {
            small_grams: m.small_grams,
            small_calories: m.small_calories,
            large_grams: m.large_grams,
            large_calories: m.large_calories,
            protein_g: m.protein_g,
            carbs_g: m.carbs_g,
            fat_g: m.fat_g,
          }
        : null,
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
    portions: d.portions,
    slots,
    totals,
  };
}
