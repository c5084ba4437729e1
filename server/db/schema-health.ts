// Kysely's view of the health profile and portion tables (migration 016; README.md "Health profile
// and portions").
import type { Generated } from "kysely";
import type { ActivityLevel, Gender, Goal } from "../../rules/calorie-math.ts";

export interface HealthProfilesTable {
  user_id: number;
  gender: Gender;
  /** YYYY-MM-DD. */
  birthday: string;
  height_cm: number;
  activity_level: ActivityLevel;
  goal: Goal;
  target_weight_kg: number | null;
  updated_at: Generated<Date>;
}

/** At most one weight a day per account. */
export interface HealthWeightsTable {
  user_id: number;
  date: string;
  weight_kg: number;
  updated_at: Generated<Date>;
}

/** A plan's portions per meal until a day has its own. */
export interface PlanPortionsTable {
  purchase_id: number;
  protein_grams: number;
  carb_grams: number;
}

/** A day's own portions per meal. */
export interface PlanDayPortionsTable {
  purchase_id: number;
  date: string;
  protein_grams: number;
  carb_grams: number;
}
