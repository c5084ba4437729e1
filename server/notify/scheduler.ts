// What is due (README "Notifications"), decided from the paid plans and the clock (the plan rules'
// injectable clock, server/lib/clock.ts), in Kuwait time:
// - picks reminder: at 18:00 on the day a delivery day's cutoff closes (23:59, two days before it,
//   rules/plan-calendar.ts), when that day has no picks of the customer's; not sent after the cutoff;
// - plan ending: at 10:00 on the day three delivery days before the last;
// - delivery today: at 07:00 of each delivery day (quiet hours, by default until 08:00, delay it).
// Each is recorded once per customer, kind and day (the table's unique key), so any number of
// instances may run this at any time, and a restart records nothing twice.
import { addDays, kuwaitToday, planCalendar } from "../../rules/order-dates.ts";
import { cutoffOf } from "../../rules/plan-calendar.ts";
import type { Db } from "../db/client.ts";
import { kuwaitAt, kuwaitMinute } from "./quiet.ts";
import { recordNotify, type RecordOptions } from "./record.ts";
import type { NotifyFacts } from "./texts.ts";

export const PICKS_REMINDER_AT = 18 * 60;
export const PLAN_ENDING_AT = 10 * 60;
export const DELIVERY_TODAY_AT = 7 * 60;
/** Delivery days left (today's included) when the plan-ending message goes. */
export const PLAN_ENDING_DAYS_LEFT = 4;

/** Records what is due at `now`; answers how many messages it added. */
export async function scheduleDue(db: Db, now: Date): Promise<number> {
  const today = kuwaitToday(now);
  const minute = kuwaitMinute(now);
  const plans = await db
    .selectFrom("purchases")
    .leftJoin("delivery_times", "delivery_times.id", "purchases.delivery_time_id")
    .select(["purchases.id", "purchases.user_id", "purchases.start_date", "purchases.days", "delivery_times.name_en", "delivery_times.name_ar"])
    .where("purchases.status", "=", "paid")
    .where("purchases.end_date", ">=", today)
    .where("purchases.start_date", "<=", addDays(today, 2))
    .orderBy("purchases.id")
    .execute();
  if (plans.length === 0) return 0;
  const ids = plans.map((p) => p.id);
  const frozenRows = await db.selectFrom("plan_frozen_days").select(["purchase_id", "date"]).where("purchase_id", "in", ids).execute();
  const pickDay = addDays(today, 2);
  // The plans whose customer picked the day whose cutoff closes today (read once, not per plan).
  const picked = new Set(
    minute < PICKS_REMINDER_AT
      ? []
      : (
          await db
            .selectFrom("day_picks")
            .select("purchase_id")
            .distinct()
            .where("purchase_id", "in", ids)
            .where("date", "=", pickDay)
            .where("chosen_by", "=", "customer")
            .execute()
        ).map((r) => r.purchase_id),
  );
  const due: { userId: number; facts: NotifyFacts; o: RecordOptions }[] = [];
  for (const plan of plans) {
    const frozen = new Set(frozenRows.filter((r) => r.purchase_id === plan.id).map((r) => r.date));
    const delivering = planCalendar(plan.start_date, plan.days, frozen).dates.filter((d) => !frozen.has(d));
    const ref = (date: string) => `${plan.id}:${date}`;
    const add = (facts: NotifyFacts, o: RecordOptions) => due.push({ userId: plan.user_id, facts, o });

    if (minute >= PICKS_REMINDER_AT && delivering.includes(pickDay) && !picked.has(plan.id)) {
      // Not sent once the cutoff has passed: the kitchen has chosen by then.
      add({ kind: "picks_reminder", date: pickDay }, { ref: ref(pickDay), dueAt: kuwaitAt(today, PICKS_REMINDER_AT), expiresAt: new Date(Date.parse(cutoffOf(pickDay)) + 1000) });
    }
    const end = delivering.at(-1);
    if (end && minute >= PLAN_ENDING_AT && delivering.length >= PLAN_ENDING_DAYS_LEFT && delivering.at(-PLAN_ENDING_DAYS_LEFT) === today) {
      add({ kind: "plan_ending", endDate: end, daysLeft: PLAN_ENDING_DAYS_LEFT }, { ref: ref(end), dueAt: kuwaitAt(today, PLAN_ENDING_AT), expiresAt: kuwaitAt(addDays(end, 1), 0) });
    }
    if (minute >= DELIVERY_TODAY_AT && delivering.includes(today)) {
      const window = plan.name_en && plan.name_ar ? { en: plan.name_en, ar: plan.name_ar } : null;
      add({ kind: "delivery_today", date: today, window }, { ref: ref(today), dueAt: kuwaitAt(today, DELIVERY_TODAY_AT), expiresAt: kuwaitAt(addDays(today, 1), 0) });
    }
  }
  if (due.length === 0) return 0;
  // Those recorded by an earlier pass (or another instance) are left out with one read; the unique
  // key keeps a race between instances to one message all the same.
  const known = new Set(
    (
      await db
        .selectFrom("notify_messages")
        .select(["kind", "ref"])
        .where("ref", "in", [...new Set(due.map((d) => d.o.ref))])
        .execute()
    ).map((r) => `${r.kind}|${r.ref}`),
  );
  let added = 0;
  for (const d of due) {
    if (known.has(`${d.facts.kind}|${d.o.ref}`)) continue;
    if (await recordNotify(db, d.userId, d.facts, d.o)) added += 1;
  }
  return added;
}
