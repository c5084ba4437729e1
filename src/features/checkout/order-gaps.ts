// What the order in the draft still lacks before it can be paid, all at once and in the builder's
// order, so the checkout says it and links to the order builder instead of offering Pay now over
// dashes. Address and payment method are chosen on the checkout itself and are not gaps here.
import type { OrderDraft } from "../../order/store.ts";
import { isSelectableStart } from "../../../rules/order-dates.ts";

export type OrderGap = "package" | "startDate" | "method" | "time";

export function orderGaps(draft: OrderDraft | undefined, o: { subPackageFound: boolean; today: string }): OrderGap[] {
  const gaps: OrderGap[] = [];
  if (!draft?.packageId || !draft.subPackageId || !o.subPackageFound) gaps.push("package");
  if (!isSelectableStart(draft?.startDate, o.today)) gaps.push("startDate");
  if (!draft?.deliveryMethodId) gaps.push("method");
  if (!draft?.deliveryTimeId) gaps.push("time");
  return gaps;
}
