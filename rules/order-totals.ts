// What a purchase costs, in integer fils: the checkout shows these figures and sends them, the
// server recomputes them from its own prices and refuses figures that disagree (docs/quality-targets.md "Security": prices,
// discounts and totals are never taken from the client). The coupon's share of the package price,
// the wallet spend up to what is left, a total never below 0, the wallet's rules and the cashback.
// The database only stores these figures (migration 006's purchase_insert takes them as they are):
// no SQL computes them.

/** A percentage of an amount in fils, rounded half up to the fils. */
export function percentOf(amountFils: number, percent: number): number {
  return Math.floor((amountFils * percent + 50) / 100);
}

export type Totals = { subTotalFils: number; discountFils: number; walletFils: number; totalFils: number };

/**
 * SubTotal (the package price), Discount (the coupon's share of it), Wallet Spend (what was asked
 * for, never more than what is left to pay, never below 0) and Total (never below 0).
 */
export function orderTotals(subTotalFils: number, couponPercent: number, walletRequestedFils: number): Totals {
  const discountFils = Math.min(subTotalFils, percentOf(subTotalFils, couponPercent));
  const walletFils = Math.max(0, Math.min(walletRequestedFils, subTotalFils - discountFils));
  return { subTotalFils, discountFils, walletFils, totalFils: subTotalFils - discountFils - walletFils };
}

export type WalletProblem = "zero_balance" | "over_balance" | "over_price";

/** The wallet rules of docs/product-rules.md "Pay Now", in the order the checkout shows them. */
export function walletProblem(amountFils: number, balanceFils: number, priceFils: number): WalletProblem | undefined {
  if (balanceFils <= 0) return "zero_balance";
  if (amountFils > balanceFils) return "over_balance";
  if (amountFils > priceFils) return "over_price";
  return undefined;
}

/** The 10% cashback of docs/product-rules.md "Purchases and payment", on what the customer paid through the gateway. */
export const CASHBACK_PERCENT = 10;

export function cashbackFor(totalFils: number): number {
  return Math.floor((totalFils * CASHBACK_PERCENT) / 100);
}
