// My plan's meals (docs/product-rules.md "Meal picks, nutrition and ratings"): the plan's days as
// buttons and the opened day's dialog. The day renders from IndexedDB with the picks and ratings
// still waiting in the outbox laid over it; choosing and rating queue outbox entries (online too),
// so nothing the customer did is lost when the network drops.
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { LangId } from "../../lib/db.ts";
import { useAvoidance } from "../../profile/use-avoidance.ts";
import type { Plan } from "./api.ts";
import { DayMealsDialog } from "./components/day-meals-dialog.tsx";
import { MealDays } from "./components/meal-days.tsx";
import { picksFields, ratingFields, type Picks } from "./picks-api.ts";
import { dayView } from "./picks-rules.ts";
import { queueMeals } from "./picks-store.ts";
import { isChangeable } from "../../../rules/plan-calendar.ts";
import type { CalendarDay } from "./plan-rules.ts";
import { useCalorieTarget, useDayPicks, usePackageDishes, usePendingMeals } from "./use-day-picks.ts";

type Props = {
  plan: Plan;
  days: CalendarDay[];
  userId: number;
  langId: LangId;
  formatDate: (iso: string) => string;
  /** The day whose dialog is open (the calendar can open one too). */
  openDate: string | undefined;
  onOpen: (date: string | undefined) => void;
};

export function MealPicks({ plan, days, userId, langId, formatDate, openDate, onOpen }: Props) {
  const { i18n } = useLingui();
  const pending = usePendingMeals(userId);
  const pendingDates = new Set([...pending.picks, ...pending.ratings].filter((p) => p.purchaseId === plan.purchaseId).map((p) => p.date));
  const short = new Intl.DateTimeFormat(i18n.locale === "ar" ? "ar-KW-u-nu-latn" : "en-GB", {
    weekday: "short",
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  });
  return (
    <section className="plan-card" aria-labelledby="plan-meals-title">
      <h2 id="plan-meals-title">
        <Trans>Your meals</Trans>
      </h2>
      <p className="plan-note">
        <Trans>Open a day to choose its dishes, see what will arrive, or rate what arrived.</Trans>
      </p>
      <MealDays days={days} pendingDates={pendingDates} formatShort={(iso) => short.format(new Date(`${iso}T00:00:00Z`))} onOpen={onOpen} />
      {openDate && (
        <OpenDay
          plan={plan}
          date={openDate}
          userId={userId}
          langId={langId}
          formatDate={formatDate}
          pending={pending}
          onClose={() => onOpen(undefined)}
        />
      )}
    </section>
  );
}

type OpenDayProps = {
  plan: Plan;
  date: string;
  userId: number;
  langId: LangId;
  formatDate: (iso: string) => string;
  pending: ReturnType<typeof usePendingMeals>;
  onClose: () => void;
};

function OpenDay({ plan, date, userId, langId, formatDate, pending, onClose }: OpenDayProps) {
  const { i18n } = useLingui();
  const day = useDayPicks(userId, plan.purchaseId, date, langId);
  // The customer's one copy of their dislikes and allergens: a change saved on the preferences
  // screen, offline too, warns here at once.
  const avoid = useAvoidance(userId);
  const { dishes } = usePackageDishes(langId, plan.packageId);
  const target = useCalorieTarget();
  const [failed, setFailed] = useState(false);
  const seen = day.data ? dayView(day.data, pending.picks, pending.ratings, dishes, avoid) : undefined;
  // A day read before its cutoff and shown after it (offline, say) is locked now: the server decides, and would refuse.
  const view =
    seen?.status === "upcoming" && !isChangeable(seen.date, new Date()) ? { ...seen, status: "locked" as const, changeable: false } : seen;
  const time = new Intl.DateTimeFormat(i18n.locale === "ar" ? "ar-KW-u-nu-latn" : "en-GB", {
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
  return (
    <DayMealsDialog
      date={date}
      view={view}
      loadStatus={day.status}
      dishes={dishes}
      avoid={avoid}
      target={target}
      formatDate={formatDate}
      formatTime={(iso) => time.format(new Date(iso))}
      onSavePicks={(picks: Picks) => queue(() => queueMeals(userId, "dayPicks", picksFields(plan.purchaseId, date, picks, langId)))}
      onRate={(mealId, stars, comment) =>
        queue(() =>
          queueMeals(userId, "rating", { ...ratingFields(plan.purchaseId, date, mealId, stars, comment), lang_id: String(langId) }),
        )
      }
      onClose={onClose}
      failed={failed}
    />
  );
}
