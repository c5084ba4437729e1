// Price range of a package from its price matrix: the cheapest and dearest combination overall and
// per subscription length. A price of 0 means "combination not available" and never counts.
import type { CachedSubPackage } from "../../catalog/store.ts";

export type PriceRange = { minFils: number; maxFils: number };

type Priced = Pick<CachedSubPackage, "days" | "priceFils">;

export function priceRange(subPackages: readonly Priced[]): PriceRange | undefined {
  let range: PriceRange | undefined;
  for (const { priceFils } of subPackages) {
    if (!Number.isInteger(priceFils) || priceFils <= 0) continue;
    range = range
      ? { minFils: Math.min(range.minFils, priceFils), maxFils: Math.max(range.maxFils, priceFils) }
      : { minFils: priceFils, maxFils: priceFils };
  }
  return range;
}

/** One row per subscription length (ascending), with that length's range; lengths with no price are left out. */
export function priceRangesByDays(subPackages: readonly Priced[]): { days: number; range: PriceRange }[] {
  const byDays = new Map<number, Priced[]>();
  for (const s of subPackages) byDays.set(s.days, [...(byDays.get(s.days) ?? []), s]);
  return [...byDays]
    .sort(([a], [b]) => a - b)
    .flatMap(([days, list]) => {
      const range = priceRange(list);
      return range ? [{ days, range }] : [];
    });
}
