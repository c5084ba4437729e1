// A dish's calories at a package's protein portion (SPEC.md section 9: Sumbatik 100 g, Fit 150 g,
// Bulk 200 g). The catalog stores each dish at two portions, 100 g and the 200 g protein base;
// between them the calories follow the grams in a straight line, rounded to 5 as the menu prints.
export type Portion = { grams: number; calories: number };

export function portionCalories(small: Portion, large: Portion, grams: number): number {
  if (large.grams === small.grams) return small.calories;
  const share = (grams - small.grams) / (large.grams - small.grams);
  return Math.round((small.calories + share * (large.calories - small.calories)) / 5) * 5;
}
