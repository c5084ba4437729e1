import { describe, expect, it } from "vitest";
import { portionCalories } from "./portion.ts";

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
