// A plan's portions per meal (migration 016; README.md "Health profile and portions"): the plan's
// default and each day's own. The only place their SQL is written.
import type { Db } from "../db/client.ts";
import type { Portions } from "../../rules/portion-ladders.ts";

export type StoredPortions = { default: Portions | undefined; days: Map<string, Portions> };

export function createPortionsRepo(db: Db) {
  return {
    /** The plans' stored portions, by plan id (a plan with none is absent). */
    async portionsOf(purchaseIds: readonly number[]): Promise<Map<number, StoredPortions>> {
      const out = new Map<number, StoredPortions>();
      if (purchaseIds.length === 0) return out;
      const [defaults, days] = await Promise.all([
        db.selectFrom("plan_portions").selectAll().where("purchase_id", "in", purchaseIds).execute(),
        db.selectFrom("plan_day_portions").selectAll().where("purchase_id", "in", purchaseIds).orderBy("date").execute(),
      ]);
      const of = (id: number) => out.get(id) ?? out.set(id, { default: undefined, days: new Map() }).get(id)!;
      for (const d of defaults) of(d.purchase_id).default = { protein: d.protein_grams, carbs: d.carb_grams };
      for (const d of days) of(d.purchase_id).days.set(d.date, { protein: d.protein_grams, carbs: d.carb_grams });
      return out;
    },

    async setDefault(purchaseId: number, p: Portions): Promise<void> {
      await db
        .insertInto("plan_portions")
        .values({ purchase_id: purchaseId, protein_grams: p.protein, carb_grams: p.carbs })
        .onConflict((oc) => oc.column("purchase_id").doUpdateSet({ protein_grams: p.protein, carb_grams: p.carbs }))
        .execute();
    },

    /** Gives each of `dates` the portions `p` unless it has its own. */
    async keepDays(purchaseId: number, dates: readonly string[], p: Portions): Promise<void> {
      if (dates.length === 0) return;
      await db
        .insertInto("plan_day_portions")
        .values(dates.map((date) => ({ purchase_id: purchaseId, date, protein_grams: p.protein, carb_grams: p.carbs })))
        .onConflict((oc) => oc.columns(["purchase_id", "date"]).doNothing())
        .execute();
    },

    async setDay(purchaseId: number, date: string, p: Portions): Promise<void> {
      await db
        .insertInto("plan_day_portions")
        .values({ purchase_id: purchaseId, date, protein_grams: p.protein, carb_grams: p.carbs })
        .onConflict((oc) => oc.columns(["purchase_id", "date"]).doUpdateSet({ protein_grams: p.protein, carb_grams: p.carbs }))
        .execute();
    },
  };
}

export type PortionsRepo = ReturnType<typeof createPortionsRepo>;

/** The customer's paid plan's package, or undefined. */
export function planPackage(db: Db, userId: number, purchaseId: number) {
  return db
    .selectFrom("purchases")
    .select(["id", "package_id"])
    .where("id", "=", purchaseId)
    .where("user_id", "=", userId)
    .where("status", "=", "paid")
    .executeTakeFirst();
}
