// The health profile and the weight log (migration 016; README.md "Health profile and portions").
// The only place their SQL is written.
import type { Insertable } from "kysely";
import type { Db } from "../db/client.ts";
import type { HealthProfilesTable } from "../db/schema.ts";

export function createHealthRepo(db: Db) {
  return {
    profile(userId: number) {
      return db.selectFrom("health_profiles").selectAll().where("user_id", "=", userId).executeTakeFirst();
    },

    /** Oldest first. */
    weights(userId: number) {
      return db.selectFrom("health_weights").select(["date", "weight_kg"]).where("user_id", "=", userId).orderBy("date").execute();
    },

    async saveProfile(row: Omit<Insertable<HealthProfilesTable>, "updated_at">): Promise<void> {
      const { user_id: _userId, ...set } = row;
      await db
        .insertInto("health_profiles")
        .values(row)
        .onConflict((oc) => oc.column("user_id").doUpdateSet({ ...set, updated_at: new Date() }))
        .execute();
    },

    async saveWeight(userId: number, date: string, weightKg: number): Promise<void> {
      await db
        .insertInto("health_weights")
        .values({ user_id: userId, date, weight_kg: weightKg })
        .onConflict((oc) => oc.columns(["user_id", "date"]).doUpdateSet({ weight_kg: weightKg, updated_at: new Date() }))
        .execute();
    },

    async deleteWeight(userId: number, date: string): Promise<void> {
      await db.deleteFrom("health_weights").where("user_id", "=", userId).where("date", "=", date).execute();
    },
  };
}

export type HealthRepo = ReturnType<typeof createHealthRepo>;
