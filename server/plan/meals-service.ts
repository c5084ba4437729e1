// My meals (PRODUCT.md "Meal picks", "Dislikes and allergens", "Daily nutrition", "Ratings",
// "Kitchen"): a delivery day's picks (the customer's, or the kitchen's, kitchen.ts), their totals
// for the package's portion, the customer's dislikes and allergens, ratings, and the kitchen's
// production list and delivery manifest. Every change is one transaction that first locks the
// plan's purchase row (or, for preferences, the customer's row), records its idempotency key (a
// repeat changes nothing and answers the state as it is) and refuses a day past its cutoff.
//
// The kitchen's picks are fixed at the cutoff by storing them (chosen_by "kitchen") the first time
// a day past its cutoff is read (by the customer, a rating or the kitchen's lists). Computing them
// again instead would not give the same dishes: ratings and the customer's dislikes keep changing
// after the cutoff, and the dishes the kitchen cooks and the customer was shown must not. Stored,
// they are also what later days' "no dish twice in three days" rule sees.
import type { Selectable } from "kysely";
import type { Db } from "../db/client.ts";
import { readCache } from "../db/read-cache.ts";
import type { PurchasesTable, SlotType } from "../db/schema.ts";
import { ALLERGENS, PROTEINS } from "../../rules/dish-facts.ts";
import { ApiError } from "../http/errors.ts";
import type { LangId } from "../http/input.ts";
import { kuwaitToday, planCalendar, weekdayOf } from "../../rules/order-dates.ts";
import { createMealsRepo, type StoredPick } from "../repos/meals-repo.ts";
import { createPlansRepo } from "../repos/plans-repo.ts";
import {
  MIN_RATINGS,
  planPicks,
  picksProblem,
  storedByDay,
  slotKey,
  slotsOf,
  type PlanDayPicks,
  type Rating,
} from "./kitchen.ts";
import { createPackageMenus } from "./package-menu.ts";
import { toDayWire, type DayWire, type RatingWire } from "./day-wire.ts";
import { dayStatus, isChangeable } from "../../rules/plan-calendar.ts";

type Plan = Selectable<PurchasesTable>;

export type Preferences = { proteins: string[]; allergens: string[] };

const notFound = () => new ApiError(404, "purchase_not_found", "No paid plan of yours has this id.", "purchase_id");
const notADay = (field = "date") => new ApiError(400, "not_a_delivery_day", "This date is not a delivery day of this plan.", field);
const pastCutoff = () => new ApiError(409, "past_cutoff", "This day is past its cutoff (23:59 Kuwait time two days before).", "date");
const notDelivered = () => new ApiError(409, "not_delivered", "Only the dishes of a day already delivered can be rated.", "date");
const reused = () => new ApiError(409, "idempotency_key_reused", "This idempotency_key belongs to a different change.", "idempotency_key");

