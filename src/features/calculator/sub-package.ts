// The sub-package a recommendation points at (docs/product-rules.md "Calculator result"): of the recommended
// package, the combination whose calorie range holds the customer's daily target, the nearest when
// none does. The protein table's priced sub-package (docs/product-rules.md "Calorie numbers") wins only when it also
// holds the target; among equals, the priced one's number of days, the fewest items changed from
// it, the range centred nearest the target, the closest price, then catalog order. When the catalog has none, there is none: no guessing.
import type { CachedSubPackage } from "../../catalog/store.ts";

/** The first sub-package (in catalog order) priced exactly `priceKd` KD, or undefined. */
export function findSubPackage(subPackages: readonly CachedSubPackage[], priceKd: number): CachedSubPackage | undefined {
  return subPackages.find((s) => s.priceFils === priceKd * 1000);
}

/** kcal between a daily target and a sub-package's calorie range (0 inside it). */
export function calorieGap(s: Pick<CachedSubPackage, "minCal" | "maxCal">, targetKcal: number): number {
  return targetKcal < s.minCal ? s.minCal - targetKcal : targetKcal > s.maxCal ? targetKcal - s.maxCal : 0;
}

const mid = (s: Pick<CachedSubPackage, "minCal" | "maxCal">) => (s.minCal + s.maxCal) / 2;

export type ChosenSubPackage = { subPackage: CachedSubPackage; holdsTarget: boolean };

export function chooseSubPackage(subPackages: readonly CachedSubPackage[], priceKd: number, targetKcal: number): ChosenSubPackage | undefined {
  const priced = findSubPackage(subPackages, priceKd);
  if (priced && calorieGap(priced, targetKcal) === 0) return { subPackage: priced, holdsTarget: true };
  const days = priced?.days ?? 26;
  // Items added or removed against the priced combination: the smallest change reads as "the same
  // plan, a little more", not a different way of eating.
  const change = (s: CachedSubPackage) =>
    priced ? Math.abs(s.meals - priced.meals) + Math.abs(s.snacks - priced.snacks) + Math.abs(s.soups - priced.soups) : 0;
  const ranked = subPackages
    .map((s, order) => ({ s, order, gap: calorieGap(s, targetKcal) }))
    .sort(
      (a, b) =>
        a.gap - b.gap ||
        Number(a.s.days !== days) - Number(b.s.days !== days) ||
        change(a.s) - change(b.s) ||
        Math.abs(mid(a.s) - targetKcal) - Math.abs(mid(b.s) - targetKcal) ||
        Math.abs(a.s.priceFils - priceKd * 1000) - Math.abs(b.s.priceFils - priceKd * 1000) ||
        a.order - b.order,
    );
  const best = ranked[0];
  return best && { subPackage: best.s, holdsTarget: best.gap === 0 };
}
