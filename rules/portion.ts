// A dish at a protein portion and a carbohydrate portion (docs/product-rules.md "Package figures";
// the ladders and the rule in README.md "Health profile and portions"): the one rule every answer
// that names a portion's figures uses (the menu's /meallist, a plan day's dishes and totals, the
// app's portion control), on the server and in the app alike.
//
// Protein source: the catalog stores each dish at two protein portions, 100 g and the 200 g base;
// between and beyond them the calories follow the grams in a straight line, rounded to 5 as the menu
// prints; the larger portion doubles the protein and adds 30% carbs and 50% fat (seed/meals.ts).
// Carbohydrate source: the stored figures carry 100 g of it (DEFAULT_CARB_GRAMS); the dish's carbs
// follow its grams in proportion (0 g: none, 200 g: twice), 4 kcal a gram of carbohydrate.
export type Portion = { grams: number; calories: number };

/** A day's or a dish's nutrition: kcal and grams of protein, carbohydrate and fat. */
export type Macros = { kcal: number; protein: number; carbs: number; fat: number };

/** What the catalog stores of a dish's nutrition (its `meals` row). */
export type DishNutrition = {
  small_grams: number;
  small_calories: number;
  large_grams: number;
  large_calories: number;
  protein_g: number | null;
  carbs_g: number | null;
  fat_g: number | null;
};

/** The carbohydrate source's grams the catalog's figures are stored at. */
export const DEFAULT_CARB_GRAMS = 100;
const KCAL_PER_CARB_GRAM = 4;

const round5 = (kcal: number) => Math.max(0, Math.round(kcal / 5) * 5);

export function portionCalories(small: Portion, large: Portion, grams: number): number {
  if (large.grams === small.grams) return small.calories;
  return round5(rawCalories(small, large, grams));
}

function rawCalories(small: Portion, large: Portion, grams: number): number {
  if (large.grams === small.grams) return small.calories;
  const share = (grams - small.grams) / (large.grams - small.grams);
  return small.calories + share * (large.calories - small.calories);
}

/**
 * A dish's calories and macros at a protein portion of `grams` and a carbohydrate portion of
 * `carbGrams` (100 g, the stored figures, unless given), each rounded as shown.
 */
export function portionMacros(m: DishNutrition, grams: number, carbGrams: number = DEFAULT_CARB_GRAMS): Macros {
  const share = m.large_grams === m.small_grams ? 0 : (grams - m.small_grams) / (m.large_grams - m.small_grams);
  const carbsAtProtein = (m.carbs_g ?? 0) * (1 + 0.3 * share);
  const carbs = (carbsAtProtein * carbGrams) / DEFAULT_CARB_GRAMS;
  const kcal = rawCalories({ grams: m.small_grams, calories: m.small_calories }, { grams: m.large_grams, calories: m.large_calories }, grams);
  return {
    kcal: m.large_grams === m.small_grams && carbGrams === DEFAULT_CARB_GRAMS ? m.small_calories : round5(kcal + KCAL_PER_CARB_GRAM * (carbs - carbsAtProtein)),
    protein: Math.round((m.protein_g ?? 0) * (1 + share)),
    carbs: Math.round(carbs),
    fat: Math.round((m.fat_g ?? 0) * (1 + 0.5 * share)),
  };
}

/** The sum of several dishes' figures. */
export function addMacros(list: readonly Macros[]): Macros {
  const sum: Macros = { kcal: 0, protein: 0, carbs: 0, fat: 0 };
  for (const m of list) {
    sum.kcal += m.kcal;
    sum.protein += m.protein;
    sum.carbs += m.carbs;
    sum.fat += m.fat;
  }
  return sum;
}
