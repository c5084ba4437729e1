import { describe, expect, it } from "vitest";
import { portionCalories, portionMacros } from "./portion.ts";

const small = { grams: 100, calories: 335 };
const large = { grams: 200, calories: 545 };

describe("portionCalories", () => {
  it("gives the stored figures at 100 g and 200 g and the line between them at 150 g", () => {
    expect(portionCalories(small, large, 100)).toBe(335);
    expect(portionCalories(small, large, 200)).toBe(545);
    expect(portionCalories(small, large, 150)).toBe(440);
  });

  it("rounds to 5 kcal", () => {
    expect(portionCalories({ grams: 100, calories: 100 }, { grams: 200, calories: 115 }, 150)).toBe(110);
  });

  it("grows with the portion", () => {
    const values = [100, 150, 200].map((g) => portionCalories(small, large, g));
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect(new Set(values).size).toBe(3);
  });
});

describe("portionMacros", () => {
  const dish = { small_grams: 100, small_calories: 335, large_grams: 200, large_calories: 545, protein_g: 30, carbs_g: 40, fat_g: 10 };

  it("gives the stored macros at 100 g; the 200 g base doubles the protein, adds 30% carbs and 50% fat", () => {
    expect(portionMacros(dish, 100)).toEqual({ kcal: 335, protein: 30, carbs: 40, fat: 10 });
    expect(portionMacros(dish, 200)).toEqual({ kcal: 545, protein: 60, carbs: 52, fat: 15 });
    expect(portionMacros(dish, 150)).toEqual({ kcal: 440, protein: 45, carbs: 46, fat: 13 });
  });

  it("counts a dish without macros as none", () => {
    expect(portionMacros({ ...dish, protein_g: null, carbs_g: null, fat_g: null }, 150)).toMatchObject({ protein: 0, carbs: 0, fat: 0 });
  });
});
