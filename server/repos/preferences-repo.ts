// A customer's dislikes (proteins) and allergens (migration 008). The only place their SQL is written.
import { sql } from "kysely";
import type { Db } from "../db/client.ts";

export function createPreferencesRepo(db: Db) {
  return {
    async preferences(userId: number): Promise<{ proteins: string[]; allergens: string[] }> {
      const row = await db
        .selectFrom("customer_preferences")
        .select(["proteins", "allergens"])
        .where("user_id", "=", userId)
        .executeTakeFirst();
      return row ?? { proteins: [], allergens: [] };
    },

    async savePreferences(userId: number, proteins: string[], allergens: string[]): Promise<void> {
      await db
        .insertInto("customer_preferences")
        .values({ user_id: userId, proteins, allergens })
        .onConflict((oc) => oc.column("user_id").doUpdateSet({ proteins, allergens, updated_at: sql`now()` }))
        .execute();
    },

    /** Serialises the changes of one customer's preferences (the user row FOR UPDATE). */
    async lockUser(userId: number): Promise<void> {
      await db.selectFrom("users").select("id").where("id", "=", userId).forUpdate().executeTakeFirstOrThrow();
    },
  };
}

export type PreferencesRepo = ReturnType<typeof createPreferencesRepo>;
