// A paid plan's days (docs/product-rules.md "Cutoff", "Freeze cap"): until when a day can be
// changed, its state at a given moment, and how many days a plan may freeze and how far its end may
// move. The server decides with these (server/plan/); My plan shows the same answers before it does.
// The delivery dates themselves come from ./order-dates.ts.
import { addDays, kuwaitToday, planCalendar } from "./order-dates.ts";

/** The moment a change of `date` is last taken: 23:59:59 Kuwait time (UTC+3) two calendar days before it. */
export function cutoffOf(date: string): string {
  return `${addDays(date, -2)}T23:59:59+03:00`;
}

/** Whether a change of `date` is still taken at `now`: until the end of its cutoff day. */
export function isChangeable(date: string, now: Date): boolean {
  return now.getTime() < Date.parse(`${addDays(date, -1)}T00:00:00+03:00`);
}

export type DayStatus = "upcoming" | "locked" | "delivered" | "frozen";

/** A day's state at `now`: frozen, delivered (before today in Kuwait), upcoming (changeable) or locked (past its cutoff). */
export function dayStatus(date: string, frozen: boolean, now: Date): DayStatus {
  if (frozen) return "frozen";
  if (date < kuwaitToday(now)) return "delivered";
  return isChangeable(date, now) ? "upcoming" : "locked";
}

/** Freezes allowed: 40% of the plan's delivery days, rounded down (26: 10, 20: 8, 13: 5, 6: 2). */
export function freezeLimit(deliveryDays: number): number {
  return Math.floor((deliveryDays * 2) / 5);
}

/** The last delivery may be at most this many days after the start. */
export const MAX_PLAN_SPAN_DAYS = 90;

/** The latest end a plan starting on `start` may reach by freezing. */
export function lastAllowedEnd(start: string): string {
  return addDays(start, MAX_PLAN_SPAN_DAYS);
}

export type FreezeCapProblem = "freeze_limit" | "beyond_90_days";

/**
 * The plan's end with `frozen` days frozen, and which cap that passes, if any: more frozen days
 * than the freeze limit, or a last delivery more than 90 days after the start.
 */
export function freezeCap(
  plan: { start: string; deliveryDays: number },
  frozen: ReadonlySet<string>,
): { end: string; problem: FreezeCapProblem | null } {
  const { end } = planCalendar(plan.start, plan.deliveryDays, frozen);
  if (frozen.size > freezeLimit(plan.deliveryDays)) return { end, problem: "freeze_limit" };
  if (end > lastAllowedEnd(plan.start)) return { end, problem: "beyond_90_days" };
  return { end, problem: null };
}
