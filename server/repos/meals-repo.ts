// My meals (migration 008): the package's menu as the picks read it, a plan's stored picks, the
// customer's dislikes and allergens, ratings, the changes made under idempotency keys, and what
// the kitchen's /ops lists read. The only place their SQL is written.
import { sql } from "kysely";
import { jsonArrayFrom, jsonObjectFrom } from "kysely/helpers/postgres";
import type { Db } from "../db/client.ts";
import type { ChosenBy, MealChangeKind, SlotType } from "../db/schema.ts";
import type { DishNutrition } from "../lib/portion.ts";

export type MenuRow = {
  id: number;
  meal_type_id: number;
  name_en: string;
  name_ar: string;
  protein_tag_id: number;
  days: number[];
  allergens: string[];
  ingredients_en: string | null;
  ingredients_ar: string | null;
} & DishNutrition;

export type StoredPick = { date: string; slot_type: SlotType; slot: number; meal_id: number; chosen_by: ChosenBy };

export function createMealsRepo(db: Db) {
  return {
    /** The dishes of a package's menu (every meal type). */
    menu(packageId: number): Promise<MenuRow[]> {
      return db
        .selectFrom("meals")
        .innerJoin("meal_packages", "meal_packages.meal_id", "meals.id")
        .select([
          "meals.id",
          "meals.meal_type_id",
          "meals.name_en",
          "meals.name_ar",
          "meals.protein_tag_id",
          "meals.days",
          "meals.allergens",
          "meals.ingredients_en",
          "meals.ingredients_ar",
          "meals.small_grams",
          "meals.small_calories",
          "meals.large_grams",
          "meals.large_calories",
          "meals.protein_g",
          "meals.carbs_g",
          "meals.fat_g",
        ])
        .where("meal_packages.package_id", "=", packageId)
        .orderBy("meals.id")
        .execute();
    },

    /** The customer's paid purchase (not locked: reads). */
    findPlan(userId: number, purchaseId: number) {
      return db
        .selectFrom("purchases")
        .selectAll()
        .where("id", "=", purchaseId)
        .where("user_id", "=", userId)
        .where("status", "=", "paid")
        .executeTakeFirst();
    },

    /**
     * A day of the customer's paid purchase as a read needs it, in one statement: the purchase
     * (not locked), its frozen days, the customer's dislikes and allergens, the plan's stored
     * picks and the ratings given for `date`.
     */
    async planDay(userId: number, purchaseId: number, date: string) {
      const row = await db
        .selectFrom("purchases")
        .selectAll("purchases")
        .select((eb) => [
          jsonArrayFrom(eb.selectFrom("plan_frozen_days").select("plan_frozen_days.date").whereRef("plan_frozen_days.purchase_id", "=", "purchases.id")).as(
            "frozen_rows",
          ),
          jsonObjectFrom(
            eb
              .selectFrom("customer_preferences")
              .select(["customer_preferences.proteins", "customer_preferences.allergens"])
              .whereRef("customer_preferences.user_id", "=", "purchases.user_id"),
          ).as("prefs"),
          jsonArrayFrom(
            eb
              .selectFrom("day_picks")
              .select(["day_picks.date", "day_picks.slot_type", "day_picks.slot", "day_picks.meal_id", "day_picks.chosen_by"])
              .whereRef("day_picks.purchase_id", "=", "purchases.id"),
          ).as("stored"),
          jsonArrayFrom(
            eb
              .selectFrom("meal_ratings")
              .select(["meal_ratings.meal_id", "meal_ratings.stars", "meal_ratings.comment"])
              .whereRef("meal_ratings.purchase_id", "=", "purchases.id")
              .where("meal_ratings.date", "=", date),
          ).as("rated"),
        ])
        .where("purchases.id", "=", purchaseId)
        .where("purchases.user_id", "=", userId)
        .where("purchases.status", "=", "paid")
        .executeTakeFirst();
      if (!row) return undefined;
      const { frozen_rows, prefs, stored, rated, ...plan } = row;
      return {
        plan,
        frozen: frozen_rows.map((r) => r.date),
        prefs: prefs ?? { proteins: [], allergens: [] },
        stored: stored as StoredPick[],
        rated,
      };
    },

    packageGrams(packageId: number) {
      return db
        .selectFrom("packages")
        .select(["protein_grams", "name_en", "name_ar"])
        .where("id", "=", packageId)
        .executeTakeFirstOrThrow();
    },

    /** Average stars and count of every rated dish. */
    async ratings(): Promise<Map<number, { average: number; count: number }>> {
      const rows = await db
        .selectFrom("meal_ratings")
        .select(["meal_id", sql<number>`avg(stars)::float8`.as("average"), sql<number>`count(*)::int`.as("count")])
        .groupBy("meal_id")
        .execute();
      return new Map(rows.map((r) => [r.meal_id, { average: Number(r.average), count: Number(r.count) }]));
    },

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

    storedPicks(purchaseId: number): Promise<StoredPick[]> {
      return db
        .selectFrom("day_picks")
        .select(["date", "slot_type", "slot", "meal_id", "chosen_by"])
        .where("purchase_id", "=", purchaseId)
        .execute();
    },

    /** Replaces a day's picks with the customer's. */
    async setCustomerPicks(
      purchaseId: number,
      date: string,
      picks: { slot_type: SlotType; slot: number; meal_id: number }[],
    ): Promise<void> {
      await db.deleteFrom("day_picks").where("purchase_id", "=", purchaseId).where("date", "=", date).execute();
      if (picks.length > 0) {
        await db
          .insertInto("day_picks")
          .values(picks.map((p) => ({ purchase_id: purchaseId, date, ...p, chosen_by: "customer" as const })))
          .execute();
      }
    },

    /** Fixes the kitchen's picks of days past their cutoff; a slot already stored stays as it is. */
    async fixKitchenPicks(
      purchaseId: number,
      picks: { date: string; slot_type: SlotType; slot: number; meal_id: number }[],
    ): Promise<void> {
      if (picks.length === 0) return;
      await db
        .insertInto("day_picks")
        .values(picks.map((p) => ({ purchase_id: purchaseId, ...p, chosen_by: "kitchen" as const })))
        .onConflict((oc) => oc.columns(["purchase_id", "date", "slot_type", "slot"]).doNothing())
        .execute();
    },

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

    /** Serialises the changes of one customer's preferences (the user row FOR UPDATE). */
    async lockUser(userId: number): Promise<void> {
      await db.selectFrom("users").select("id").where("id", "=", userId).forUpdate().executeTakeFirstOrThrow();
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

    /** Paid plans whose delivery span holds `date` (the caller checks frozen days and Fridays). */
    plansOn(date: string) {
      return db
        .selectFrom("purchases")
        .selectAll()
        .where("status", "=", "paid")
        .where("start_date", "<=", date)
        .where("end_date", ">=", date)
        .orderBy("id")
        .execute();
    },

    /** Everything the manifest prints about a delivery to `addressId`. */
    manifestFacts(addressIds: number[]) {
      if (addressIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom("addresses")
        .innerJoin("users", "users.id", "addresses.user_id")
        .innerJoin("areas", "areas.id", "addresses.area_id")
        .innerJoin("governorates", "governorates.id", "areas.governorate_id")
        .select([
          "addresses.id",
          "addresses.address_type",
          "addresses.block",
          "addresses.street",
          "addresses.avenue",
          "addresses.house_number",
          "addresses.appartment_number",
          "addresses.floor_no",
          "addresses.flat_no",
          "addresses.company_name",
          "addresses.office_number",
          "addresses.directions",
          "addresses.mobile_number",
          "users.first_name",
          "users.last_name",
          "users.mobile_no",
          "areas.name_en as area_en",
          "areas.name_ar as area_ar",
          "governorates.id as governorate_id",
          "governorates.name_en as governorate_en",
          "governorates.name_ar as governorate_ar",
        ])
        .where("addresses.id", "in", addressIds)
        .execute();
    },

    deliveryNames() {
      return Promise.all([
        db.selectFrom("delivery_times").select(["id", "name_en", "name_ar"]).execute(),
        db.selectFrom("delivery_methods").select(["id", "name_en", "name_ar"]).execute(),
        db.selectFrom("packages").select(["id", "name_en", "name_ar", "protein_grams"]).execute(),
      ]);
    },

    async roleOf(userId: number): Promise<string | undefined> {
      const row = await db.selectFrom("users").select("role").where("id", "=", userId).executeTakeFirst();
      return row?.role;
    },
  };
}

export type MealsRepo = ReturnType<typeof createMealsRepo>;
