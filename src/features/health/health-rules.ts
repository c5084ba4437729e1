// The health screen's pure rules (README.md "Health profile and portions"): what the customer sees
// is the server's last answer with the writes still waiting in the outbox applied in order, so a
// change made offline shows at once and stays until it is sent; the targets at the latest weight
// and the one before (rules/body-targets.ts, the server's numbers); a weight's date in Kuwait.
import type { OutboxEntry } from "../../data/store.ts";
import { dailyTargets, targetMoved, type BodyProfile } from "../../../rules/body-targets.ts";
import type { ActivityLevel, Gender, Goal } from "../../../rules/calorie-math.ts";
import { isoToLocalDate } from "../../../rules/order-dates.ts";
import type { Macros } from "../../../rules/portion.ts";
import type { Portions } from "../../../rules/portion-ladders.ts";
import type { Health, PlanPortions, Weight } from "./api.ts";
import { dateLocaleTag } from "../../../rules/date-locale.ts";

/** `health` with the waiting writes (oldest first) applied. */
export function withQueued(health: Health, queued: readonly OutboxEntry[]): Health {
  let { profile, weights } = health;
  for (const e of queued) {
    const p = e.payload;
    if (e.kind === "healthProfile") {
      profile = {
        gender: p.gender as Gender,
        birthday: p.birthday ?? "",
        heightCm: Number(p.height_cm),
        activityLevel: p.activity_level as ActivityLevel,
        goal: p.goal as Goal,
        targetWeightKg: p.target_weight_kg ? Number(p.target_weight_kg) : null,
      };
    } else if (e.kind === "weight" && p.date) {
      weights = putWeight(weights, { date: p.date, kg: Number(p.weight_kg) });
    } else if (e.kind === "weightDelete") {
      weights = weights.filter((w) => w.date !== p.date);
    }
  }
  return { profile, weights };
}

/** One weight a day, oldest first: a second one that day replaces it. */
export function putWeight(weights: readonly Weight[], w: Weight): Weight[] {
  return [...weights.filter((x) => x.date !== w.date), w].sort((a, b) => a.date.localeCompare(b.date));
}

/** A plan's portions with its waiting portion changes applied. */
export function portionsWithQueued(kept: PlanPortions, queued: readonly OutboxEntry[]): PlanPortions {
  let next = kept;
  for (const e of queued) {
    if (e.kind !== "portions" || Number(e.payload.purchase_id) !== kept.purchaseId) continue;
    const p: Portions = { protein: Number(e.payload.protein_grams), carbs: Number(e.payload.carb_grams) };
    next = e.payload.date ? { ...next, days: { ...next.days, [e.payload.date]: p } } : { ...next, default: p };
  }
  return next;
}

/** The portions of `date` (its own, else the plan's default). */
export function portionsOf(plan: PlanPortions, date: string | undefined): Portions {
  return (date ? plan.days[date] : undefined) ?? plan.default;
}

export type TargetsView = { now: Macros; before: Macros | undefined; moved: boolean };

/** The day's targets at the latest weight (and the one before it), once there are a profile and a weight. */
export function targetsOf(health: Health, todayIso: string): TargetsView | undefined {
  const p = health.profile;
  const latest = health.weights.at(-1);
  if (!p || !latest) return undefined;
  const body: BodyProfile = { gender: p.gender, birthday: p.birthday, heightCm: p.heightCm, activityLevel: p.activityLevel, goal: p.goal };
  const today = isoToLocalDate(todayIso);
  const now = dailyTargets(body, latest.kg, today);
  const previous = health.weights.at(-2);
  const before = previous ? dailyTargets(body, previous.kg, today) : undefined;
  return { now, before, moved: before !== undefined && targetMoved(before, now) };
}

/** Which way the goal takes the weight. */
export function goalDirection(goal: Goal): "down" | "steady" | "up" {
  return goal === "looseWeight" || goal === "gainMuscle" ? "down" : goal === "maintainWeight" ? "steady" : "up";
}

const shortDays = new Map<"en" | "ar", Intl.DateTimeFormat>();

/** "26 Nov 2026" in the language, Latin digits: a weight's day in the table. */
export function shortDay(iso: string, locale: "en" | "ar"): string {
  let f = shortDays.get(locale);
  if (!f) {
    f = new Intl.DateTimeFormat(dateLocaleTag(locale), { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
    shortDays.set(locale, f);
  }
  return f.format(new Date(`${iso}T00:00:00Z`));
}
