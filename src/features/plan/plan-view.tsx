// My plan's plan once it is known: the facts and Renew, and the one calendar of delivery days, each
// marked with what it is now (the customer's picks, the kitchen's choice, frozen, past its cutoff,
// delivered, waiting to be sent). A tap on a day opens it (open-day.tsx): its dishes, its address,
// freezing or resuming it, its problem reports. Each change is queued through the outbox and its
// notice shown under the calendar until everything waiting is answered; then the refusals, if any.
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { useLocation, useSearch } from "wouter";
import { kuwaitToday } from "../../../rules/order-dates.ts";
import type { replaceDraft } from "../../order/order-draft.ts";
import { dayAddressFields, freezeFields, type Plan } from "./api.ts";
import type { AddressChoice } from "./components/day-address-form.tsx";
import { PlanCalendar } from "./components/plan-calendar.tsx";
import { PlanSummary } from "./components/plan-summary.tsx";
import { RefusalList } from "./components/refusal-list.tsx";
import type { SavedPlace } from "./my-plan-page.tsx";
import { OpenDay } from "./open-day.tsx";
import { PushOfferSlot } from "./push-offer-slot.tsx";
import { calendarDays, dayMark, previewChange, renewStart, type PendingChange } from "./plan-rules.ts";
import { dismissRefusals, queueChange, type Refusal } from "./store.ts";
import { usePendingMeals, usePickedDates } from "./use-day-picks.ts";
import { usePlaceLabels } from "./use-place-labels.ts";

type RenewFields = Parameters<typeof replaceDraft>[0];

type ViewProps = {
  plan: Plan;
  refusals: Refusal[];
  pending: PendingChange[];
  places: SavedPlace[];
  langId: 1 | 2;
  userId: number;
  formatDate: (iso: string) => string;
  onRenew: (fields: RenewFields) => void;
};

export function PlanView({ plan, refusals, pending, places, langId, userId, formatDate, onRenew }: ViewProps) {
  const { t } = useLingui();
  // A notification's link opens a day (`?day=2026-12-03`) or points at Renew (`?renew=1`): README
  // "Notifications". The link is read once; closing the day leaves the plan's own address.
  const [location, navigate] = useLocation();
  const linked = new URLSearchParams(useSearch());
  const [openDate, setOpenDate] = useState<string | undefined>(() => linked.get("day") ?? undefined);
  const renewRef = useRef<HTMLButtonElement>(null);
  const renewLinked = linked.get("renew") === "1";
  useEffect(() => {
    if (!renewLinked) return;
    renewRef.current?.scrollIntoView?.({ block: "center" });
    renewRef.current?.focus();
  }, [renewLinked]);
  function closeDay() {
    setOpenDate(undefined);
    if (linked.has("day")) navigate(location, { replace: true });
  }
  const [notice, setNotice] = useState("");
  // Once everything waiting has been answered, the calendar (and any refusal) says what happened.
  const waiting = pending.length;
  const [hadWaiting, setHadWaiting] = useState(false);
  if (waiting > 0 && !hadWaiting) setHadWaiting(true);
  if (waiting === 0 && hadWaiting) {
    setHadWaiting(false);
    setNotice("");
  }
  const now = new Date();
  const today = kuwaitToday(now);
  const days = calendarDays(plan, pending, now);
  const picked = usePickedDates(userId, plan.purchaseId);
  const meals = usePendingMeals(userId);
  const mealsWaiting = new Set([...meals.picks, ...meals.ratings].filter((p) => p.purchaseId === plan.purchaseId).map((p) => p.date));
  // Picked: as the server last said, as a day read since says (picked on this device), or waiting to be sent.
  const pickedNow = new Set([
    ...plan.days.filter((d) => d.picked).map((d) => d.date),
    ...picked,
    ...meals.picks.filter((p) => p.purchaseId === plan.purchaseId).map((p) => p.date),
  ]);
  const marks = new Map(days.map((d) => [d.date, dayMark(d, pickedNow, mealsWaiting)]));
  const pendingEnd = pending.length > 0 ? previewChange(plan, "freeze", [], pending).end : undefined;
  const openDay = days.find((d) => d.date === openDate);

  const { labelOf, labelById } = usePlaceLabels(places);
  const choices: AddressChoice[] = [
    { id: plan.deliveryAddressId, label: labelById(plan.deliveryAddressId) },
    ...places.filter((p) => p.id !== plan.deliveryAddressId).map((p) => ({ id: p.id, label: labelOf(p) })),
  ];

  async function queue(kind: "freeze" | "unfreeze" | "dayAddress", fields: Record<string, string>) {
    closeDay();
    try {
      await queueChange(userId, kind, fields);
      setNotice(navigator.onLine ? t`Sent. Your plan will update in a moment.` : t`Saved on this device. It will be sent when you are back online.`);
    } catch {
      setNotice(t`This device could not save the change. Please try again.`);
    }
  }

  function renew() {
    const start = renewStart(plan.endDate, today);
    onRenew({
      packageId: plan.packageId,
      days: plan.deliveryDays,
      meals: plan.meals,
      snacks: plan.snacks,
      soups: plan.soups,
      deliveryMethodId: plan.deliveryMethodId,
      deliveryTimeId: plan.deliveryTimeId,
      subPackageId: plan.subPackageId,
      ...(start ? { startDate: start } : {}),
      source: "renew",
    });
  }

  return (
    <>
      {refusals.length > 0 && <RefusalList refusals={refusals} formatDate={formatDate} onDismiss={() => void dismissRefusals(userId)} />}
      <div className="plan-grid">
        <section className="plan-card" aria-labelledby="plan-facts-title">
          <h2 id="plan-facts-title">
            <Trans>Your plan</Trans>
          </h2>
          <PlanSummary plan={plan} formatDate={formatDate} address={labelById(plan.deliveryAddressId)} pendingEnd={pendingEnd} />
          <button ref={renewRef} type="button" className="btn btn-outline plan-renew" onClick={renew}>
            <Trans>Renew this plan</Trans>
          </button>
        </section>
        <section className="plan-card" aria-labelledby="plan-days-title">
          <h2 id="plan-days-title">
            <Trans>Your delivery days</Trans>
          </h2>
          <p className="plan-note">
            <Trans>Open a day to choose its dishes before the cutoff, see what will arrive, rate what arrived, freeze it or change its address.</Trans>
          </p>
          <PlanCalendar marks={marks} today={today} onOpen={setOpenDate} />
          <p className="plan-notice" role="status">
            {notice}
          </p>
          <PushOfferSlot />
        </section>
      </div>
      {openDay && (
        <OpenDay
          plan={plan}
          day={openDay}
          days={days}
          pendingChanges={pending}
          pendingMeals={meals}
          userId={userId}
          langId={langId}
          place={labelById(openDay.addressId)}
          choices={choices}
          formatDate={formatDate}
          onChange={(kind, dates) => void queue(kind, freezeFields(plan.purchaseId, dates, langId))}
          onAddress={(date, addressId) => void queue("dayAddress", dayAddressFields(plan.purchaseId, date, addressId, langId))}
          onClose={closeDay}
        />
      )}
    </>
  );
}
