// Finding the recommended sub-package by price, and not inventing one when the catalog lacks it.
import { describe, expect, it } from "vitest";
import type { CachedSubPackage } from "../../lib/db.ts";
import { findSubPackage } from "./sub-package.ts";

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
