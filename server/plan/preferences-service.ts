// A customer's dislikes and allergens (docs/product-rules.md "Dislikes and allergens"): the kitchen's
// picks avoid them. A save is one transaction that locks the customer's row and records its
// idempotency key (a repeat changes nothing and answers the preferences as they are).
import type { Db } from "../db/client.ts";
import { ALLERGENS, PROTEINS } from "../../rules/dish-facts.ts";
import { createMealChangesRepo } from "../repos/meal-changes-repo.ts";
import { createPreferencesRepo } from "../repos/preferences-repo.ts";
import { reused, type Preferences } from "./day-picks.ts";

export function createPreferencesService(options: { db: Db }) {
  const { db } = options;
  return {
    preferences(userId: number): Promise<Preferences> {
      return createPreferencesRepo(db).preferences(userId);
    },

    async savePreferences(c: { userId: number; proteins: string[]; allergens: string[]; key: string }): Promise<Preferences> {
      const proteins = PROTEINS.filter((p) => c.proteins.includes(p));
      const allergens = ALLERGENS.filter((a) => c.allergens.includes(a));
      const request = JSON.stringify([proteins, allergens]);
      await db.transaction().execute(async (trx) => {
        const repo = createPreferencesRepo(trx);
        const changes = createMealChangesRepo(trx);
        await repo.lockUser(c.userId);
        const seen = await changes.findChange(c.userId, c.key);
        if (seen) {
          if (seen.kind !== "preferences" || seen.request !== request) throw reused();
          return;
        }
        await repo.savePreferences(c.userId, proteins, allergens);
        await changes.recordChange(c.userId, c.key, "preferences", request);
      });
      return createPreferencesRepo(db).preferences(c.userId);
    },
  };
}

export type PreferencesService = ReturnType<typeof createPreferencesService>;
