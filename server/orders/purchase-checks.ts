// The rules a new purchase must pass, decided from the context the purchase call read in one
// statement (repos/purchase-repo.ts). Plain functions, no database: the order of the checks is the
// order a customer sees the errors in (and the tests pin it), so it lives in one place. The coupon
// rules are shared with /verifyCoupon.
import type { PaymentType } from "../db/schema.ts";
import { ApiError } from "../http/errors.ts";
import type { ContextCoupon, ContextSubPackage, PurchaseContext } from "../repos/purchase-repo.ts";
import { isSelectableStart } from "../../rules/order-dates.ts";
import { orderTotals, type Totals } from "../../rules/order-totals.ts";

export type PurchaseInput = {
  userId: number;
  uniqueCode: string;
  packageId: number;
  subPackageId: number;
  deliveryTimeId: number;
  deliveryMethodId: number;
  deliveryAddressId: number;
  startDate: string;
  paymentType: PaymentType;
  couponCode: string | undefined;
  walletRequestedFils: number;
  /** What the client showed; each must equal the server's figure. */
  claimed: { packageFils: number; discountFils: number; totalFils: number };
};

export type CouponProblem = "coupon_not_found" | "coupon_expired" | "coupon_used_up" | "coupon_already_used";

const COUPON_MESSAGES: Record<CouponProblem, string> = {
  coupon_not_found: "Your Coupon Code is Wrong or Expired",
  coupon_expired: "Your Coupon Code is Wrong or Expired",
  coupon_used_up: "This coupon has been used up.",
  coupon_already_used: "You have already used this coupon.",
};

/** The coupon when the customer may use it now, else the 400 that says why not. */
export function usableCoupon(coupon: ContextCoupon | undefined, uses: { total: number; mine: number }, now: Date): ContextCoupon {
  const fail = (problem: CouponProblem) => new ApiError(400, problem, COUPON_MESSAGES[problem], "coupon_code");
  if (!coupon || coupon.discount_type !== "percentage") throw fail("coupon_not_found");
  if (coupon.expires_at.getTime() <= now.getTime()) throw fail("coupon_expired");
  if (uses.total >= coupon.usage_limit) throw fail("coupon_used_up");
  if (uses.mine >= coupon.per_customer_limit) throw fail("coupon_already_used");
  return coupon;
}

function mismatch(field: string): ApiError {
  return new ApiError(409, "amount_mismatch", `The ${field} does not match the current price. Refresh and try again.`, field);
}

export type AcceptedPurchase = { sub: ContextSubPackage; coupon: ContextCoupon | undefined; totals: Totals };

/** Checks a new purchase against the server's own data; throws the first rule it breaks. */
export function acceptNewPurchase(ctx: PurchaseContext, input: PurchaseInput, today: string, now: Date): AcceptedPurchase {
  const sub = ctx.sub;
  if (!sub || sub.package_id !== input.packageId) {
    throw new ApiError(400, "invalid_sub_package_id", "This sub-package is not part of the package.", "sub_package_id");
  }
  if (!ctx.deliveryTimeExists) throw new ApiError(400, "invalid_delivery_time_id", "No delivery time has this id.", "delivery_time_id");
  if (!ctx.deliveryMethodExists)
    throw new ApiError(400, "invalid_delivery_method_id", "No delivery method has this id.", "delivery_method_id");
  if (!isSelectableStart(input.startDate, today)) {
    throw new ApiError(400, "invalid_start_date", "The start date must be 4 to 365 days ahead and not a Friday.", "start_date");
  }
  if (!ctx.addressOwned) {
    throw new ApiError(400, "invalid_delivery_address_id", "This delivery address is not one of yours.", "delivery_address_id");
  }
  const coupon = input.couponCode ? usableCoupon(ctx.coupon, ctx.couponUses, now) : undefined;
  if (input.walletRequestedFils > sub.price_fils) {
    throw new ApiError(400, "wallet_exceeds_price", "The wallet amount cannot be greater than the package price.", "wallet_amount");
  }
  if (input.walletRequestedFils > 0 && input.walletRequestedFils > ctx.walletFils) {
    throw new ApiError(400, "wallet_exceeds_balance", "The wallet amount is more than your balance.", "wallet_amount");
  }
  const t = orderTotals(sub.price_fils, coupon?.discount_value ?? 0, input.walletRequestedFils);
  if (input.claimed.packageFils !== t.subTotalFils) throw mismatch("package_amount");
  if (input.claimed.discountFils !== t.discountFils) throw mismatch("promo_code_discount");
  if (input.claimed.totalFils !== t.totalFils) throw mismatch("total_amount");
  if (ctx.activePackage) throw new ApiError(409, "active_package", "You Already Have a Package");
  return { sub, coupon, totals: t };
}
