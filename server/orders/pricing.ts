// What a purchase costs, from the server's own numbers (QUALITY.md: prices, discounts and totals are
// never taken from the client). All integer fils. The PWA shows the same arithmetic
// (src/lib/order-totals.ts) and sends its figures; the route compares them to these.

/** A percentage of an amount in fils, rounded half up to the fils. */
export function percentOf(amountFils: number, percent: number): number {
  return Math.floor((amountFils * percent + 50) / 100);
}

export type Totals = { packageFils: number; discountFils: number; walletFils: number; totalFils: number };

/**
 * SubTotal, Discount (the coupon's share of the package price), Wallet Spend (what was asked for,
 * never more than what is left to pay) and Total (never below 0).
 */
export function totals(packageFils: number, couponPercent: number, walletRequestedFils: number): Totals {
  const discountFils = Math.min(packageFils, percentOf(packageFils, couponPercent));
  const walletFils = Math.min(walletRequestedFils, packageFils - discountFils);
  return { packageFils, discountFils, walletFils, totalFils: packageFils - discountFils - walletFils };
}

/** The 10% cashback of SPEC.md section 9, on what the customer paid through the gateway. */
export const CASHBACK_PERCENT = 10;

export function cashbackFor(totalFils: number): number {
  return Math.floor((totalFils * CASHBACK_PERCENT) / 100);
}

/** The wire's KD amount ("160", "160.5", "160.000", Arabic-Indic digits too) in fils; undefined when not one. */
export function kdToFils(text: string): number | undefined {
  const latin = text.trim().replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x660)).replace("٫", ".");
  const m = /^(\d{1,7})(?:\.(\d{1,3}))?$/.exec(latin);
  if (!m) return undefined;
  return Number(m[1]) * 1000 + Number((m[2] ?? "").padEnd(3, "0"));
}
