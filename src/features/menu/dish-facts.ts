// What a dish card states about calories: the range over the dish's two nutrition items (small and
// large portion), low to high; undefined when the catalog has no calorie figures.
export function calorieRange(calories: readonly number[]): { min: number; max: number } | undefined {
  const known = calories.filter((c) => Number.isFinite(c) && c > 0);
  if (known.length === 0) return undefined;
  return { min: Math.round(Math.min(...known)), max: Math.round(Math.max(...known)) };
}
