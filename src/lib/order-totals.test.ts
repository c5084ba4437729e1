import { describe, expect, it } from "vitest";
import { filsToWire, orderTotals, percentOf, walletProblem } from "./order-totals.ts";

describe("totals in fils", () => {
  it("SubTotal, Discount, Wallet Spend and Total", () => {
    expect(orderTotals(180_000, 10, 5_000)).toEqual({ subTotalFils: 180_000, discountFils: 18_000, walletFils: 5_000, totalFils: 157_000 });
    expect(orderTotals(180_000, 0, 0)).toEqual({ subTotalFils: 180_000, discountFils: 0, walletFils: 0, totalFils: 180_000 });
  });

  it("never below 0: the wallet covers at most what is left after the coupon", () => {
    expect(orderTotals(180_000, 25, 180_000)).toEqual({ subTotalFils: 180_000, discountFils: 45_000, walletFils: 135_000, totalFils: 0 });
  });

  it("rounds a percentage half up to the fils and keeps integers", () => {
    expect(percentOf(12_345, 10)).toBe(1_235);
    expect(orderTotals(100_001, 25, 333).totalFils).toBe(100_001 - 25_000 - 333);
    expect(filsToWire(157_000)).toBe("157.000");
    expect(filsToWire(5)).toBe("0.005");
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
