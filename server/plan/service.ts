// My plan (docs/product-rules.md "My plan"): the customer's paid plan as the app shows it, and its
// changes (freeze, resume, a day's address). Each change is one transaction that first locks the
// plan's purchase row (FOR UPDATE), so concurrent freezes of one plan are decided one after the
// other and never pass the cap; its idempotency key is recorded with it (a repeat applies nothing
// and answers the plan), and so is its confirmation mail.
import type { PlanWire } from "../../contract/plan.ts";
import type { Db } from "../db/client.ts";
import { readCache } from "../db/read-cache.ts";
import { ApiError } from "../http/errors.ts";
import type { LangId } from "../http/input.ts";
import { ttlMemo } from "../lib/ttl-memo.ts";
import { pick } from "../lib/wire.ts";
import { enqueuePlanChange } from "../mail/events.ts";
import { createPlansRepo, type PlanDays, type PlanRow, type PlansRepo } from "../repos/plans-repo.ts";
import { addDays, kuwaitToday, planCalendar } from "../../rules/order-dates.ts";
import { cutoffOf, dayStatus, freezeLimit, isChangeable, MAX_PLAN_SPAN_DAYS } from "../../rules/plan-calendar.ts";
import { checkFreeze, checkUnfreeze, type FreezeProblem } from "./rules.ts";

/** The plan as the app shows it: the answer of /subscriptiondetails and of each change. */
export type { PlanWire };

const PROBLEMS: Record<FreezeProblem, { status: 400 | 409; message: string }> = {
  not_a_delivery_day: { status: 400, message: "One of the dates is not a delivery day of this plan." },
  past_cutoff: { status: 409, message: "One of the days is past its cutoff (23:59 Kuwait time two days before)." },
  freeze_limit: { status: 409, message: "This would freeze more days than the plan allows." },
  beyond_90_days: { status: 409, message: "The last delivery would be more than 90 days after the start." },
  not_frozen: { status: 409, message: "One of the days is not frozen." },
};

