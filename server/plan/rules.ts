// The rules of a paid plan (PRODUCT.md "After payment"), as pure functions of the purchase, its
// frozen days and the time: which days it delivers on, each day's state and cutoff, and whether a
// freeze or resume is allowed. Delivery dates reuse the purchase rules (rules/order-dates.ts).
import { addDays, FRIDAY, kuwaitToday, planCalendar, weekdayOf } from "../../rules/order-dates.ts";

export type DayStatus = "upcoming" | "locked" | "delivered" | "frozen";
export type PlanDay = { date: string; status: DayStatus; cutoff_at: string };

/** Freezes allowed: 40% of the plan's delivery days, rounded down (26: 10, 20: 8, 13: 5, 6: 2). */
export function freezeLimit(deliveryDays: number): number {
  return Math.floor((deliveryDays * 2) / 5);
}

/** The last delivery may be at most this many days after the start. */
export const MAX_PLAN_SPAN_DAYS = 90;

/** The last day a change of `date` is taken: 23:59 Kuwait time two calendar days before it. */
export function cutoffOf(date: string): string {
  return `${addDays(date, -2)}T23:59:59+03:00`;
}

/** Whether `date` can still be changed at `now` (until the end of its cutoff minute's day). */
export function isChangeable(date: string, now: Date): boolean {
  return now.getTime() < Date.parse(`${addDays(date, -1)}T00:00:00+03:00`);
}

export function dayStatus(date: string, frozen: boolean, now: Date): DayStatus {
  if (frozen) return "frozen";
  if (date < kuwaitToday(now)) return "delivered";
  return isChangeable(date, now) ? "upcoming" : "locked";
}

export type FreezeProblem = "not_a_delivery_day" | "past_cutoff" | "freeze_limit" | "beyond_90_days" | "not_frozen";

export type PlanState = { start: string; deliveryDays: number; frozen: ReadonlySet<string> };

/** The frozen days after freezing `dates`, or why not. Days already frozen are left as they are. */
export function checkFreeze(plan: PlanState, dates: readonly string[], now: Date): { frozen: Set<string> } | { problem: FreezeProblem } {
  const { dates: calendar } = planCalendar(plan.start, plan.deliveryDays, plan.frozen);
  const next = new Set(plan.frozen);
  for (const date of dates) {
    if (plan.frozen.has(date)) continue;
    // A delivery day of the plan as it stands (a Friday, or a day before the start or after the
    // end, is none).
    if (!calendar.includes(date)) return { problem: "not_a_delivery_day" };
    if (!isChangeable(date, now)) return { problem: "past_cutoff" };
    next.add(date);
  }
  if (next.size > freezeLimit(plan.deliveryDays)) return { problem: "freeze_limit" };
  const { end } = planCalendar(plan.start, plan.deliveryDays, next);
  if (end > addDays(plan.start, MAX_PLAN_SPAN_DAYS)) return { problem: "beyond_90_days" };
  return { frozen: next };
}

/** The frozen days after resuming `dates`, or why not. */
export function checkUnfreeze(plan: PlanState, dates: readonly string[], now: Date): { frozen: Set<string> } | { problem: FreezeProblem } {
  const next = new Set(plan.frozen);
  for (const date of dates) {
    if (!plan.frozen.has(date) && (weekdayOf(date) === FRIDAY || date < plan.start)) return { problem: "not_a_delivery_day" };
    if (!plan.frozen.has(date)) return { problem: "not_frozen" };
    if (!isChangeable(date, now)) return { problem: "past_cutoff" };
    next.delete(date);
  }
  return { frozen: next };
}
