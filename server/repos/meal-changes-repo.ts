// The changes of My meals made under idempotency keys (migration 008: picks, ratings, preferences):
// a repeat of a key answers without changing anything. The only place their SQL is written.
import type { Db } from "../db/client.ts";
import type { MealChangeKind } from "../db/schema.ts";

export function createMealChangesRepo(db: Db) {
  return {
    findChange(userId: number, key: string) {
      return db
        .selectFrom("meal_changes")
        .select(["kind", "request"])
        .where("user_id", "=", userId)
        .where("idempotency_key", "=", key)
        .executeTakeFirst();
    },

    async recordChange(userId: number, key: string, kind: MealChangeKind, request: string): Promise<void> {
      await db.insertInto("meal_changes").values({ user_id: userId, idempotency_key: key, kind, request }).execute();
    },
  };
}

export type MealChangesRepo = ReturnType<typeof createMealChangesRepo>;
