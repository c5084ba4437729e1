// The server's decision on a freeze or a resume of a paid plan's days (docs/product-rules.md
// "Freeze cap", README "My plan: the rules"), as pure functions of the plan, its frozen days and the
// time. The cutoff, a day's state and the freeze cap are rules/plan-calendar.ts, which My plan
// applies too; the delivery dates are rules/order-dates.ts.
import { FRIDAY, planCalendar, weekdayOf } from "../../rules/order-dates.ts";
import { freezeCap, isChangeable, type FreezeCapProblem } from "../../rules/plan-calendar.ts";

export type FreezeProblem = "not_a_delivery_day" | "past_cutoff" | FreezeCapProblem | "not_frozen";

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
  const { problem } = freezeCap(plan, next);
  return problem ? { problem } : { frozen: next };
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
