// The purchase's arithmetic, which the checkout shows and the server recomputes from its own prices.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cashbackFor, orderTotals, percentOf, walletProblem } from "./order-totals.ts";

describe("totals in fils", () => {
  it("SubTotal, Discount, Wallet Spend and Total", () => {
    expect(orderTotals(180_000, 10, 5_000)).toEqual({ subTotalFils: 180_000, discountFils: 18_000, walletFils: 5_000, totalFils: 157_000 });
    expect(orderTotals(180_000, 0, 0)).toEqual({ subTotalFils: 180_000, discountFils: 0, walletFils: 0, totalFils: 180_000 });
    expect(orderTotals(160_000, 0, 0).totalFils).toBe(160_000);
  });

  it("never below 0: the wallet covers at most what is left after the coupon", () => {
    expect(orderTotals(180_000, 25, 180_000)).toEqual({ subTotalFils: 180_000, discountFils: 45_000, walletFils: 135_000, totalFils: 0 });
  });

  it("rounds a percentage half up to the fils and keeps integers", () => {
    expect(percentOf(180_000, 10)).toBe(18_000);
    expect(percentOf(12_345, 10)).toBe(1_235);
    expect(percentOf(12_344, 10)).toBe(1_234);
    expect(orderTotals(100_001, 25, 333).totalFils).toBe(100_001 - 25_000 - 333);
  });

  it("for any price, coupon and wallet request: whole fils that add up, nothing below 0", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9_999_999 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 9_999_999 }),
        (price, percent, asked) => {
          const t = orderTotals(price, percent, asked);
          for (const v of Object.values(t)) expect(Number.isInteger(v) && v >= 0).toBe(true);
          expect(t.subTotalFils - t.discountFils - t.walletFils).toBe(t.totalFils);
          expect(t.walletFils).toBeLessThanOrEqual(asked);
          expect(t.discountFils).toBe(percentOf(price, percent));
        },
      ),
    );
  });
});

describe("wallet rules, in the spec's order", () => {
  it("zero balance, then over balance, then over the price", () => {
    expect(walletProblem(1_000, 0, 180_000)).toBe("zero_balance");
    expect(walletProblem(30_000, 25_000, 180_000)).toBe("over_balance");
    expect(walletProblem(20_000, 25_000, 10_000)).toBe("over_price");
    expect(walletProblem(5_000, 25_000, 180_000)).toBeUndefined();
  });
});

describe("cashback", () => {
  it("is 10% of what was paid, in whole fils", () => {
    expect(cashbackFor(157_000)).toBe(15_700);
    expect(cashbackFor(9)).toBe(0);
    expect(cashbackFor(0)).toBe(0);
  });
});
