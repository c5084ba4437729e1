import { describe, expect, it } from "vitest";
import { addMacros, portionCalories, portionMacros } from "./portion.ts";

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

describe("portionMacros at a protein and a carbohydrate portion", () => {
  // One dish as the catalog stores it: 100 g protein 335 kcal, 200 g base 545 kcal.
  const dish = { small_grams: 100, small_calories: 335, large_grams: 200, large_calories: 545, protein_g: 30, carbs_g: 40, fat_g: 10 };

  it("gives a Bulk customer at P200 C0 the protein and none of the carbs, and at P50 C200 the reverse", () => {
    expect(portionMacros(dish, 200, 0)).toEqual({ kcal: 335, protein: 60, carbs: 0, fat: 15 });
    expect(portionMacros(dish, 50, 200)).toEqual({ kcal: 365, protein: 15, carbs: 68, fat: 8 });
  });

  it("keeps the stored figures at 100 g of carbohydrate, whether given or not", () => {
    expect(portionMacros(dish, 150, 100)).toEqual(portionMacros(dish, 150));
  });

  it("grows the carbs and the calories with the carbohydrate portion at every protein portion", () => {
    for (const p of [50, 100, 150, 200]) {
      const ladder = [0, 50, 100, 150, 200].map((c) => portionMacros(dish, p, c));
      expect(ladder.map((m) => m.carbs)).toEqual([...ladder.map((m) => m.carbs)].sort((a, b) => a - b));
      expect(ladder[4]!.kcal).toBeGreaterThan(ladder[0]!.kcal);
      expect(new Set(ladder.map((m) => m.protein)).size).toBe(1);
    }
  });
});

describe("addMacros", () => {
  it("adds each figure", () => {
    expect(addMacros([{ kcal: 1, protein: 2, carbs: 3, fat: 4 }, { kcal: 10, protein: 20, carbs: 30, fat: 40 }])).toEqual({ kcal: 11, protein: 22, carbs: 33, fat: 44 });
    expect(addMacros([])).toEqual({ kcal: 0, protein: 0, carbs: 0, fat: 0 });
  });
});
