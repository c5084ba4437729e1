// /my-plan (docs/product-rules.md "My plan"; signed-in customers only, guests go to /sign-in): the
// paid plan's facts, one calendar of its delivery days with each day's state, a day opened from it
// (its dishes and picks, address, freeze or resume with the rules and the new end date shown before
// confirming, its problem reports), Renew (that view: plan-view.tsx), and the purchases and wallet ledger. Everything renders from IndexedDB, so it
// works offline; changes go through the outbox and show pending on their days until the server has them.
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { Link, useLocation } from "wouter";
import type { Session } from "../../data/store.ts";
import { formatDay } from "../../../rules/order-dates.ts";
import { shownLocale } from "../../lib/i18n.ts";
import { replaceDraft } from "../../order/order-draft.ts";
import { useSession } from "../../data/session.ts";
import { useLangId } from "../../lib/use-lang-id.ts";
import { Spinner } from "../../ui/spinner.tsx";
import { PlanHistory } from "./components/history-lists.tsx";
import { LoadState } from "./components/load-state.tsx";
import { PlanView } from "./plan-view.tsx";
import { useLedger, usePendingChanges, usePlan, usePurchases } from "./use-plan.ts";
import "./plan.css";

/** A saved address of the customer (the checkout's profile, handed in by the app shell). */
export type SavedPlace = {
  id: number;
  type: "house" | "building" | "office";
  areaName: string;
  areaNames?: { en: string; ar: string } | undefined;
  block: string;
  street: string;
  houseNumber: string;
};

/**
 * The customer's saved addresses, live (features do not import each other: the app shell composes);
 * `undefined` while they are not known yet, so the plan is drawn once with its address.
 */
export type UseSavedPlaces = (userId: number, planAddressId: number) => SavedPlace[] | undefined;

const noPlaces: UseSavedPlaces = () => [];

export function MyPlanPage({ useSavedPlaces = noPlaces }: { useSavedPlaces?: UseSavedPlaces } = {}) {
  const session = useSession();
  const [, navigate] = useLocation();
  useEffect(() => {
    if (session === undefined) navigate("/sign-in", { replace: true });
  }, [session, navigate]);
  if (!session) return <Spinner />;
  return <MyPlan session={session} useSavedPlaces={useSavedPlaces} />;
}

function MyPlan({ session, useSavedPlaces }: { session: Session; useSavedPlaces: UseSavedPlaces }) {
  const { i18n } = useLingui();
  const [, navigate] = useLocation();
  const locale = shownLocale(i18n);
  const langId = useLangId();
  const userId = session.userId;
  const plan = usePlan(userId, langId);
  const purchases = usePurchases(userId, langId);
  const ledger = useLedger(userId, langId);
  const pending = usePendingChanges(userId);
  const places = useSavedPlaces(userId, plan.data?.plan?.deliveryAddressId ?? 0);
  const formatDate = (iso: string) => formatDay(iso, locale);

  return (
    <section className="page my-plan" aria-labelledby="my-plan-title">
      <h1 id="my-plan-title">
        <Trans>My plan</Trans>
      </h1>
      <Link href="/my-plan/preferences" className="plan-prefs-link"><Trans>Dislikes and allergens</Trans></Link>
      {plan.status === "empty" || (plan.status === "offline" && plan.data?.plan === null) ? (
        <div className="plan-empty">
          <p>
            <Trans>You have no active plan yet. Choose a package and your deliveries will show here.</Trans>
          </p>
          <Link href="/package" className="btn btn-primary">
            <Trans>See the packages</Trans>
          </Link>
        </div>
      ) : plan.status !== "ready" || !plan.data?.plan ? (
        <LoadState status={plan.status} />
      ) : !places ? (
        <LoadState status="loading" />
      ) : (
        <PlanView
          plan={plan.data.plan}
          refusals={plan.data.refusals}
          pending={pending}
          places={places}
          langId={langId}
          userId={userId}
          formatDate={formatDate}
          onRenew={async (fields) => {
            try {
              await replaceDraft(fields);
            } catch {
              // Storage blocked: the builder opens with its defaults.
            }
            navigate("/package");
          }}
        />
      )}

      {/* Below the plan once it is known: drawn beside the plan's spinner, they would jump down the
          whole height of the calendar when it arrives (a layout shift of 0.46 measured). */}
      {plan.status === "loading" || (plan.data?.plan && !places) ? null : <PlanHistory purchases={purchases} ledger={ledger} locale={locale} formatDate={formatDate} />}
    </section>
  );
}
