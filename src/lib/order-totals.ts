// The checkout's arithmetic in integer fils, the same as the server's server/orders/pricing.ts
// (which recomputes it and refuses figures that disagree): the coupon's share of the package
// price, the wallet spend up to what is left, and a total never below 0.

/** A percentage of an amount in fils, rounded half up to the fils. */
export function percentOf(amountFils: number, percent: number): number {
  return Math.floor((amountFils * percent + 50) / 100);
}

export type Totals = { subTotalFils: number; discountFils: number; walletFils: number; totalFils: number };

export function orderTotals(subTotalFils: number, couponPercent: number, walletRequestedFils: number): Totals {
  const discountFils = Math.min(subTotalFils, percentOf(subTotalFils, couponPercent));
  const walletFils = Math.max(0, Math.min(walletRequestedFils, subTotalFils - discountFils));
  return { subTotalFils, discountFils, walletFils, totalFils: subTotalFils - discountFils - walletFils };
}

/** Fils as the wire's KD string with 3 decimals: 157000 -> "157.000". */
export function filsToWire(fils: number): string {
  return `${Math.floor(fils / 1000)}.${String(fils % 1000).padStart(3, "0")}`;
}

export type WalletProblem = "zero_balance" | "over_balance" | "over_price";

/** The wallet rules of SPEC.md section 5, in their order. */
export function walletProblem(amountFils: number, balanceFils: number, priceFils: number): WalletProblem | undefined {
  if (balanceFils <= 0) return "zero_balance";
  if (amountFils > balanceFils) return "over_balance";
  if (amountFils > priceFils) return "over_price";
  return undefined;
}
