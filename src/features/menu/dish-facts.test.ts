import { describe, expect, it } from "vitest";
import { calorieRange } from "./dish-facts.ts";

describe("calorieRange", () => {
  it("goes from the smaller to the larger portion", () => {
    expect(calorieRange([320, 540])).toEqual({ min: 320, max: 540 });
    expect(calorieRange([540, 320])).toEqual({ min: 320, max: 540 });
  });

  it("ignores missing figures and says nothing when there are none", () => {
    expect(calorieRange([0, 410])).toEqual({ min: 410, max: 410 });
    expect(calorieRange([0, 0])).toBeUndefined();
    expect(calorieRange([])).toBeUndefined();
  });
});
