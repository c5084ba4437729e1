// My plan (PRODUCT.md "After payment"): the customer's paid plan as the app shows it, and its
// changes (freeze, resume, a day's address). Each change is one transaction that first locks the
// plan's purchase row (FOR UPDATE), so concurrent freezes of one plan are decided one after the
// other and never pass the cap; its idempotency key is recorded with it (a repeat applies nothing
// and answers the plan), and so is its confirmation mail.
import type { Db } from "../db/client.ts";
import { ApiError } from "../http/errors.ts";
import type { LangId } from "../http/input.ts";
import { pick } from "../lib/wire.ts";
import { enqueuePlanChange } from "../mail/events.ts";
import { createPlansRepo, type PlanRow, type PlansRepo } from "../repos/plans-repo.ts";
import { addDays, kuwaitToday, planCalendar } from "../../rules/order-dates.ts";
import { checkFreeze, checkUnfreeze, cutoffOf, dayStatus, freezeLimit, isChangeable, MAX_PLAN_SPAN_DAYS, type DayStatus, type FreezeProblem } from "./rules.ts";

export type PlanDayWire = { date: string; status: DayStatus; cutoff_at: string; address_id: number };

export type PlanWire = {
  purchase_id: number;
  package_id: number;
  sub_package_id: number;
  package_name: string;
  meals: number;
  snacks: number;
  soups: number;
  delivery_days: number;
  delivery_time_id: number;
  delivery_time: string;
  delivery_method_id: number;
  delivery_method: string;
  delivery_address_id: number;
  start_date: string;
  end_date: string;
  days_left: number;
  freeze_limit: number;
  frozen_days: number;
  frozen_days_left: number;
  last_allowed_end_date: string;
  days: PlanDayWire[];
};

const PROBLEMS: Record<FreezeProblem, { status: 400 | 409; message: string }> = {
  not_a_delivery_day: { status: 400, message: "One of the dates is not a delivery day of this plan." },
  past_cutoff: { status: 409, message: "One of the days is past its cutoff (23:59 Kuwait time two days before)." },
  freeze_limit: { status: 409, message: "This would freeze more days than the plan allows." },
  beyond_90_days: { status: 409, message: "The last delivery would be more than 90 days after the start." },
  not_frozen: { status: 409, message: "One of the days is not frozen." },
};

function refuse(problem: FreezeProblem): never {
  const p = PROBLEMS[problem];
  throw new ApiError(p.status, problem, p.message, "dates");
}

const notFound = () => new ApiError(404, "purchase_not_found", "No paid plan of yours has this id.", "purchase_id");

export type PlanChange =
  | { kind: "freeze" | "unfreeze"; userId: number; purchaseId: number; dates: string[]; key: string; lang: LangId }
  | { kind: "address"; userId: number; purchaseId: number; date: string; addressId: number; key: string; lang: LangId };

