// A delivery day's picks (docs/product-rules.md "Meal picks, nutrition and ratings"): the
// customer's, or the kitchen's (kitchen.ts), with their totals for the package's portion. A save is
// one transaction that first locks the plan's purchase row, records its idempotency key (a repeat
// changes nothing and answers the day as it is) and refuses a day past its cutoff or frozen.
import type { Db } from "../db/client.ts";
import { readCache } from "../db/read-cache.ts";
import type { SlotType } from "../db/schema.ts";
import { ApiError } from "../http/errors.ts";
import type { LangId } from "../http/input.ts";
import { planCalendar, weekdayOf } from "../../rules/order-dates.ts";
import { dayStatus, isChangeable } from "../../rules/plan-calendar.ts";
import { createPicksRepo } from "../repos/picks-repo.ts";
import { createPlansRepo } from "../repos/plans-repo.ts";
import { createPortionsRepo } from "../repos/portions-repo.ts";
import { portionsOn } from "../health/portions-service.ts";
import { notADay, notFound, type DayPicks } from "./day-picks.ts";
import { toDayWire, type DayWire } from "./day-wire.ts";
import { picksProblem, slotsOf, type PlanDayPicks } from "./kitchen.ts";

const pastCutoff = () => new ApiError(409, "past_cutoff", "This day is past its cutoff (23:59 Kuwait time two days before).", "date");

export function createPicksService(picks: DayPicks) {
  const { db, clock, menuOf } = picks;

  /** The answer for a day of the customer's plan, from one read of it (PicksRepo.planDay). */
  async function dayWire(userId: number, purchaseId: number, date: string, lang: LangId, now: Date): Promise<DayWire> {
    // Cached until the next write (db/read-cache.ts), the plan's portions too; an unknown plan is
    // not kept.
    const cache = readCache(db);
    const read = await cache.read(
      `plan-day:${userId}:${purchaseId}:${date}`,
      () => createPicksRepo(db).planDay(userId, purchaseId, date),
      (found) => found !== undefined,
    );
    if (!read) throw notFound();
    const { plan } = read;
    const [{ days, dates, frozen, menu, prefs }, stored] = await Promise.all([
      picks.picksUntil(plan, date, now, undefined, read),
      cache.read(`portions:${plan.id}`, () => createPortionsRepo(db).portionsOf([plan.id])),
    ]);
    if (!dates.includes(date)) throw notADay();
    const day: PlanDayPicks | undefined = frozen.has(date) ? undefined : days.find((d) => d.date === date);
    return toDayWire({
      plan,
      date,
      status: dayStatus(date, frozen.has(date), now),
      slots: day?.slots ?? [],
      menu: menu.byId,
      grams: menu.proteinGrams,
      portions: portionsOn(plan.package_id, stored.get(plan.id), date),
      ratings: new Map(read.rated.map((r) => [r.meal_id, r])),
      prefs,
      lang,
    });
  }

  return {
    day(userId: number, purchaseId: number, date: string, lang: LangId): Promise<DayWire> {
      return dayWire(userId, purchaseId, date, lang, clock());
    },

    async savePicks(c: {
      userId: number;
      purchaseId: number;
      date: string;
      picks: Record<SlotType, number[]>;
      key: string;
      lang: LangId;
    }): Promise<DayWire> {
      const now = clock();
      const request = JSON.stringify([c.purchaseId, c.date, c.picks.meal, c.picks.snack, c.picks.soup]);
      const plan = await picks.underPlanLock(c.userId, c.purchaseId, c.key, "picks", request, async (trx: Db, plan) => {
        const frozen = new Set(await createPlansRepo(trx).frozenDays(plan.id));
        const { dates } = planCalendar(plan.start_date, plan.days, frozen);
        if (!dates.includes(c.date)) throw notADay();
        if (frozen.has(c.date)) throw new ApiError(409, "day_frozen", "This day is frozen: resume it to pick its dishes.", "date");
        if (!isChangeable(c.date, now)) throw pastCutoff();
        const menu = await menuOf(plan.package_id, trx);
        const counts = { meals: plan.meals, snacks: plan.snacks, soups: plan.soups };
        const problem = picksProblem(c.picks, counts, menu.dishById, weekdayOf(c.date));
        if (problem) {
          const field = { meal: "meals", snack: "snacks", soup: "soups" }[problem.type];
          throw problem.code === "wrong_count"
            ? new ApiError(400, "wrong_count", `Pick exactly ${problem.expected} dishes in ${field}.`, field)
            : new ApiError(400, "meal_not_available", "One of the dishes is not on this package's menu that day.", field);
        }
        const slots = slotsOf(counts);
        const next = { meal: 0, snack: 0, soup: 0 };
        await createPicksRepo(trx).setCustomerPicks(
          plan.id,
          c.date,
          slots.map((s) => ({ slot_type: s.slot_type, slot: s.slot, meal_id: c.picks[s.slot_type][next[s.slot_type]++]! })),
        );
      });
      return dayWire(c.userId, plan.id, c.date, c.lang, now);
    },
  };
}

export type PicksService = ReturnType<typeof createPicksService>;
