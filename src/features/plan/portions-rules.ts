// A day's totals at other portions (README.md "Health profile and portions"), worked out on the
// phone with the server's rule (rules/portion.ts) from each dish's stored figures: meals at the
// chosen protein and carbohydrate portions, snacks and soups at the package's fixed portion.
import { addMacros, portionMacros, type DishNutrition, type Macros } from "../../../rules/portion.ts";
import type { Portions } from "../../../rules/portion-ladders.ts";

/** What the rule needs of a day: its package's portion and each slot's dish with its stored figures. */
export type PortionDay = {
  portionGrams: number;
  slots: readonly { type: "meal" | "snack" | "soup"; mealId: number | null; nutrition?: DishNutrition | null | undefined }[];
};

/** The day's totals at `portions`, or undefined when a dish's figures are not on the device. */
export function dayTotalsAt(day: PortionDay, portions: Portions): Macros | undefined {
  const list: Macros[] = [];
  for (const s of day.slots) {
    if (s.mealId === null) continue;
    if (!s.nutrition) return undefined;
    list.push(s.type === "meal" ? portionMacros(s.nutrition, portions.protein, portions.carbs) : portionMacros(s.nutrition, day.portionGrams));
  }
  return addMacros(list);
}
