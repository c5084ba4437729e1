// Pay now's checks in the order of docs/product-rules.md "Pay now", and the idempotency key of a purchase: the
// same order (package, dates, delivery, address, coupon, wallet, total) keeps its key, so a double
// click, a retry after a timeout or after a declined payment answer the same purchase.
import type { OrderDraft } from "../../order/store.ts";
import { isSelectableStart } from "../../../rules/order-dates.ts";

export type PayProblem = "package" | "time" | "subPackage" | "method" | "startDate" | "address" | "paymentType";

export function payProblem(
  draft: OrderDraft | undefined,
  o: { subPackageFound: boolean; addressId: number | undefined; paymentType: "knet" | "visa" | undefined; today: string },
): PayProblem | undefined {
  if (!draft?.packageId) return "package";
  if (!draft.deliveryTimeId) return "time";
  if (!draft.subPackageId || !o.subPackageFound) return "subPackage";
  if (!draft.deliveryMethodId) return "method";
  if (!isSelectableStart(draft.startDate, o.today)) return "startDate";
  if (o.addressId === undefined) return "address";
  if (!o.paymentType) return "paymentType";
  return undefined;
}

/** What the purchase is for; a new idempotency key is made when this changes. */
export function orderKey(fields: Record<string, string | number | undefined>): string {
  return JSON.stringify(
    Object.entries(fields)
      .filter(([k]) => k !== "unique_code" && k !== "payment_type")
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

export function newUniqueCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
}
