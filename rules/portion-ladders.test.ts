import { describe, expect, it } from "vitest";
import { CARB_LADDER, defaultPortions, portionLabel, portionsAllowed, proteinLadder } from "./portion-ladders.ts";

describe("portion ladders", () => {
  it("offers 10 choices on Sumbatik, 15 on Fit and 20 on Bulk, as the packages say", () => {
    expect([24, 26, 28].map((id) => proteinLadder(id).length * CARB_LADDER.length)).toEqual([10, 15, 20]);
    expect(proteinLadder(28)).toEqual([50, 100, 150, 200]);
    expect(CARB_LADDER).toEqual([0, 50, 100, 150, 200]);
  });

  it("starts a plan at the package's protein portion and 100 g of carbohydrate", () => {
    expect(defaultPortions(24)).toEqual({ protein: 100, carbs: 100 });
    expect(defaultPortions(26)).toEqual({ protein: 150, carbs: 100 });
    expect(defaultPortions(28)).toEqual({ protein: 200, carbs: 100 });
  });

  it("refuses a portion off the package's ladder", () => {
    expect(portionsAllowed(24, { protein: 100, carbs: 0 })).toBe(true);
    expect(portionsAllowed(24, { protein: 150, carbs: 100 })).toBe(false);
    expect(portionsAllowed(28, { protein: 200, carbs: 75 })).toBe(false);
    expect(portionsAllowed(28, { protein: 250, carbs: 100 })).toBe(false);
    expect(portionsAllowed(99, { protein: 100, carbs: 100 })).toBe(false);
  });

  it("names a box's portions for the kitchen", () => {
    expect(portionLabel({ protein: 150, carbs: 100 })).toBe("P150 C100");
  });
});
