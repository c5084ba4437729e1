// The day opened from My plan's calendar (docs/product-rules.md "My plan", "Meal picks, nutrition
// and ratings"), in one dialog of clear sections: its problem reports (a delivered day), its address
// and freezing or resuming it, then its dishes (choose or change them before the cutoff, see what
// will arrive, rate what arrived) and its portions. The address and freeze sections need only the
// plan's calendar, so they are drawn at once and come first: the dishes, read from IndexedDB or the
// network a moment later (with the picks and ratings still waiting in the outbox laid over them),
// grow below them and move nothing a customer may already be pressing. Choosing and rating queue
// outbox entries (online too), so nothing is lost offline.
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Link } from "wouter";
import { addDays, kuwaitToday } from "../../../rules/order-dates.ts";
import { isChangeable } from "../../../rules/plan-calendar.ts";
import type { LangId } from "../../lib/db.ts";
import { useAvoidance } from "../../profile/use-avoidance.ts";
import { Dialog } from "../../ui/dialog.tsx";
import type { Plan } from "./api.ts";
import { type AddressChoice } from "./components/day-address-form.tsx";
import { DayMeals } from "./components/day-meals.tsx";
import { PortionsPanel } from "./portions-panel.tsx";
import { DayDelivery, DayFreeze } from "./components/day-plan-sections.tsx";
import { LoadState } from "./components/load-state.tsx";
import { DayReportsSlot } from "./day-reports-slot.tsx";
import { picksFields, ratingFields, type Picks } from "./picks-api.ts";
import { dayView } from "./picks-rules.ts";
import { queueMeals } from "./picks-store.ts";
import { isSelectable, type CalendarDay, type PendingChange } from "./plan-rules.ts";
import { useCalorieTarget, useDayPicks, usePackageDishes, type usePendingMeals } from "./use-day-picks.ts";
import { dateLocaleTag } from "../../../rules/date-locale.ts";

type Props = {
  plan: Plan;
  day: CalendarDay;
  days: readonly CalendarDay[];
  pendingChanges: readonly PendingChange[];
  pendingMeals: ReturnType<typeof usePendingMeals>;
  userId: number;
  langId: LangId;
  place: string;
  choices: AddressChoice[];
  formatDate: (iso: string) => string;
  onChange: (kind: "freeze" | "unfreeze", dates: string[]) => void;
  onAddress: (date: string, addressId: number) => void;
  onClose: () => void;
};

export function OpenDay(props: Props) {
  const { plan, day, days, pendingChanges, pendingMeals, userId, langId, place, choices, formatDate, onChange, onAddress, onClose } = props;
  const { i18n } = useLingui();
  const date = day.date;
  const picks = useDayPicks(userId, plan.purchaseId, date, langId);
  // The customer's one copy of their dislikes and allergens: a change saved on the preferences
  // screen, offline too, warns here at once.
  const avoid = useAvoidance(userId);
  const { dishes } = usePackageDishes(langId, plan.packageId);
  const target = useCalorieTarget();
  const [failed, setFailed] = useState(false);
  const [choosing, setChoosing] = useState(false);
  const seen = picks.data ? dayView(picks.data, pendingMeals.picks, pendingMeals.ratings, dishes, avoid) : undefined;
  // A day read before its cutoff and shown after it (offline, say) is locked now: the server decides, and would refuse.
  const view =
    seen?.status === "upcoming" && !isChangeable(seen.date, new Date()) ? { ...seen, status: "locked" as const, changeable: false } : seen;
  const time = new Intl.DateTimeFormat(dateLocaleTag(i18n.locale), {
    weekday: "long",
    day: "numeric",
    month: "long",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "Asia/Kuwait",
  });
  const queue = (run: () => Promise<void>) => {
    setFailed(false);
    run().catch(() => setFailed(true));
  };
  const today = kuwaitToday();
  // The day and the next two (server/README.md "Support"): the form is on Help, the day's threads here too.
  const reportable = day.state !== "frozen" && date <= today && today <= addDays(date, 2);
  return (
    <Dialog title={formatDate(date)} onClose={onClose}>
      <div className="day-view">
        {failed && (
          <p role="alert" className="plan-problem">
            <Trans>This device could not save the change. Please try again.</Trans>
          </p>
        )}
        {!choosing && reportable && (
          <Link className="btn btn-outline day-report" href={`/help?purchase_id=${plan.purchaseId}&date=${date}`}>
            <Trans>Report a problem</Trans>
          </Link>
        )}
        {!choosing && <DayReportsSlot purchaseId={plan.purchaseId} date={date} />}
        {!choosing && day.state !== "frozen" && <DayDelivery day={day} place={place} choices={choices} onConfirm={(id) => onAddress(date, id)} />}
        {!choosing && (
          <DayFreeze
            plan={plan}
            day={day}
            days={days}
            pending={pendingChanges}
            resumable={isSelectable(day, new Date())}
            formatDate={formatDate}
            onConfirm={onChange}
          />
        )}
        {!view ? (
          picks.status === "offline" ? (
            <p role="status">
              <Trans>You are offline, and this day's dishes have not been saved on this device yet. They will show when you are back online.</Trans>
            </p>
          ) : (
            <LoadState status={picks.status} />
          )
        ) : (
          <DayMeals
            key={`${view.date}:${view.status}`}
            view={view}
            dishes={dishes}
            avoid={avoid}
            target={target}
            formatTime={(iso) => time.format(new Date(iso))}
            onSavePicks={(p: Picks) => queue(() => queueMeals(userId, "dayPicks", picksFields(plan.purchaseId, date, p, langId)))}
            onRate={(mealId, stars, comment) =>
              queue(() => queueMeals(userId, "rating", { ...ratingFields(plan.purchaseId, date, mealId, stars, comment), lang_id: String(langId) }))
            }
            onChoosing={setChoosing}
          />
        )}
        {!choosing && picks.data && day.state !== "frozen" && <PortionsPanel userId={userId} day={picks.data} />}
      </div>
    </Dialog>
  );
}
