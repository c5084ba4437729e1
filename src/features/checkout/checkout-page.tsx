// /checkout (signed-in customers only; guests go to /sign-in and come back): the order from the
// draft, the saved address with its map preview, payment method (cards with KNET, Visa and
// Mastercard marks), wallet, coupon, the totals in fils and a Pay now that works; when the order
// lacks something, what it lacks and the way back to the order builder instead of Pay now. Choices are kept in the draft, so the trip to the payment page and a
// declined payment lose nothing.
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState, type ComponentType } from "react";
import { useLocation, useSearch } from "wouter";
import { useDeliveryMethods, useDeliveryTimes, usePackageDetails, usePackages } from "../../catalog/use-catalog.ts";
import type { ApiError } from "../../lib/api-client.ts";
import { updateDraft, useDraft } from "../../order/order-draft.ts";
import { orderTotals } from "../../../rules/order-totals.ts";
import { kuwaitToday } from "../../../rules/order-dates.ts";
import { useSession } from "../../data/session.ts";
import { useLangId } from "../../lib/use-lang-id.ts";
import { Spinner } from "../../ui/spinner.tsx";
import { toast } from "../../ui/toast.tsx";
import { verifyCoupon } from "./api.ts";
import { AddressCard } from "./components/address-card.tsx";
import { CouponBox } from "./components/coupon-box.tsx";
import { OrderLines } from "./components/order-lines.tsx";
import { OrderMissing } from "./components/order-missing.tsx";
import { PaymentChoice } from "./components/payment-choice.tsx";
import { Totals } from "./components/totals.tsx";
import { WalletBox } from "./components/wallet-box.tsx";
import { orderGaps } from "./order-gaps.ts";
import { markCheckoutFlow } from "./store.ts";
import { usePayNow } from "./use-pay-now.ts";
import { useProfile } from "../../profile/use-profile.ts";
import "./checkout.css";

/** The address form in a modal, handed in by the app shell (features do not import each other). */
export type AddressEditor = ComponentType<{ onClose: () => void; onSaved: () => void }>;

export function CheckoutPage({ addressEditor }: { addressEditor?: AddressEditor | undefined } = {}) {
  const session = useSession();
  const [, navigate] = useLocation();
  useEffect(() => {
    if (session !== undefined) return;
    void markCheckoutFlow()
      .catch(() => {})
      .then(() => navigate("/sign-in", { replace: true }));
  }, [session, navigate]);
  if (!session) return <Spinner />;
  return <Checkout userId={session.userId} AddressEditor={addressEditor} />;
}

function Checkout({ userId, AddressEditor }: { userId: number; AddressEditor: AddressEditor | undefined }) {
  const { t } = useLingui();
  const langId = useLangId();
  const search = new URLSearchParams(useSearch());
  const returned = search.get("payment");
  const storedDraft = useDraft();
  const draft = storedDraft ?? undefined;
  const packages = usePackages(langId);
  const details = usePackageDetails(langId, draft?.packageId);
  const methods = useDeliveryMethods(langId);
  const times = useDeliveryTimes(langId);
  const { profile, status, reload } = useProfile(userId);
  const [editing, setEditing] = useState(false);

  const sub = details.data?.subPackages.find((s) => s.id === draft?.subPackageId);
  const totals = sub ? orderTotals(sub.priceFils, draft?.couponPercent ?? 0, draft?.walletFils ?? 0) : undefined;
  // Known once the draft and its package's prices are read; until then Pay now waits (a spinner).
  const settled = storedDraft !== null && (!draft?.packageId || details.status !== "loading");
  const gaps = settled ? orderGaps(draft, { subPackageFound: sub !== undefined, today: kuwaitToday() }) : [];
  const coupon = draft?.couponCode && draft.couponPercent !== undefined ? { code: draft.couponCode, percent: draft.couponPercent } : undefined;
  const removeCoupon = () => void updateDraft({ couponCode: undefined, couponPercent: undefined });
  const { payNow, busy } = usePayNow({
    userId,
    draft,
    totals,
    addressId: profile?.address?.id,
    walletId: profile?.walletId,
    onCouponRefused: removeCoupon,
  });

  async function applyCoupon(code: string): Promise<"ok" | "wrong" | "offline"> {
    try {
      const found = await verifyCoupon(userId, code);
      await updateDraft({ couponCode: found.code, couponPercent: found.percent });
      const percent = found.percent;
      toast.success(t`Congratulations! You get ${percent}% off`);
      return "ok";
    } catch (err) {
      return (err as ApiError).isNetwork ? "offline" : "wrong";
    }
  }

  const paymentType = draft?.paymentType;
  return (
    <section className="page checkout" aria-labelledby="checkout-title">
      <h1 id="checkout-title">
        <Trans>Checkout</Trans>
      </h1>
      {(returned === "declined" || returned === "cancelled") && (
        <p className="payment-returned" role="alert">
          {returned === "declined" ? (
            <Trans>Your payment was declined and nothing was charged. Check your details and press Pay now to try again.</Trans>
          ) : (
            <Trans>You cancelled the payment and nothing was charged. Press Pay now to try again.</Trans>
          )}
        </p>
      )}
      <div className="checkout-grid">
        <div className="checkout-main">
          <OrderLines
            planName={packages.data?.find((p) => p.id === draft?.packageId)?.name}
            days={draft?.days}
            meals={draft?.meals}
            snacks={draft?.snacks}
            soups={draft?.soups}
            startDate={draft?.startDate}
            windowName={times.data?.find((x) => x.id === draft?.deliveryTimeId)?.name}
            methodName={methods.data?.find((x) => x.id === draft?.deliveryMethodId)?.name}
            priceFils={sub?.priceFils}
          />
          <AddressCard address={profile?.address} status={status} onEdit={AddressEditor ? () => setEditing(true) : undefined} />
          {AddressEditor && editing && (
            <AddressEditor
              onClose={() => setEditing(false)}
              onSaved={() => {
                setEditing(false);
                reload();
              }}
            />
          )}
          <section className="checkout-card" aria-labelledby="method-title">
            <h2 id="method-title">
              <Trans>Payment method</Trans>
            </h2>
            <PaymentChoice value={paymentType} onChange={(value) => void updateDraft({ paymentType: value })} />
          </section>
          <WalletBox balanceFils={profile?.walletFils} status={status} priceFils={sub?.priceFils ?? 0} spentFils={totals?.walletFils ?? 0} onSpend={(fils) => void updateDraft({ walletFils: fils })} />
          <CouponBox applied={coupon} onApply={applyCoupon} onRemove={removeCoupon} />
        </div>
        <aside className="checkout-aside">
          {gaps.length > 0 ? (
            <OrderMissing gaps={gaps} />
          ) : (
            <>
              <Totals totals={totals} />
              {settled ? (
                <button type="button" className="btn btn-primary btn-large pay-now" onClick={() => void payNow()} disabled={busy} aria-busy={busy}>
                  {busy ? <Trans>Paying…</Trans> : <Trans>Pay now</Trans>}
                </button>
              ) : (
                <Spinner />
              )}
            </>
          )}
        </aside>
      </div>
    </section>
  );
}
