// My plan's plan once it is known: the facts and Renew, the calendar of delivery days where the
// customer chooses days to freeze, resume or send to another address (each change queued through the
// outbox, its notice shown until everything waiting is answered), the refusals, and the day's meals.
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { kuwaitToday } from "../../../rules/order-dates.ts";
import type { replaceDraft } from "../../order/order-draft.ts";
import { dayAddressFields, freezeFields, type Plan } from "./api.ts";
import { ChangeDialog } from "./components/change-dialog.tsx";
import { DayAddressDialog, type AddressChoice } from "./components/day-address-dialog.tsx";
import { PlanCalendar } from "./components/plan-calendar.tsx";
import { PlanSummary } from "./components/plan-summary.tsx";
import { RefusalList } from "./components/refusal-list.tsx";
import { MealPicks } from "./meal-picks.tsx";
import type { SavedPlace } from "./my-plan-page.tsx";
import { calendarDays, isSelectable, previewChange, renewStart, type PendingChange } from "./plan-rules.ts";
import { dismissRefusals, queueChange, type Refusal } from "./store.ts";
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
  const [selected, setSelected] = useState<string[]>([]);
  const [open, setOpen] = useState<"freeze" | "unfreeze" | "address">();
  const [mealDay, setMealDay] = useState<string>();
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
  const selectable = new Set(days.filter((d) => isSelectable(d, now)).map((d) => d.date));
  const chosen = selected.filter((d) => selectable.has(d));
  const byDate = new Map(days.map((d) => [d.date, d]));
  const toFreeze = chosen.filter((d) => byDate.get(d)?.state === "upcoming");
  const toResume = chosen.filter((d) => byDate.get(d)?.state === "frozen");
  const freezeCount = toFreeze.length;
  const resumeCount = toResume.length;
  const pendingEnd = pending.length > 0 ? previewChange(plan, "freeze", [], pending).end : undefined;

  const { labelOf, labelById } = usePlaceLabels(places);
  const choices: AddressChoice[] = [
    { id: plan.deliveryAddressId, label: labelById(plan.deliveryAddressId) },
    ...places.filter((p) => p.id !== plan.deliveryAddressId).map((p) => ({ id: p.id, label: labelOf(p) })),
  ];
  const addressDay = toFreeze.length === 1 && toResume.length === 0 ? toFreeze[0] : undefined;
  const addressDayInfo = addressDay ? byDate.get(addressDay) : undefined;
  const dayPlace = addressDayInfo ? labelById(addressDayInfo.addressId) : "";

  async function send(kind: "freeze" | "unfreeze", dates: string[]) {
    setOpen(undefined);
    setSelected([]);
    try {
      await queueChange(userId, kind, freezeFields(plan.purchaseId, dates, langId));
      setNotice(navigator.onLine ? t`Sent. Your plan will update in a moment.` : t`Saved on this device. It will be sent when you are back online.`);
    } catch {
      setNotice(t`This device could not save the change. Please try again.`);
    }
  }

  async function sendAddress(date: string, addressId: number) {
    setOpen(undefined);
    setSelected([]);
    try {
      await queueChange(userId, "dayAddress", dayAddressFields(plan.purchaseId, date, addressId, langId));
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
          <button type="button" className="btn btn-outline plan-renew" onClick={renew}>
            <Trans>Renew this plan</Trans>
          </button>
        </section>
        <section className="plan-card" aria-labelledby="plan-days-title">
          <h2 id="plan-days-title">
            <Trans>Your delivery days</Trans>
          </h2>
          <p className="plan-note">
            <Trans>Choose upcoming days to freeze them, or frozen days to resume them.</Trans>
          </p>
          <PlanCalendar days={days} selectable={selectable} selected={chosen} onSelect={setSelected} today={today} />
          <div className="plan-actions">
            <button type="button" className="btn btn-primary" disabled={toFreeze.length === 0} onClick={() => setOpen("freeze")}>
              {t`Freeze the chosen days (${freezeCount})`}
            </button>
            <button type="button" className="btn btn-outline" disabled={toResume.length === 0} onClick={() => setOpen("unfreeze")}>
              {t`Resume the chosen days (${resumeCount})`}
            </button>
            <button type="button" className="btn btn-outline" disabled={!addressDay || choices.length < 2} onClick={() => setOpen("address")}>
              <Trans>Change this day's address</Trans>
            </button>
            <button type="button" className="btn btn-outline" disabled={!addressDay} onClick={() => setMealDay(addressDay)}>
              <Trans>Choose this day's dishes</Trans>
            </button>
          </div>
          {addressDayInfo && addressDayInfo.addressId !== plan.deliveryAddressId && (
            <p className="plan-note">
              <Trans>This day goes to: {dayPlace}</Trans>
            </p>
          )}
          <p className="plan-notice" role="status">
            {notice}
          </p>
        </section>
      </div>
      <MealPicks plan={plan} days={days} userId={userId} langId={langId} formatDate={formatDate} openDate={mealDay} onOpen={setMealDay} />
      {(open === "freeze" || open === "unfreeze") && (
        <ChangeDialog
          kind={open}
          plan={plan}
          dates={open === "freeze" ? toFreeze : toResume}
          preview={previewChange(plan, open, open === "freeze" ? toFreeze : toResume, pending)}
          formatDate={formatDate}
          onConfirm={() => void send(open, open === "freeze" ? toFreeze : toResume)}
          onClose={() => setOpen(undefined)}
        />
      )}
      {open === "address" && addressDay && addressDayInfo && (
        <DayAddressDialog
          date={addressDay}
          formatDate={formatDate}
          choices={choices}
          current={addressDayInfo.addressId}
          onConfirm={(id) => void sendAddress(addressDay, id)}
          onClose={() => setOpen(undefined)}
        />
      )}
    </>
  );
}
