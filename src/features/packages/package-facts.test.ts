import { describe, expect, it } from "vitest";
import { menuCounts } from "./package-facts.ts";

describe("menuCounts", () => {
  it("names the catalog's count per meal type and their sum", () => {
    expect(menuCounts({ 1: 57, 2: 136, 3: 67, 11: 18 })).toEqual({ items: 278, breakfasts: 57, mainMeals: 136, snacks: 67, soups: 18 });
  });

  it("counts a missing meal type as none, and gives nothing before the catalog has answered", () => {
    expect(menuCounts({ 2: 10 })?.items).toBe(10);
    expect(menuCounts(undefined)).toBeUndefined();
  });
});
