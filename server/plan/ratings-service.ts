// Ratings of delivered dishes (docs/product-rules.md "Meal picks, nutrition and ratings"): a dish
// of a day already delivered, one to five stars and a comment, one transaction under the plan's
// lock and an idempotency key.
import { ApiError } from "../http/errors.ts";
import { kuwaitToday, planCalendar } from "../../rules/order-dates.ts";
import { createMealChangesRepo } from "../repos/meal-changes-repo.ts";
import { createPicksRepo } from "../repos/picks-repo.ts";
import { createPlansRepo } from "../repos/plans-repo.ts";
import { createRatingsRepo } from "../repos/ratings-repo.ts";
import { notADay, notFound, type DayPicks } from "./day-picks.ts";
import type { RatingWire } from "./day-wire.ts";

const notDelivered = () => new ApiError(409, "not_delivered", "Only the dishes of a day already delivered can be rated.", "date");

export function createRatingsService(picks: DayPicks) {
  const { db, clock } = picks;
  return {
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
      const found = await createPicksRepo(db).findPlan(c.userId, c.purchaseId);
      if (!found) throw notFound();
      const request = JSON.stringify([c.purchaseId, c.date, c.mealId, c.stars, c.comment]);
      const seen = await createMealChangesRepo(db).findChange(c.userId, c.key);
      if (!seen) {
        // The day first (no write for a day that cannot be rated), then its dishes.
        const frozenBefore = new Set(await createPlansRepo(db).frozenDays(found.id));
        if (!planCalendar(found.start_date, found.days, frozenBefore).dates.includes(c.date)) throw notADay();
        if (frozenBefore.has(c.date) || c.date >= kuwaitToday(now)) throw notDelivered();
      }
      const { days, dates, frozen } = await picks.picksUntil(found, c.date, now);
      await picks.underPlanLock(c.userId, c.purchaseId, c.key, "rating", request, async (trx, plan) => {
        if (!dates.includes(c.date)) throw notADay();
        if (frozen.has(c.date) || c.date >= kuwaitToday(now)) throw notDelivered();
        const served = days.find((d) => d.date === c.date)?.slots.some((s) => s.mealId === c.mealId);
        if (!served) throw new ApiError(400, "meal_not_delivered", "This dish was not delivered that day.", "meal_id");
        await createRatingsRepo(trx).rate({
          userId: c.userId,
          purchaseId: plan.id,
          date: c.date,
          mealId: c.mealId,
          stars: c.stars,
          comment: c.comment,
        });
      });
      const row = (await createRatingsRepo(db).ratingsOfDay(c.purchaseId, c.date)).find((r) => r.meal_id === c.mealId);
      return { purchase_id: c.purchaseId, date: c.date, meal_id: c.mealId, stars: row?.stars ?? c.stars, comment: row?.comment ?? null };
    },
  };
}

export type RatingsService = ReturnType<typeof createRatingsService>;
