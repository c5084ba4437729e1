import { describe, expect, it } from "vitest";
import { priceRange, priceRangesByDays } from "./price-range.ts";

const matrix = [
  { days: 26, priceFils: 205_000 },
  { days: 6, priceFils: 52_500 },
  { days: 26, priceFils: 0 }, // not available
  { days: 6, priceFils: 48_750 },
  { days: 26, priceFils: 265_000 },
  { days: 13, priceFils: 0 },
];

describe("priceRange", () => {
  it("answers the cheapest and dearest available combination in fils", () => {
    expect(priceRange(matrix)).toEqual({ minFils: 48_750, maxFils: 265_000 });
  });

  it("ignores unavailable (zero) and malformed prices", () => {
    expect(priceRange([{ days: 6, priceFils: 0 }, { days: 6, priceFils: -5 }, { days: 6, priceFils: 1.5 }, { days: 6, priceFils: 160_000 }])).toEqual({
      minFils: 160_000,
      maxFils: 160_000,
    });
  });

  it("answers undefined when nothing is available", () => {
    expect(priceRange([])).toBeUndefined();
    expect(priceRange([{ days: 6, priceFils: 0 }])).toBeUndefined();
  });
});

describe("priceRangesByDays", () => {
  it("groups by days in ascending order and leaves out lengths with no price", () => {
    expect(priceRangesByDays(matrix)).toEqual([
      { days: 6, range: { minFils: 48_750, maxFils: 52_500 } },
      { days: 26, range: { minFils: 205_000, maxFils: 265_000 } },
    ]);
  });
});
