// Kysely's view of the meal-pick tables (migration 008).
import type { Generated } from "kysely";

export type SlotType = "meal" | "snack" | "soup";
export type ChosenBy = "customer" | "kitchen";

/** The customer's proteins and allergens to avoid. */
export interface CustomerPreferencesTable {
  user_id: number;
  proteins: string[];
  allergens: string[];
  updated_at: Generated<Date>;
}

/** One slot of a delivery day: the customer's pick, or the kitchen's, fixed at the cutoff. */
export interface DayPicksTable {
  purchase_id: number;
  date: string;
  slot_type: SlotType;
  slot: number;
  meal_id: number;
  chosen_by: ChosenBy;
  created_at: Generated<Date>;
}

/** A customer's rating of a dish delivered on a day (one per dish and day, changeable). */
export interface MealRatingsTable {
  id: Generated<number>;
  user_id: number;
  purchase_id: number;
  date: string;
  meal_id: number;
  stars: number;
  comment: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export type MealChangeKind = "picks" | "preferences" | "rating" | "portions" | "health";

/** A change under its idempotency key, recorded once. */
export interface MealChangesTable {
  id: Generated<number>;
  user_id: number;
  idempotency_key: string;
  kind: MealChangeKind;
  request: string;
  created_at: Generated<Date>;
}
