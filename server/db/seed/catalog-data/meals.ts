// The menu: every dish table turned into seed meals with ids, calories from their macros, the
// packages that list them, weekday availability (a seeded function of the id, never Friday) and
// illustration colours.
import { MEAL_TYPE, type MealTypeId } from "../../../../rules/meal-types.ts";
import type { SeedMeal, Weekday } from "../types.ts";
import { BREAKFASTS } from "./dishes-breakfast.ts";
import { MAINS } from "./dishes-main.ts";
import { SNACKS, SOUPS } from "./dishes-snacks.ts";
import { dishFacts } from "./dish-facts.ts";
import type { DishRow } from "./dish-row.ts";
import type { PackageId } from "./packages.ts";
import { paletteFor } from "./palette.ts";

/** Saturday first, as the menu shows them. */
export const MENU_WEEK: readonly Weekday[] = [6, 0, 1, 2, 3, 4];

export const SMALL_GRAMS = 100;
export const LARGE_GRAMS = 200; // the 200 g protein base of the second nutrition item

/** mulberry32: a small deterministic generator, seeded per dish. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** 3 to 6 of Saturday..Thursday, in menu order. */
export function availableDays(id: number): Weekday[] {
  const next = seeded(id * 2654435761);
  const count = 3 + Math.floor(next() * 4);
  const ranked = MENU_WEEK.map((day) => ({ day, rank: next() })).sort((a, b) => a.rank - b.rank);
  const chosen = new Set(ranked.slice(0, count).map((r) => r.day));
  return MENU_WEEK.filter((day) => chosen.has(day));
}

const round5 = (n: number) => Math.round(n / 5) * 5;

export function smallCalories(protein: number, carbs: number, fat: number): number {
  return round5(4 * protein + 4 * carbs + 9 * fat);
}

/** The large portion doubles the protein and adds a little more of the rest. */
export function largeCalories(protein: number, carbs: number, fat: number): number {
  return round5(8 * protein + 5.2 * carbs + 13.5 * fat);
}

/**
 * Heavy dishes stay off the weight-loss menu (24) and the lightest off the mass menu (28); the rest
 * are on all three.
 */
const CALORIE_BOUNDS: Record<MealTypeId, { sumbatikMax: number; bulkMin: number }> = {
  [MEAL_TYPE.breakfast]: { sumbatikMax: 370, bulkMin: 250 },
  [MEAL_TYPE.main]: { sumbatikMax: 455, bulkMin: 320 },
  [MEAL_TYPE.snack]: { sumbatikMax: 210, bulkMin: 135 },
  [MEAL_TYPE.soup]: { sumbatikMax: 160, bulkMin: 100 },
};

function packagesFor(mealTypeId: MealTypeId, calories: number): Array<PackageId> {
  const { sumbatikMax, bulkMin } = CALORIE_BOUNDS[mealTypeId];
  const ids: PackageId[] = [];
  if (calories <= sumbatikMax) ids.push(24);
  ids.push(26);
  if (calories >= bulkMin) ids.push(28);
  return ids;
}

const TABLES: Array<[MealTypeId, DishRow[]]> = [
  [MEAL_TYPE.breakfast, BREAKFASTS],
  [MEAL_TYPE.main, MAINS],
  [MEAL_TYPE.snack, SNACKS],
  [MEAL_TYPE.soup, SOUPS],
];

export const meals: SeedMeal[] = TABLES.flatMap(([mealTypeId, rows]) => rows.map((row) => ({ mealTypeId, row }))).map(
  ({ mealTypeId, row: [en, ar, proteinTagId, protein, carbs, fat] }, index): SeedMeal => {
    const id = index + 1;
    const small = smallCalories(protein, carbs, fat);
    const facts = dishFacts(en, proteinTagId);
    return {
      id,
      mealTypeId,
      name: { en, ar },
      proteinTagId,
      packageIds: packagesFor(mealTypeId, small),
      days: availableDays(id),
      protCarbs: { en: `P ${protein}g · C ${carbs}g`, ar: `بروتين ${protein}غ · كربوهيدرات ${carbs}غ` },
      nutrition: [
        { grams: SMALL_GRAMS, calories: small },
        { grams: LARGE_GRAMS, calories: largeCalories(protein, carbs, fat) },
      ],
      defaultCalories: small,
      palette: paletteFor(en, proteinTagId, mealTypeId),
      macros: { protein, carbs, fat },
      allergens: facts.allergens,
      ingredients: facts.ingredients,
    };
  },
);