const NAMES_TTL_MS = 60_000;

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

  // A plan's package, delivery time and method names: catalog rows, read once a minute per triple
  // (an operator's edit shows within that, as the catalog answers do).
  const names = ttlMemo<string, PlanNames>(NAMES_TTL_MS);
  const namesOf = (plan: PlanRow) =>
    names(`${plan.package_id}:${plan.delivery_time_id}:${plan.delivery_method_id}`, () => createPlansRepo(db).planNames(plan));

  async function wire(plan: PlanRow, planDays: PlanDays, lang: LangId, now: Date): Promise<PlanWire> {
    const n = await namesOf(plan);
    const { frozen, addresses, picked } = planDays;
    const { dates, end } = planCalendar(plan.start_date, plan.days, frozen);
    const days = dates.map((date) => ({
      date,
      status: dayStatus(date, frozen.has(date), now),
      cutoff_at: cutoffOf(date),
      address_id: addresses.get(date) ?? plan.delivery_address_id,
      picked: picked.has(date),
    }));
    const limit = freezeLimit(plan.days);
    const today = kuwaitToday(now);
    return {
      purchase_id: plan.id,
      package_id: plan.package_id,
      sub_package_id: plan.sub_package_id,
      package_name: pick(lang, n.package_en, n.package_ar),
      meals: plan.meals,
      snacks: plan.snacks,
      soups: plan.soups,
      delivery_days: plan.days,
      delivery_time_id: plan.delivery_time_id,
      delivery_time: pick(lang, n.time_en, n.time_ar),
      delivery_method_id: plan.delivery_method_id,
      delivery_method: pick(lang, n.method_en, n.method_ar),
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

  /** Applies the change in the transaction `trx`; answers the plan as it is now. */
  async function apply(trx: Db, change: PlanChange, plan: PlanRow, state: ChangeState, now: Date): Promise<{ plan: PlanRow; days: PlanDays }> {
    const repo = createPlansRepo(trx);
    const before = state.days.frozen;
    if (change.kind === "address") {
      const { dates } = planCalendar(plan.start_date, plan.days, before);
      if (!dates.includes(change.date)) throw new ApiError(400, "not_a_delivery_day", PROBLEMS.not_a_delivery_day.message, "date");
      if (!isChangeable(change.date, now)) throw new ApiError(409, "past_cutoff", PROBLEMS.past_cutoff.message, "date");
      if (!(await repo.ownsAddress(change.userId, change.addressId))) {
        throw new ApiError(404, "address_not_found", "No saved address of yours has this id.", "address_id");
      }
      const own = change.addressId === plan.delivery_address_id ? undefined : change.addressId;
      await repo.setDayAddress(plan.id, change.date, own);
      await repo.recordChange({ userId: change.userId, purchaseId: plan.id, key: change.key, kind: "address", request: requestOf(change) });
      const addresses = new Map(state.days.addresses);
      if (own === undefined) addresses.delete(change.date);
      else addresses.set(change.date, own);
      return { plan, days: { ...state.days, addresses } };
    }
    const checked = { start: plan.start_date, deliveryDays: plan.days, frozen: before };
    const verdict = change.kind === "freeze" ? checkFreeze(checked, change.dates, now) : checkUnfreeze(checked, change.dates, now);
    if ("problem" in verdict) refuse(verdict.problem);
    const { end } = planCalendar(plan.start_date, plan.days, verdict.frozen);
    if (change.kind === "freeze" && state.nextStart !== undefined && end >= state.nextStart) {
      throw new ApiError(409, "overlaps_next_plan", "The end would reach the start of your next plan.", "dates");
    }
    const changeId = await repo.applyFrozen({
      userId: change.userId,
      purchaseId: plan.id,
      key: change.key,
      kind: change.kind,
      request: requestOf(change),
      added: [...verdict.frozen].filter((d) => !before.has(d)),
      removed: [...before].filter((d) => !verdict.frozen.has(d)),
      endDate: end,
    });
    const changed = change.dates.filter((d) => before.has(d) !== verdict.frozen.has(d));
    if (changed.length > 0) {
      await enqueuePlanChange(trx, { ...state, userId: plan.user_id }, {
        changeId,
        purchaseId: plan.id,
        kind: change.kind,
        dates: changed,
        endDate: end,
        frozenDaysLeft: Math.max(0, freezeLimit(plan.days) - verdict.frozen.size),
      });
    }
    return { plan: { ...plan, end_date: end }, days: { ...state.days, frozen: verdict.frozen } };
  }

  return {
    /** The customer's plan, or null without a paid one. */
    async details(userId: number, lang: LangId): Promise<PlanWire | null> {
      const repo = createPlansRepo(db);
      // Cached until the next write (db/read-cache.ts): a change of the plan, a payment, a new language.
      const plan = await readCache(db).read(`plan:${userId}`, () => repo.currentPlan(userId));
      // The language of the customer's mails follows the app's (written only when it changes).
      if (!plan || plan.user_lang_id !== lang) await repo.setLanguage(userId, lang);
      if (!plan) return null;
      return wire(plan, plan.days_of, lang, clock());
    },

    /** Applies a change once per idempotency key and answers the plan. */
    async change(change: PlanChange): Promise<PlanWire> {
      const now = clock();
      let queued = false;
      const after = await db.transaction().execute(async (trx) => {
        const repo = createPlansRepo(trx);
        const locked = await repo.lockPlan(change.userId, change.purchaseId);
        if (!locked) throw notFound();
        // Read after the lock is granted: every earlier change of this plan is committed and seen.
        const state = await repo.changeState(locked, change.key);
        const seen = state.seen;
        if (seen) {
          if (seen.purchase_id !== locked.id || seen.kind !== change.kind || seen.request !== requestOf(change)) {
            throw new ApiError(409, "idempotency_key_reused", "This idempotency_key belongs to a different change.", "idempotency_key");
          }
          return { plan: locked, days: state.days };
        }
        if (state.lang_id !== change.lang) {
          await repo.setLanguage(change.userId, change.lang);
          state.lang_id = change.lang;
        }
        queued = change.kind !== "address";
        return apply(trx, change, locked, state, now);
      });
      if (queued) options.mailQueued?.();
      return wire(after.plan, after.days, change.lang, now);
    },
  };
}

type ChangeState = Awaited<ReturnType<PlansRepo["changeState"]>>;
type PlanNames = Awaited<ReturnType<PlansRepo["planNames"]>>;

function requestOf(change: PlanChange): string {
  return change.kind === "address" ? JSON.stringify([change.date, change.addressId]) : JSON.stringify([...change.dates].sort());
}

export type PlanService = ReturnType<typeof createPlanService>;