export function createPlanService(options: { db: Db; clock?: () => Date; mailQueued?: () => void }) {
  const { db } = options;
  const clock = options.clock ?? (() => new Date());

  async function wire(repo: PlansRepo, plan: PlanRow, lang: LangId, now: Date): Promise<PlanWire> {
    const [frozenList, addresses, names] = await Promise.all([repo.frozenDays(plan.id), repo.dayAddresses(plan.id), repo.planNames(plan)]);
    const frozen = new Set(frozenList);
    const { dates, end } = planCalendar(plan.start_date, plan.days, frozen);
    const days = dates.map((date) => ({
      date,
      status: dayStatus(date, frozen.has(date), now),
      cutoff_at: cutoffOf(date),
      address_id: addresses.get(date) ?? plan.delivery_address_id,
    }));
    const limit = freezeLimit(plan.days);
    const today = kuwaitToday(now);
    return {
      purchase_id: plan.id,
      package_id: plan.package_id,
      sub_package_id: plan.sub_package_id,
      package_name: pick(lang, names.package_en, names.package_ar),
      meals: plan.meals,
      snacks: plan.snacks,
      soups: plan.soups,
      delivery_days: plan.days,
      delivery_time_id: plan.delivery_time_id,
      delivery_time: pick(lang, names.time_en, names.time_ar),
      delivery_method_id: plan.delivery_method_id,
      delivery_method: pick(lang, names.method_en, names.method_ar),
      delivery_address_id: plan.delivery_address_id,
      start_date: plan.start_date,
      end_date: end,
      days_left: days.filter((d) => d.status !== "frozen" && d.date >= today).length,
      freeze_limit: limit,
      frozen_days: frozen.size,
      frozen_days_left: Math.max(0, limit - frozen.size),
      last_allowed_end_date: addDays(plan.start_date, MAX_PLAN_SPAN_DAYS),
      days,
    };
  }

  /** Applies the change in the transaction `trx`; answers the plan's purchase row as it is now. */
  async function apply(trx: Db, change: PlanChange, plan: PlanRow, now: Date): Promise<PlanRow> {
    const repo = createPlansRepo(trx);
    if (change.kind === "address") {
      const frozen = new Set(await repo.frozenDays(plan.id));
      const { dates } = planCalendar(plan.start_date, plan.days, frozen);
      if (!dates.includes(change.date)) throw new ApiError(400, "not_a_delivery_day", PROBLEMS.not_a_delivery_day.message, "date");
      if (!isChangeable(change.date, now)) throw new ApiError(409, "past_cutoff", PROBLEMS.past_cutoff.message, "date");
      if (!(await repo.ownsAddress(change.userId, change.addressId))) {
        throw new ApiError(404, "address_not_found", "No saved address of yours has this id.", "address_id");
      }
      await repo.setDayAddress(plan.id, change.date, change.addressId === plan.delivery_address_id ? undefined : change.addressId);
      await repo.recordChange({ userId: change.userId, purchaseId: plan.id, key: change.key, kind: "address", request: requestOf(change) });
      return plan;
    }
    const before = new Set(await repo.frozenDays(plan.id));
    const state = { start: plan.start_date, deliveryDays: plan.days, frozen: before };
    const verdict = change.kind === "freeze" ? checkFreeze(state, change.dates, now) : checkUnfreeze(state, change.dates, now);
    if ("problem" in verdict) refuse(verdict.problem);
    const { end } = planCalendar(plan.start_date, plan.days, verdict.frozen);
    const next = change.kind === "freeze" ? await repo.nextStart(plan) : undefined;
    if (next !== undefined && end >= next) {
      throw new ApiError(409, "overlaps_next_plan", "The end would reach the start of your next plan.", "dates");
    }
    await repo.setFrozen(plan.id, before, verdict.frozen, end);
    const changeId = await repo.recordChange({ userId: change.userId, purchaseId: plan.id, key: change.key, kind: change.kind, request: requestOf(change) });
    const changed = change.dates.filter((d) => before.has(d) !== verdict.frozen.has(d));
    if (changed.length > 0) {
      await enqueuePlanChange(trx, {
        userId: change.userId,
        changeId,
        purchaseId: plan.id,
        kind: change.kind,
        dates: changed,
        endDate: end,
        frozenDaysLeft: Math.max(0, freezeLimit(plan.days) - verdict.frozen.size),
      });
    }
    return { ...plan, end_date: end };
  }

  return {
    /** The customer's plan, or null without a paid one. */
    async details(userId: number, lang: LangId): Promise<PlanWire | null> {
      const repo = createPlansRepo(db);
      const plan = await repo.currentPlan(userId);
      // The language of the customer's mails follows the app's (written only when it changes).
      if (!plan || plan.user_lang_id !== lang) await repo.setLanguage(userId, lang);
      if (!plan) return null;
      return wire(repo, plan, lang, clock());
    },

    /** Applies a change once per idempotency key and answers the plan. */
    async change(change: PlanChange): Promise<PlanWire> {
      const now = clock();
      let queued = false;
      const plan = await db.transaction().execute(async (trx) => {
        const repo = createPlansRepo(trx);
        const locked = await repo.lockPlan(change.userId, change.purchaseId);
        if (!locked) throw notFound();
        const seen = await repo.findChange(change.userId, change.key);
        if (seen) {
          if (seen.purchase_id !== locked.id || seen.kind !== change.kind || seen.request !== requestOf(change)) {
            throw new ApiError(409, "idempotency_key_reused", "This idempotency_key belongs to a different change.", "idempotency_key");
          }
          return locked;
        }
        await repo.setLanguage(change.userId, change.lang);
        queued = change.kind !== "address";
        return apply(trx, change, locked, now);
      });
      if (queued) options.mailQueued?.();
      return wire(createPlansRepo(db), plan, change.lang, now);
    },
  };
}

function requestOf(change: PlanChange): string {
  return change.kind === "address" ? JSON.stringify([change.date, change.addressId]) : JSON.stringify([...change.dates].sort());
}

export type PlanService = ReturnType<typeof createPlanService>;
