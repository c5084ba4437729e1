// What each package offers (docs/product-rules.md "Package facts"): macros, protein and carb sources, calorie options,
// and what every package includes. The copy that describes these numbers lives in the components.
import { MEAL_TYPE } from "../../../rules/meal-types.ts";

export type PackageFacts = {
  /** Protein source portions offered, in grams. */
  proteinSourceGrams: number[];
  /** Carb source portions offered, in grams. */
  carbSourceGrams: number[];
  fatGrams: [number, number];
  proteinGrams: [number, number];
  carbGrams: [number, number];
  /** Calorie options when the customer customises, and ready-made ones. */
  calorieOptions: { custom: number; fixed: number };
};

// The three packages share the same carb sources (docs/product-rules.md "Package facts").
const CARB_SOURCES = [0, 50, 100, 150, 200];
const CARBS: [number, number] = [0, 70];

const FACTS: Record<number, PackageFacts> = {
  24: {
    proteinSourceGrams: [50, 100],
    carbSourceGrams: CARB_SOURCES,
    fatGrams: [0, 10],
    proteinGrams: [0, 37],
    carbGrams: CARBS,
    calorieOptions: { custom: 10, fixed: 6 },
  },
  26: {
    proteinSourceGrams: [50, 100, 150],
    carbSourceGrams: CARB_SOURCES,
    fatGrams: [0, 15],
    proteinGrams: [0, 56],
    carbGrams: CARBS,
    calorieOptions: { custom: 15, fixed: 7 },
  },
  28: {
    proteinSourceGrams: [50, 100, 150, 200],
    carbSourceGrams: CARB_SOURCES,
    fatGrams: [0, 20],
    proteinGrams: [0, 74],
    carbGrams: CARBS,
    calorieOptions: { custom: 20, fixed: 8 },
  },
};

export function packageFacts(packageId: number): PackageFacts | undefined {
  return FACTS[packageId];
}

/** The package copy's dish counts, from the catalog's count per meal type (rules/meal-types.ts). */
export function menuCounts(perMealType: Record<number, number> | undefined) {
  if (!perMealType) return undefined;
  const { breakfast, main, snack, soup } = MEAL_TYPE;
  const [breakfasts, mainMeals, snacks, soups] = [breakfast, main, snack, soup].map((id) => perMealType[id] ?? 0) as [number, number, number, number];
  return { items: breakfasts + mainMeals + snacks + soups, breakfasts, mainMeals, snacks, soups };
}
export const CASHBACK_PERCENT = 10;
