// A plan's day picks (migration 008): the package's menu as the picks read it, a plan's stored
// picks (the customer's, or the kitchen's fixed at the cutoff) and the one read a day's answer needs.
// The only place their SQL is written.
import { jsonArrayFrom, jsonObjectFrom } from "kysely/helpers/postgres";
import type { Db } from "../db/client.ts";
import type { ChosenBy, SlotType } from "../db/schema.ts";
import type { DishNutrition } from "../../rules/portion.ts";

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


export function createPicksRepo(db: Db) {
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
  };
}

export type PicksRepo = ReturnType<typeof createPicksRepo>;