export function createMealsService(options: { db: Db; clock?: () => Date }) {
  const { db } = options;
  const clock = options.clock ?? (() => new Date());
  const menuOf = createPackageMenus();

  /**
   * The plan's picks up to `until`, with the kitchen's picks of days past their cutoff stored
   * (fixed) first. `shared` lets the kitchen's lists read the ratings once for every plan;
   * `loaded` is the plan's frozen days, the customer's preferences and the stored picks when the
   * caller has read them already (MealsRepo.planDay).
   */
  async function picksUntil(
    plan: Plan,
    until: string,
    now: Date,
    shared?: { ratings: Map<number, Rating> },
    loaded?: { frozen: string[]; prefs: Preferences; stored: StoredPick[] },
  ) {
    const repo = createMealsRepo(db);
    const plans = createPlansRepo(db);
    const [frozenList, menu, ratings, prefs, stored] = await Promise.all([
      loaded ? loaded.frozen : plans.frozenDays(plan.id),
      menuOf(repo, plan.package_id),
      shared ? Promise.resolve(shared.ratings) : readCache(db).read("ratings", () => repo.ratings()),
      loaded ? loaded.prefs : repo.preferences(plan.user_id),
      loaded ? loaded.stored : repo.storedPicks(plan.id),
    ]);
    const frozen = new Set(frozenList);
    const { dates } = planCalendar(plan.start_date, plan.days, frozen);
    const input = {
      salt: plan.id,
      days: dates.filter((d) => !frozen.has(d)),
      until,
      counts: { meals: plan.meals, snacks: plan.snacks, soups: plan.soups },
      menu: menu.dishes,
      avoid: prefs,
      ratings,
    };
    let storedMap = storedByDay(stored);
    let days = planPicks({ ...input, stored: storedMap });
    // Only for a day of the plan: a request for another date is refused and must change nothing.
    const toFix = days
      .filter((d) => dates.includes(until) && !isChangeable(d.date, now))
      .flatMap((d) =>
        d.slots
          .filter((s) => s.mealId !== null && !storedMap.get(d.date)?.has(slotKey(s)))
          .map((s) => ({ date: d.date, slot_type: s.slot_type, slot: s.slot, meal_id: s.mealId! })),
      );
    if (toFix.length > 0) {
      // Under the plan's lock, so a customer's save at the cutoff and this fix never interleave.
      await db.transaction().execute(async (trx) => {
        await createPlansRepo(trx).lockPlan(plan.user_id, plan.id);
        await createMealsRepo(trx).fixKitchenPicks(plan.id, toFix);
      });
      storedMap = storedByDay(await repo.storedPicks(plan.id));
      days = planPicks({ ...input, stored: storedMap });
    }
    return { days, dates, frozen, menu, prefs };
  }

  /** The answer for a day of the customer's plan, from one read of it (MealsRepo.planDay). */
  async function dayWire(userId: number, purchaseId: number, date: string, lang: LangId, now: Date): Promise<DayWire> {
    // Both cached until the next write (db/read-cache.ts); an unknown plan is not kept.
    const read = await readCache(db).read(
      `plan-day:${userId}:${purchaseId}:${date}`,
      () => createMealsRepo(db).planDay(userId, purchaseId, date),
      (found) => found !== undefined,
    );
    if (!read) throw notFound();
    const { plan } = read;
    const { days, dates, frozen, menu, prefs } = await picksUntil(plan, date, now, undefined, read);
    if (!dates.includes(date)) throw notADay();
    const day: PlanDayPicks | undefined = frozen.has(date) ? undefined : days.find((d) => d.date === date);
    return toDayWire({
      plan,
      date,
      status: dayStatus(date, frozen.has(date), now),
      slots: day?.slots ?? [],
      menu: menu.byId,
      grams: menu.proteinGrams,
      ratings: new Map(read.rated.map((r) => [r.meal_id, r])),
      prefs,
      lang,
    });
  }

  /** Runs `change` once per key under the plan's lock; a repeat of the key answers without changing anything. */
  async function underPlanLock(
    userId: number,
    purchaseId: number,
    key: string,
    kind: "picks" | "rating",
    request: string,
    change: (trx: Db, plan: Plan) => Promise<void>,
  ): Promise<Plan> {
    return db.transaction().execute(async (trx) => {
      const plan = await createPlansRepo(trx).lockPlan(userId, purchaseId);
      if (!plan) throw notFound();
      const repo = createMealsRepo(trx);
      const seen = await repo.findChange(userId, key);
      if (seen) {
        if (seen.kind !== kind || seen.request !== request) throw reused();
        return plan;
      }
      await change(trx, plan);
      await repo.recordChange(userId, key, kind, request);
      return plan;
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
      const plan = await underPlanLock(c.userId, c.purchaseId, c.key, "picks", request, async (trx, plan) => {
        const frozen = new Set(await createPlansRepo(trx).frozenDays(plan.id));
        const { dates } = planCalendar(plan.start_date, plan.days, frozen);
        if (!dates.includes(c.date)) throw notADay();
        if (frozen.has(c.date)) throw new ApiError(409, "day_frozen", "This day is frozen: resume it to pick its dishes.", "date");
        if (!isChangeable(c.date, now)) throw pastCutoff();
        const menu = await menuOf(createMealsRepo(trx), plan.package_id);
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
        await createMealsRepo(trx).setCustomerPicks(
          plan.id,
          c.date,
          slots.map((s) => ({ slot_type: s.slot_type, slot: s.slot, meal_id: c.picks[s.slot_type][next[s.slot_type]++]! })),
        );
      });
      return dayWire(c.userId, plan.id, c.date, c.lang, now);
    },

    preferences(userId: number): Promise<Preferences> {
      return createMealsRepo(db).preferences(userId);
    },

    async savePreferences(c: { userId: number; proteins: string[]; allergens: string[]; key: string }): Promise<Preferences> {
      const proteins = PROTEINS.filter((p) => c.proteins.includes(p));
      const allergens = ALLERGENS.filter((a) => c.allergens.includes(a));
      const request = JSON.stringify([proteins, allergens]);
      await db.transaction().execute(async (trx) => {
        const repo = createMealsRepo(trx);
        await repo.lockUser(c.userId);
        const seen = await repo.findChange(c.userId, c.key);
        if (seen) {
          if (seen.kind !== "preferences" || seen.request !== request) throw reused();
          return;
        }
        await repo.savePreferences(c.userId, proteins, allergens);
        await repo.recordChange(c.userId, c.key, "preferences", request);
      });
      return createMealsRepo(db).preferences(c.userId);
    },

    async rate(c: {
      userId: number;
      purchaseId: number;
      date: string;
      mealId: number;
      stars: number;
      comment: string | null;
      key: string;
    }): Promise<RatingWire> {
      const now = clock();
      // The day's dishes are known (and fixed, being past the cutoff) before the change's lock.
      const found = await createMealsRepo(db).findPlan(c.userId, c.purchaseId);
      if (!found) throw notFound();
      const request = JSON.stringify([c.purchaseId, c.date, c.mealId, c.stars, c.comment]);
      const seen = await createMealsRepo(db).findChange(c.userId, c.key);
      if (!seen) {
        // The day first (no write for a day that cannot be rated), then its dishes.
        const frozenBefore = new Set(await createPlansRepo(db).frozenDays(found.id));
        if (!planCalendar(found.start_date, found.days, frozenBefore).dates.includes(c.date)) throw notADay();
        if (frozenBefore.has(c.date) || c.date >= kuwaitToday(now)) throw notDelivered();
      }
      const { days, dates, frozen } = await picksUntil(found, c.date, now);
      await underPlanLock(c.userId, c.purchaseId, c.key, "rating", request, async (trx, plan) => {
        if (!dates.includes(c.date)) throw notADay();
        if (frozen.has(c.date) || c.date >= kuwaitToday(now)) throw notDelivered();
        const served = days.find((d) => d.date === c.date)?.slots.some((s) => s.mealId === c.mealId);
        if (!served) throw new ApiError(400, "meal_not_delivered", "This dish was not delivered that day.", "meal_id");
        await createMealsRepo(trx).rate({
          userId: c.userId,
          purchaseId: plan.id,
          date: c.date,
          mealId: c.mealId,
          stars: c.stars,
          comment: c.comment,
        });
      });
      const row = (await createMealsRepo(db).ratingsOfDay(c.purchaseId, c.date)).find((r) => r.meal_id === c.mealId);
      return { purchase_id: c.purchaseId, date: c.date, meal_id: c.mealId, stars: row?.stars ?? c.stars, comment: row?.comment ?? null };
    },

    /** The plans that deliver on `date` (not frozen), with that day's picks. */
    async deliveriesOn(date: string) {
      const now = clock();
      const repo = createMealsRepo(db);
      const ratings = await repo.ratings();
      const out: { plan: Plan; addressId: number; slots: { mealId: number | null }[] }[] = [];
      for (const plan of await repo.plansOn(date)) {
        const { days, frozen } = await picksUntil(plan, date, now, { ratings });
        const day = days.find((d) => d.date === date);
        if (!day || frozen.has(date)) continue;
        const dayAddress = (await createPlansRepo(db).dayAddresses(plan.id)).get(date);
        out.push({ plan, addressId: dayAddress ?? plan.delivery_address_id, slots: day.slots });
      }
      return out;
    },

    menuOf: (packageId: number) => menuOf(createMealsRepo(db), packageId),
  };
}

export type MealsService = ReturnType<typeof createMealsService>;

export { MIN_RATINGS };
