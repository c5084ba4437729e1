// Finding the recommended sub-package: by price, then by the calorie range that holds the target.
import { describe, expect, it } from "vitest";
import type { CachedSubPackage } from "../../catalog/store.ts";
import { calculateCalories } from "../../../rules/calorie-math.ts";
import { calorieGap, chooseSubPackage, findSubPackage } from "./sub-package.ts";

const sub = (id: number, priceFils: number): CachedSubPackage => ({
  id,
  days: 26,
  meals: 2,
  snacks: 1,
  soups: 0,
  priceFils,
  actualPriceFils: priceFils,
  minCal: 1200,
  maxCal: 1500,
});

describe("findSubPackage", () => {
  const list = [sub(1, 159_999), sub(2, 160_000), sub(3, 190_000), sub(4, 160_000)];
  it("picks the one priced exactly at the recommendation, first in catalog order", () => {
    expect(findSubPackage(list, 160)?.id).toBe(2);
    expect(findSubPackage(list, 190)?.id).toBe(3);
  });
  it("finds nothing when no price matches", () => {
    expect(findSubPackage(list, 205)).toBeUndefined();
    expect(findSubPackage([], 160)).toBeUndefined();
  });
});

/** Every combination of a package as the catalog builds them: kcal per meal, snack and soup. */
function combinations(kcal: { meal: [number, number]; snack: [number, number]; soup: [number, number] }, priced: { meals: number; snacks: number; soups: number; priceKd: number }) {
  const list: CachedSubPackage[] = [];
  for (const days of [20, 26])
    for (let meals = 1; meals <= 5; meals++)
      for (let snacks = 0; snacks <= 4; snacks++)
        for (let soups = 0; soups <= 2; soups++) {
          const isPriced = days === 26 && meals === priced.meals && snacks === priced.snacks && soups === priced.soups;
          const priceFils = isPriced ? priced.priceKd * 1000 : (100 + meals * 30 + snacks * 10 + soups * 8 + (days === 26 ? 1 : 0)) * 1000 + 500;
          const sum = (i: 0 | 1) => meals * kcal.meal[i] + snacks * kcal.snack[i] + soups * kcal.soup[i];
          list.push({ id: list.length + 1, days, meals, snacks, soups, priceFils, actualPriceFils: priceFils, minCal: sum(0), maxCal: sum(1) });
        }
  return list;
}

describe("chooseSubPackage (docs/product-rules.md 'Calculator result')", () => {
  const sumbatik = combinations({ meal: [350, 450], snack: [150, 200], soup: [100, 140] }, { meals: 3, snacks: 1, soups: 0, priceKd: 190 });

  it("a target of 2,379.13 kcal is never shown beside 1,200–1,550", () => {
    // Male, born 15 May 1990, 178 cm, 92 kg, moderately active, lose weight, on 25 November 2026.
    const r = calculateCalories({ gender: "male", birthday: "1990-05-15", heightCm: 178, weightKg: 92, activityLevel: "moderate", goal: "looseWeight" }, new Date(2026, 10, 25));
    expect([r.calories, r.packageId, r.priceKd]).toEqual([2379.13, 24, 190]);
    const chosen = chooseSubPackage(sumbatik, r.priceKd, r.calories)!;
    expect(chosen.holdsTarget).toBe(true);
    expect(chosen.subPackage.minCal).toBeLessThanOrEqual(2379.13);
    expect(chosen.subPackage.maxCal).toBeGreaterThanOrEqual(2379.13);
    expect([chosen.subPackage.minCal, chosen.subPackage.maxCal]).not.toEqual([1200, 1550]);
    // The same plan a little larger (the fewest items changed), over the same 26 days.
    expect(chosen.subPackage).toMatchObject({ days: 26, meals: 5, snacks: 1, soups: 0 });
  });

  it("keeps the table's priced combination when its range holds the target", () => {
    const chosen = chooseSubPackage(sumbatik, 190, 1400)!;
    expect(chosen).toMatchObject({ holdsTarget: true, subPackage: { meals: 3, snacks: 1, soups: 0, priceFils: 190_000 } });
  });

  it("takes the nearest range when none holds the target, and says so", () => {
    const chosen = chooseSubPackage(sumbatik, 190, 5000)!;
    expect(chosen.holdsTarget).toBe(false);
    expect(chosen.subPackage).toMatchObject({ days: 26, meals: 5, snacks: 4, soups: 2 });
    expect(calorieGap(chosen.subPackage, 5000)).toBe(5000 - (5 * 450 + 4 * 200 + 2 * 140));
    expect(chooseSubPackage(sumbatik, 190, 100)!.subPackage).toMatchObject({ meals: 1, snacks: 0, soups: 0, days: 26 });
    expect(chooseSubPackage([], 190, 2000)).toBeUndefined();
  });
});
