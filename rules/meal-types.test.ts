import { describe, expect, it } from "vitest";
import { fillsSlot, isMealTypeId, MEAL_TYPE, MEAL_TYPE_IDS, MEAL_TYPES, SLOT_MEAL_TYPES } from "./meal-types.ts";

describe("meal types", () => {
  it("are breakfast 1, main meals 2, snacks 3 and soups 11, in menu order", () => {
    expect(MEAL_TYPE_IDS).toEqual([1, 2, 3, 11]);
    expect(MEAL_TYPE).toEqual({ breakfast: 1, main: 2, snack: 3, soup: 11 });
    expect(MEAL_TYPES.map((t) => MEAL_TYPE[t.key])).toEqual([...MEAL_TYPE_IDS]);
    expect(MEAL_TYPES.map((t) => t.category.en)).toEqual(["Breakfast", "Main Meals", "Snacks", "Soups"]);
    expect(MEAL_TYPES.map((t) => t.dish.en)).toEqual(["Breakfast", "Main meal", "Snack", "Soup"]);
    for (const t of MEAL_TYPES) expect(t.category.ar && t.dish.ar).toMatch(/\p{Script=Arabic}/u);
  });

  it("knows its ids and no other", () => {
    expect([1, 2, 3, 11].every(isMealTypeId)).toBe(true);
    expect([0, 4, 10, 12].some(isMealTypeId)).toBe(false);
  });

  it("fill a meal slot from breakfasts, then main meals; snacks and soups from their own type", () => {
    expect(SLOT_MEAL_TYPES.meal).toEqual([1, 2]);
    expect(fillsSlot("meal", 1) && fillsSlot("meal", 2) && fillsSlot("snack", 3) && fillsSlot("soup", 11)).toBe(true);
    expect(fillsSlot("meal", 3) || fillsSlot("snack", 2) || fillsSlot("soup", 1) || fillsSlot("meal", 11)).toBe(false);
    // Every type fills exactly one kind of slot.
    for (const id of MEAL_TYPE_IDS) expect((["meal", "snack", "soup"] as const).filter((s) => fillsSlot(s, id))).toHaveLength(1);
  });
});
