// What My meals' services share (docs/product-rules.md "Meal picks, nutrition and ratings"): a
// plan's picks up to a date, with the kitchen's picks of days past their cutoff stored (fixed)
// first; the lock and idempotency key every change of a plan runs under; a package's menu; and the
// refusals they have in common.
//
// The kitchen's picks are fixed at the cutoff by storing them (chosen_by "kitchen") the first time
// a day past its cutoff is read (by the customer, a rating or the kitchen's lists). Computing them
// again instead would not give the same dishes: ratings and the customer's dislikes keep changing
// after the cutoff, and the dishes the kitchen cooks and the customer was shown must not. Stored,
// they are also what later days' "no dish twice in three days" rule sees.
import type { Selectable } from "kysely";
import type { Db } from "../db/client.ts";
import { readCache } from "../db/read-cache.ts";
import type { PurchasesTable } from "../db/schema.ts";
import { ApiError } from "../http/errors.ts";
import { planCalendar } from "../../rules/order-dates.ts";
import { isChangeable } from "../../rules/plan-calendar.ts";
import { createMealChangesRepo } from "../repos/meal-changes-repo.ts";
import { createPicksRepo, type StoredPick } from "../repos/picks-repo.ts";
import { createPlansRepo } from "../repos/plans-repo.ts";
import { createPreferencesRepo } from "../repos/preferences-repo.ts";
import { createRatingsRepo } from "../repos/ratings-repo.ts";
import { planPicks, storedByDay, slotKey, type Rating } from "./kitchen.ts";
import { createPackageMenus } from "./package-menu.ts";

export type Plan = Selectable<PurchasesTable>;

export type Preferences = { proteins: string[]; allergens: string[] };

export const notFound = () => new ApiError(404, "purchase_not_found", "No paid plan of yours has this id.", "purchase_id");
export const notADay = (field = "date") => new ApiError(400, "not_a_delivery_day", "This date is not a delivery day of this plan.", field);
export const reused = () => new ApiError(409, "idempotency_key_reused", "This idempotency_key belongs to a different change.", "idempotency_key");

export type DayPicksOptions = { db: Db; clock?: () => Date };

export function createDayPicks(options: DayPicksOptions) {
  const { db } = options;
  const clock = options.clock ?? (() => new Date());
  const menus = createPackageMenus();
  const menuOf = (packageId: number, on: Db = db) => menus(createPicksRepo(on), packageId);

  /**
   * The plan's picks up to `until`, with the kitchen's picks of days past their cutoff stored
   * (fixed) first. `shared` lets the kitchen's lists read the ratings once for every plan;
   * `loaded` is the plan's frozen days, the customer's preferences and the stored picks when the
   * caller has read them already (PicksRepo.planDay).
   */
  async function picksUntil(
    plan: Plan,
    until: string,
    now: Date,
    shared?: { ratings: Map<number, Rating> },
    loaded?: { frozen: string[]; prefs: Preferences; stored: StoredPick[] },
  ) {
    const repo = createPicksRepo(db);
    const [frozenList, menu, ratings, prefs, stored] = await Promise.all([
      loaded ? loaded.frozen : createPlansRepo(db).frozenDays(plan.id),
      menuOf(plan.package_id),
      shared ? Promise.resolve(shared.ratings) : readCache(db).read("ratings", () => createRatingsRepo(db).ratings()),
      loaded ? loaded.prefs : createPreferencesRepo(db).preferences(plan.user_id),
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
        await createPicksRepo(trx).fixKitchenPicks(plan.id, toFix);
      });
      storedMap = storedByDay(await repo.storedPicks(plan.id));
      days = planPicks({ ...input, stored: storedMap });
    }
    return { days, dates, frozen, menu, prefs };
  }

  /** Runs `change` once per key under the plan's lock; a repeat of the key answers without changing anything. */
  async function underPlanLock(
    userId: number,
    purchaseId: number,
    key: string,
    kind: "picks" | "rating" | "portions",
    request: string,
    change: (trx: Db, plan: Plan) => Promise<void>,
  ): Promise<Plan> {
    return db.transaction().execute(async (trx) => {
      const plan = await createPlansRepo(trx).lockPlan(userId, purchaseId);
      if (!plan) throw notFound();
      const changes = createMealChangesRepo(trx);
      const seen = await changes.findChange(userId, key);
      if (seen) {
        if (seen.kind !== kind || seen.request !== request) throw reused();
        return plan;
      }
      await change(trx, plan);
      await changes.recordChange(userId, key, kind, request);
      return plan;
    });
  }

  return { db, clock, menuOf, picksUntil, underPlanLock };
}

export type DayPicks = ReturnType<typeof createDayPicks>;
