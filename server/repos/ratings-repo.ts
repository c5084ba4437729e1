// Ratings of delivered dishes (migration 008): each dish's average and count, a day's ratings, a
// rating's upsert. The only place their SQL is written.
import { sql } from "kysely";
import type { Db } from "../db/client.ts";

export function createRatingsRepo(db: Db) {
  return {
    /** Average stars and count of every rated dish. */
    async ratings(): Promise<Map<number, { average: number; count: number }>> {
      const rows = await db
        .selectFrom("meal_ratings")
        .select(["meal_id", sql<number>`avg(stars)::float8`.as("average"), sql<number>`count(*)::int`.as("count")])
        .groupBy("meal_id")
        .execute();
      return new Map(rows.map((r) => [r.meal_id, { average: Number(r.average), count: Number(r.count) }]));
    },

    ratingsOfDay(purchaseId: number, date: string) {
      return db
        .selectFrom("meal_ratings")
        .select(["meal_id", "stars", "comment"])
        .where("purchase_id", "=", purchaseId)
        .where("date", "=", date)
        .execute();
    },

    async rate(r: {
      userId: number;
      purchaseId: number;
      date: string;
      mealId: number;
      stars: number;
      comment: string | null;
    }): Promise<void> {
      await db
        .insertInto("meal_ratings")
        .values({ user_id: r.userId, purchase_id: r.purchaseId, date: r.date, meal_id: r.mealId, stars: r.stars, comment: r.comment })
        .onConflict((oc) =>
          oc.columns(["purchase_id", "date", "meal_id"]).doUpdateSet({ stars: r.stars, comment: r.comment, updated_at: sql`now()` }),
        )
        .execute();
    },
  };
}

export type RatingsRepo = ReturnType<typeof createRatingsRepo>;
