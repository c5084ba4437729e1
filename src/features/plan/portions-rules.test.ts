import { describe, expect, it } from "vitest";
import { dayTotalsAt } from "./portions-rules.ts";

const nutrition = { small_grams: 100, small_calories: 335, large_grams: 200, large_calories: 545, protein_g: 30, carbs_g: 40, fat_g: 10 };
const slot = (type: "meal" | "snack", mealId: number | null, withFigures = true) => ({ type, mealId, ...(withFigures ? { nutrition } : {}) });

describe("dayTotalsAt", () => {
  it("puts the meals at the chosen portions and keeps the snacks at the package's", () => {
    const day = { portionGrams: 100, slots: [slot("meal", 1), slot("meal", 2), slot("snack", 3), slot("meal", null)] };
    // Each meal at P50 C200: 365 kcal, 15 g protein, 68 g carbs, 8 g fat; the snack as stored.
    expect(dayTotalsAt(day, { protein: 50, carbs: 200 })).toEqual({ kcal: 2 * 365 + 335, protein: 2 * 15 + 30, carbs: 2 * 68 + 40, fat: 2 * 8 + 10 });
  });

  it("says nothing when a dish's figures are not on the device", () => {
    expect(dayTotalsAt({ portionGrams: 100, slots: [slot("meal", 1, false)] }, { protein: 100, carbs: 100 })).toBeUndefined();
  });
});
