// A dish at a package's protein portion (docs/product-rules.md "Package figures": Sumbatik 100 g, Fit 150 g, Bulk 200 g),
// the one rule every answer that names a portion's figures uses (the menu's /meallist, a plan day's
// dishes and totals). The catalog stores each dish at two portions, 100 g and the 200 g protein
// base: between them the calories follow the grams in a straight line, rounded to 5 as the menu
// prints; the larger portion doubles the protein and adds 30% carbs and 50% fat (seed/meals.ts).
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

export function portionCalories(small: Portion, large: Portion, grams: number): number {
  if (large.grams === small.grams) return small.calories;
  const share = (grams - small.grams) / (large.grams - small.grams);
  return Math.round((small.calories + share * (large.calories - small.calories)) / 5) * 5;
}

/** A dish's calories and macros at a protein portion of `grams`, each rounded as shown. */
export function portionMacros(m: DishNutrition, grams: number): Macros {
  const share = m.large_grams === m.small_grams ? 0 : (grams - m.small_grams) / (m.large_grams - m.small_grams);
  return {
    kcal: portionCalories(
      { grams: m.small_grams, calories: m.small_calories },
      { grams: m.large_grams, calories: m.large_calories },
      grams,
    ),
    protein: Math.round((m.protein_g ?? 0) * (1 + share)),
    carbs: Math.round((m.carbs_g ?? 0) * (1 + 0.3 * share)),
    fat: Math.round((m.fat_g ?? 0) * (1 + 0.5 * share)),
  };
}
