// /ThankYou: the browser's return from the gateway proves nothing, so the page asks the server for
// the purchase's status. Paid: payment successful, the receipt note, what was bought (order number,
// package, delivery days, first and last delivery, the amount paid), the way to My plan and the
// app-store links, and the order draft is cleared. Declined or cancelled: back to
// the checkout with a clear message, where Pay now retries the same purchase. Pending: it asks again.
// A payment the provider holds for another amount or reference pays nothing (README "Payments"):
// the page says so and gives the order number to quote to support.
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState, type ReactNode } from "react";
import { Link, useLocation, useSearch } from "wouter";
import type { ApiError } from "../../lib/api-client.ts";
import { formatFils } from "../../../rules/money.ts";
import { formatDay } from "../../../rules/order-dates.ts";
import { usePackages } from "../../catalog/use-catalog.ts";
import { shownLocale } from "../../lib/i18n.ts";
import { clearDraft } from "../../order/order-draft.ts";
import { signOutIfUnauthorized, useSession } from "../../data/session.ts";
import { useLangId } from "../../lib/use-lang-id.ts";
import { Spinner } from "../../ui/spinner.tsx";
import { StoreBadges } from "../../ui/store-badges.tsx";
import { fetchPlanInto } from "../plan/store.ts";
import { purchaseStatus, type PurchaseAnswer } from "./api.ts";
import "./checkout.css";

const POLL_MS = 2000;
const MAX_POLLS = 30;

export function ThankYouPage() {
  const session = useSession();
  const purchaseId = Number(new URLSearchParams(useSearch()).get("purchase_id"));
  if (session === null) return <Spinner />;
  if (!session) {
    return (
      <section className="page narrow thank-you">
        <h1>
          <Trans>Thank you</Trans>
        </h1>
        <p>
          <Trans>Sign in to see the status of your order.</Trans>
        </p>
        <Link href="/sign-in" className="btn btn-primary">
          <Trans>Sign in</Trans>
        </Link>
      </section>
    );
  }
  return <PurchaseResult userId={session.userId} purchaseId={Number.isInteger(purchaseId) && purchaseId > 0 ? purchaseId : undefined} />;
}

function PurchaseResult({ userId, purchaseId }: { userId: number; purchaseId: number | undefined }) {
  const { i18n } = useLingui();
  const langId = useLangId();
  const locale = shownLocale(i18n);
  const [, navigate] = useLocation();
  const [answer, setAnswer] = useState<PurchaseAnswer>();
  const [problem, setProblem] = useState<"offline" | "missing" | "error" | "slow" | "support">();

  useEffect(() => {
    if (purchaseId === undefined) {
      setProblem("missing");
      return;
    }
    let live = true;
    let polls = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async () => {
      try {
        const a = await purchaseStatus(purchaseId);
        if (!live) return;
        setAnswer(a);
        setProblem(undefined);
        if (a.status === "paid") {
          await clearDraft().catch(() => {});
          // The new plan on the device now, so the header says My plan instead of SUBSCRIBE.
          void fetchPlanInto(userId, langId).catch(() => {});
        }
        else if (a.paymentProblem) setProblem("support");
        else if (a.status === "declined" || a.status === "cancelled") navigate(`/checkout?payment=${a.status}`, { replace: true });
        else if (a.status === "pending" && ++polls < MAX_POLLS) timer = setTimeout(() => void ask(), POLL_MS);
        else if (a.status === "pending") setProblem("slow");
      } catch (err) {
        const e = err as ApiError;
        if (await signOutIfUnauthorized(e)) return;
        if (!live) return;
        setProblem(e.isNetwork ? "offline" : e.status === 404 ? "missing" : "error");
      }
    };
    void ask();
    return () => {
      live = false;
      if (timer) clearTimeout(timer);
    };
  }, [purchaseId, navigate, userId, langId]);

  if (answer?.status === "paid") {
    return (
      <section className="page narrow thank-you" aria-labelledby="thanks-title">
        <h1 id="thanks-title">
          <Trans>Thank you! Your payment was successful.</Trans>
        </h1>
        <p>
          <Trans>Please check your email for the receipt.</Trans>
        </p>
        <OrderSummary answer={answer} locale={locale} />
        <p>
          <Trans>Get the app to choose your meals and follow your deliveries:</Trans>
        </p>
        <StoreBadges />
        <Link href="/my-plan" className="btn btn-primary">
          <Trans>My plan</Trans>
        </Link>
        <Link href="/menu" className="btn btn-outline">
          <Trans>See the menu</Trans>
        </Link>
      </section>
    );
  }
  return (
    <section className="page narrow thank-you" aria-live="polite">
      {problem === "missing" ? (
        <>
          <h1>
            <Trans>We could not find this order</Trans>
          </h1>
          <Link href="/package" className="btn btn-primary">
            <Trans>Back to packages</Trans>
          </Link>
        </>
      ) : problem === "offline" ? (
        <p role="alert">
          <Trans>You are offline. Your order's status will show when you are back online.</Trans>
        </p>
      ) : problem === "error" ? (
        <p role="alert">
          <Trans>We could not check your payment right now. Please reload this page in a moment.</Trans>
        </p>
      ) : problem === "slow" ? (
        <p role="status">
          <Trans>We are still waiting for the bank's answer. Reload this page in a minute; you will not be charged twice.</Trans>
        </p>
      ) : problem === "support" ? (
        <>
          <h1>
            <Trans>We could not confirm your payment</Trans>
          </h1>
          <p role="alert">
            <Trans>
              The payment does not match order {purchaseId}, so the order is not active. Please contact our support and quote order{" "}
              {purchaseId}: if money was taken, we will activate the order or refund it.
            </Trans>
          </p>
          <Link href="/my-plan" className="btn btn-primary">
            <Trans>My plan</Trans>
          </Link>
        </>
      ) : answer?.status === "superseded" ? (
        <p role="status">
          <Trans>This order was replaced by a newer one and will not be charged.</Trans>
        </p>
      ) : (
        <>
          <Spinner />
          <p role="status">
            <Trans>Checking your payment…</Trans>
          </p>
        </>
      )}
    </section>
  );
}

/** What was bought, as the receipt mail says it; the package's name comes from the cached catalog. */
function OrderSummary({ answer, locale }: { answer: PurchaseAnswer; locale: "en" | "ar" }) {
  const { data: packages } = usePackages(useLangId());
  const packageName = packages?.find((p) => p.id === answer.packageId)?.name;
  const row = (label: ReactNode, value: ReactNode, className?: string) => (
    <div className={className}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <dl className="order-summary">
      {row(<Trans>Order number</Trans>, <bdi>{answer.purchaseId}</bdi>)}
      {packageName && row(<Trans>Package</Trans>, packageName)}
      {answer.days !== null && row(<Trans>Delivery days</Trans>, <bdi>{answer.days}</bdi>)}
      {row(
        <Trans>First delivery</Trans>,
        answer.startDate ? formatDay(answer.startDate, locale) : <Trans>No date selected</Trans>,
        "start-date",
      )}
      {answer.endDate && row(<Trans>Last delivery</Trans>, formatDay(answer.endDate, locale))}
      {answer.totalFils !== null && row(<Trans>Amount paid</Trans>, <bdi>{formatFils(answer.totalFils, locale)}</bdi>)}
    </dl>
  );
}
