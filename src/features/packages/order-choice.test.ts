import { describe, expect, it } from "vitest";
import type { CachedSubPackage } from "../../catalog/store.ts";
import { choiceFromDraft, continueProblem, findCombination, isComplete, pricePerDayFils, type ChoiceContext } from "./order-choice.ts";

const sub = (id: number, days: number, meals: number, snacks: number, soups: number, priceFils: number): CachedSubPackage => ({
  id, days, meals, snacks, soups, priceFils, actualPriceFils: priceFils, minCal: 1000, maxCal: 1400,
});
const SUBS = [sub(1, 26, 2, 3, 0, 180_000), sub(2, 26, 2, 2, 0, 160_000), sub(3, 6, 2, 3, 0, 48_000), sub(4, 6, 4, 4, 2, 0)];
const ctx: ChoiceContext = { packageIds: [24, 26, 28], periods: [6, 13, 20, 26], methodIds: [1, 2, 3], timeIds: [1, 2, 3, 4], subPackages: SUBS, today: "2026-06-01" };

describe("price lookup", () => {
  it("finds the sub-package with the same days and counts", () => {
    expect(findCombination(SUBS, { days: 26, meals: 2, snacks: 3, soups: 0 })?.priceFils).toBe(180_000);
    expect(findCombination(SUBS, { days: 6, meals: 2, snacks: 3, soups: 0 })?.id).toBe(3);
  });

  it("has none for a missing combination or a zero price", () => {
    expect(findCombination(SUBS, { days: 13, meals: 2, snacks: 3, soups: 0 })).toBeUndefined();
    expect(findCombination(SUBS, { days: 6, meals: 4, snacks: 4, soups: 2 })).toBeUndefined();
  });
});

describe("the choice", () => {
  it("defaults to package 24, 26 days, 2 meals, 3 snacks, 0 soups, method 1, time 1, no date", () => {
    expect(choiceFromDraft(undefined)).toEqual({ packageId: 24, days: 26, meals: 2, snacks: 3, soups: 0, deliveryMethodId: 1, deliveryTimeId: 1, startDate: undefined });
  });

  it("keeps what a recommendation or a package page preselected", () => {
    const c = choiceFromDraft({ id: "current", updatedAt: 0, packageId: 26, days: 26, meals: 3, snacks: 1, soups: 0, source: "calculator" });
    expect(c).toMatchObject({ packageId: 26, meals: 3, snacks: 1, soups: 0, days: 26 });
    expect(choiceFromDraft({ id: "current", updatedAt: 0, packageId: 28 })).toMatchObject({ packageId: 28, meals: 2, snacks: 3 });
  });
});

describe("Continue checks, in the spec's order", () => {
  const good = { ...choiceFromDraft(undefined), startDate: "2026-06-06" };
  it("warns about the first missing thing", () => {
    expect(continueProblem({ ...good, packageId: 99, days: 7, startDate: undefined }, ctx)).toBe("package");
    expect(continueProblem({ ...good, days: 7, meals: 0, snacks: 0 }, ctx)).toBe("period");
    expect(continueProblem({ ...good, meals: 0, snacks: 0, soups: 0, startDate: undefined }, ctx)).toBe("items");
    expect(continueProblem({ ...good, startDate: undefined, deliveryMethodId: 9 }, ctx)).toBe("startDate");
    expect(continueProblem({ ...good, startDate: "2026-06-05" }, ctx)).toBe("startDate");
    expect(continueProblem({ ...good, deliveryMethodId: 9, deliveryTimeId: 9 }, ctx)).toBe("method");
    expect(continueProblem({ ...good, deliveryTimeId: 9 }, ctx)).toBe("time");
    expect(continueProblem({ ...good, days: 13 }, ctx)).toBe("combination");
    expect(continueProblem(good, ctx)).toBeUndefined();
  });

  it("is complete once everything is chosen, even when the combination is unavailable", () => {
    expect(isComplete(good, ctx)).toBe(true);
    expect(isComplete({ ...good, days: 13 }, ctx)).toBe(true);
    expect(isComplete({ ...good, startDate: undefined }, ctx)).toBe(false);
  });
});

describe("pricePerDayFils", () => {
  it("is the price over the delivery days, rounded to the fils", () => {
    expect(pricePerDayFils({ priceFils: 180_000, days: 26 })).toBe(6_923);
    expect(pricePerDayFils({ priceFils: 48_000, days: 6 })).toBe(8_000);
    expect(pricePerDayFils({ priceFils: 205_500, days: 26 })).toBe(7_904);
  });
});
