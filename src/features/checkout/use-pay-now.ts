// Pay now: the checks of docs/product-rules.md "Pay now" in order, never offline (payments are never queued),
// one request at a time, and the same idempotency key for the same order, so a double click or a
// retry answers the same purchase. Paid at once: the draft is cleared and the thank-you page
// opens; otherwise the gateway's page opens.
import { useLingui } from "@lingui/react/macro";
import { useRef, useState } from "react";
import { useLocation } from "wouter";
import type { ApiError } from "../../lib/api-client.ts";
import type { OrderDraft } from "../../order/store.ts";
import { kuwaitToday } from "../../../rules/order-dates.ts";
import { clearDraft, getDraft } from "../../order/order-draft.ts";
import { filsToWire } from "../../../rules/money.ts";
import type { Totals } from "../../../rules/order-totals.ts";
import { signOutIfUnauthorized } from "../../data/session.ts";
import { toast } from "../../ui/toast.tsx";
import { purchasePackage } from "./api.ts";
import { orderKey, payProblem, type PayProblem } from "./pay-rules.ts";
import { forgetUniqueCode, uniqueCodeFor } from "./store.ts";

type Input = {
  userId: number;
  draft: OrderDraft | undefined;
  totals: Totals | undefined;
  addressId: number | undefined;
  walletId: number | undefined;
  onCouponRefused: () => void;
};

/** Where the customer's browser goes to pay; a seam for tests. */
export const browser = { open: (url: string) => window.location.assign(url) };

/** The gateway's page in the customer's language: the purchase does not know it, the page's address does. */
export function inLanguage(url: string, locale: string): string {
  const [path = "", query = ""] = url.split("?", 2);
  const search = new URLSearchParams(query);
  search.set("lang", locale === "ar" ? "ar" : "en");
  return `${path}?${search.toString()}`;
}

export function usePayNow({ userId, draft, totals, addressId, walletId, onCouponRefused }: Input) {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);

  const problems: Record<PayProblem, string> = {
    package: t`Select a package.`,
    time: t`Select a delivery time.`,
    subPackage: t`Select a subscription period.`,
    method: t`Select a delivery method.`,
    startDate: t`Select a start date.`,
    address: t`Add a delivery address.`,
    paymentType: t`Select a payment method.`,
  };

  function explain(err: ApiError): string {
    switch (err.code) {
      case "active_package":
        return t`You already have a plan`;
      case "amount_mismatch":
        return t`The price of your order has changed. Check the new total and press Pay now again.`;
      case "coupon_not_found":
      case "coupon_expired":
      case "coupon_used_up":
      case "coupon_already_used":
        onCouponRefused();
        return t`This coupon code is wrong or has expired`;
      case "wallet_exceeds_balance":
        return t`The amount is more than your wallet balance.`;
      case "wallet_exceeds_price":
        return t`The amount cannot be more than the package price.`;
      case "invalid_delivery_address_id":
        return t`Add a delivery address.`;
      case "invalid_start_date":
        return t`Select a start date.`;
      case "purchase_superseded":
      case "unique_code_reused":
        void forgetUniqueCode();
        return t`Your order changed since the last try. Press Pay now again.`;
      default:
        return err.isNetwork
          ? t`Payment needs a connection. Your order is kept: press Pay now again when you are online.`
          : t`Something went wrong on our side. Nothing was charged. Please try again.`;
    }
  }

  async function payNow() {
    if (inFlight.current) return;
    inFlight.current = true;
    // The method chosen a moment ago may not have reached this render yet: read the stored draft.
    const stored = await getDraft().catch(() => undefined);
    inFlight.current = false;
    const paymentType = stored?.paymentType ?? draft?.paymentType;
    const sub = draft?.subPackageId;
    const problem = payProblem(draft, { subPackageFound: totals !== undefined, addressId, paymentType, today: kuwaitToday() });
    if (problem) {
      toast.warning(problems[problem]);
      return;
    }
    if (!navigator.onLine) {
      toast.error(t`Payment needs a connection. Your order is kept: press Pay now again when you are online.`);
      return;
    }
    const d = { ...draft!, paymentType };
    const tot = totals!;
    const fields: Record<string, string | number | undefined> = {
      delivery_time_id: d.deliveryTimeId,
      end_date: "",
      package_for: d.packageId,
      package_amount: filsToWire(tot.subTotalFils),
      promo_code_discount: filsToWire(tot.discountFils),
      delivery_address_id: addressId,
      package_id: d.packageId,
      consultant_fees: 0,
      sub_package_id: sub,
      payment_type: d.paymentType,
      delivery_method_id: d.deliveryMethodId,
      total_amount: filsToWire(tot.totalFils),
      user_id: userId,
      app_mode: "prod",
      start_date: d.startDate,
      coupon_code: d.couponCode,
      ...(tot.walletFils > 0 ? { wallet_id: walletId, wallet_amount: filsToWire(tot.walletFils) } : {}),
    };
    inFlight.current = true;
    setBusy(true);
    let keepBusy = false;
    try {
      const uniqueCode = await uniqueCodeFor(orderKey(fields));
      // The language of the receipt mail: the page's (not part of the order, so not of its key).
      const answer = await purchasePackage({ ...fields, unique_code: uniqueCode, lang_id: i18n.locale === "ar" ? 2 : 1 });
      if (answer.status === "paid") {
        toast.success(t`Package bought: your plan is ready`);
        await clearDraft();
        navigate(`/ThankYou?purchase_id=${answer.purchaseId}`);
      } else if (answer.paymentUrl) {
        toast.info(t`Proceed to payment`);
        keepBusy = true;
        browser.open(inLanguage(answer.paymentUrl, i18n.locale));
      } else {
        navigate(`/ThankYou?purchase_id=${answer.purchaseId}`);
      }
    } catch (err) {
      const e = err as ApiError;
      if (await signOutIfUnauthorized(e)) {
        navigate("/sign-in");
        return;
      }
      toast.error(explain(e));
    } finally {
      if (!keepBusy) {
        inFlight.current = false;
        setBusy(false);
      }
    }
  }

  return { payNow, busy };
}
