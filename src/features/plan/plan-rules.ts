// My plan's rules on the device (docs/product-rules.md "Cutoff", "Freeze cap"; README "My plan: the
// rules"), for what the screen shows before the server answers: each day's state at this moment (the
// cached plan may be older than its cutoffs), which days can be chosen, the end date a freeze or a
// resume would give (each frozen day moves the end one delivery day later, Fridays skipped) and
// whether a freeze stays within the plan's cap. The cutoff, a day's state and the cap are
// rules/plan-calendar.ts, which the server decides with; these only preview its answer.
import { addDays, FRIDAY, isSelectableStart, startWindow, weekdayOf } from "../../../rules/order-dates.ts";
import { dayStatus, freezeCap, isChangeable } from "../../../rules/plan-calendar.ts";
import type { DayState, Plan, PlanDay } from "./api.ts";

/** The day's state now: frozen, delivered (before today in Kuwait), upcoming or locked (past its cutoff). */
export function dayStateAt(day: Pick<PlanDay, "date" | "status">, now: Date): Exclude<DayState, "pending"> {
  const state = dayStatus(day.date, day.status === "frozen", now);
  // The server's word wins when it says locked or delivered (its clock decides); otherwise the cutoff does.
  if ((state === "upcoming" || state === "locked") && (day.status === "locked" || day.status === "delivered")) return day.status;
  return state;
}

/** The frozen days of the plan as the server last answered it. */
export function frozenDates(plan: Pick<Plan, "days">): Set<string> {
  return new Set(plan.days.filter((d) => d.status === "frozen").map((d) => d.date));
}

export type ChangePreview =
  | { ok: true; end: string; frozenAfter: number }
  | { ok: false; problem: "freeze_limit" | "beyond_90_days" | "nothing"; end: string; frozenAfter: number };

/**
 * What freezing (or resuming) `dates` would give, on top of the plan's frozen days and the changes
 * still waiting to be sent: the new end date, and a problem when a freeze passes the plan's limits.
 */
export function previewChange(
  plan: Pick<Plan, "startDate" | "deliveryDays" | "days">,
  kind: "freeze" | "unfreeze",
  dates: readonly string[],
  pending: readonly PendingChange[] = [],
): ChangePreview {
  const frozen = frozenDates(plan);
  for (const p of pending) {
    if (p.kind === "freeze") p.dates.forEach((d) => frozen.add(d));
    if (p.kind === "unfreeze") p.dates.forEach((d) => frozen.delete(d));
  }
  for (const d of dates) {
    if (kind === "freeze") frozen.add(d);
    else frozen.delete(d);
  }
  const { end, problem } = freezeCap({ start: plan.startDate, deliveryDays: plan.deliveryDays }, frozen);
  const frozenAfter = frozen.size;
  if (dates.length === 0) return { ok: false, problem: "nothing", end, frozenAfter };
  // A resume never passes the cap it lowers.
  if (kind === "freeze" && problem) return { ok: false, problem, end, frozenAfter };
  return { ok: true, end, frozenAfter };
}

/** A change waiting in the outbox, as the calendar shows it. */
export type PendingChange = { kind: "freeze" | "unfreeze" | "dayAddress"; dates: string[]; addressId?: number };

export type CalendarDay = PlanDay & { state: DayState; pendingKind?: PendingChange["kind"] };

/** Each day of the plan with its state now; a day with a change waiting to be sent is pending. */
export function calendarDays(plan: Pick<Plan, "days">, pending: readonly PendingChange[], now: Date): CalendarDay[] {
  const waiting = new Map<string, PendingChange["kind"]>();
  for (const p of pending) for (const d of p.dates) waiting.set(d, p.kind);
  return plan.days.map((day) => {
    const pendingKind = waiting.get(day.date);
    const state: DayState = pendingKind ? "pending" : dayStateAt(day, now);
    return pendingKind ? { ...day, state, pendingKind } : { ...day, state };
  });
}

/** Whether a day can be chosen for a change: an upcoming day (to freeze) or a frozen one still before its cutoff (to resume). */
export function isSelectable(day: CalendarDay, now: Date): boolean {
  if (day.state === "upcoming") return true;
  return day.state === "frozen" && isChangeable(day.date, now);
}

/** The first start a renewal can have: the day after the plan's end, or the first start open today, never a Friday. */
export function renewStart(endDate: string, today: string): string | undefined {
  let day = addDays(endDate, 1);
  const { first } = startWindow(today);
  if (day < first) day = first;
  while (weekdayOf(day) === FRIDAY) day = addDays(day, 1);
  return isSelectableStart(day, today) ? day : undefined;
}

/**
 * What the calendar shows on a day: the plan's state, and for an upcoming day whose dishes can
 * still change whether the customer chose them or the kitchen will. Anything waiting to be sent
 * (a freeze, a resume, an address, picks or a rating) shows the day pending.
 */
export type DayMark = "picked" | "kitchen" | "frozen" | "locked" | "delivered" | "pending";

export function dayMark(day: CalendarDay, picked: ReadonlySet<string>, waiting: ReadonlySet<string>): DayMark {
  if (day.state === "pending" || waiting.has(day.date)) return "pending";
  if (day.state === "upcoming") return picked.has(day.date) ? "picked" : "kitchen";
  return day.state;
}

/**
 * The days a freeze starting on `date` can take: that day and the upcoming ones right after it,
 * as many as the plan still allows (each its own choice of how many; the server checks the cap).
 */
export function freezeRun(days: readonly CalendarDay[], date: string, left: number): string[] {
  const from = days.findIndex((d) => d.date === date);
  if (from < 0) return [];
  const run: string[] = [];
  for (const d of days.slice(from)) {
    if (d.state !== "upcoming" || run.length >= Math.max(left, 1)) break;
    run.push(d.date);
  }
  return run;
}
