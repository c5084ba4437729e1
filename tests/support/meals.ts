// Server-test helpers for My meals and the kitchen: the operator's token (a session of the seeded
// operator account, made directly), a day's picks as a client reads them, and the dishes of a
// package's menu served on a weekday.
import { hashToken, newToken, SESSION_TTL_MS } from "../../server/auth/tokens.ts";
import { OPERATOR_EMAIL } from "../../server/db/seed/customers.ts";
import { weekdayOf } from "../../rules/order-dates.ts";
import { createSessionsRepo } from "../../server/repos/sessions-repo.ts";
import type { TestApp } from "./test-app.ts";

export type SlotWire = {
  slot_type: "meal" | "snack" | "soup";
  slot: number;
  meal_id: number | null;
  meal_type_id: number | null;
  meal_name: string | null;
  protein: string | null;
  allergens: string[];
  ingredients: string | null;
  calories: number | null;
  chosen_by: "customer" | "kitchen";
  avoided: boolean;
  rating: { stars: number; comment: string | null } | null;
};
export type DayPicks = {
  purchase_id: number;
  date: string;
  status: string;
  cutoff_at: string;
  changeable: boolean;
  portion_grams: number;
  slots: SlotWire[];
  totals: { kcal: number; protein: number; carbs: number; fat: number };
};

/** A fresh session of the seeded operator account. */
export async function operatorToken(t: TestApp): Promise<string> {
  const operator = await t.db.selectFrom("users").select("id").where("email", "=", OPERATOR_EMAIL).executeTakeFirstOrThrow();
  const token = newToken();
  await createSessionsRepo(t.db).create({
    userId: operator.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
    deviceName: "kitchen",
    deviceId: "kitchen",
  });
  return token;
}

/** Ids of the package's dishes of `mealTypes` served on `date`'s weekday, in id order. */
export async function dishesOn(t: TestApp, packageId: number, date: string, mealTypes: number[]): Promise<number[]> {
  const rows = await t.db
    .selectFrom("meals")
    .innerJoin("meal_packages", "meal_packages.meal_id", "meals.id")
    .select(["meals.id", "meals.days"])
    .where("meal_packages.package_id", "=", packageId)
    .where("meals.meal_type_id", "in", mealTypes)
    .orderBy("meals.id")
    .execute();
  return rows.filter((r) => r.days.includes(weekdayOf(date))).map((r) => r.id);
}
