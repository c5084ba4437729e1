// Server-test helpers for My meals and the kitchen: a file's app on a clock the test moves, the
// operator's token (a session of the seeded operator account, made directly), a day's picks as a
// client reads them, the dishes of a package's menu served on a weekday, and the My meals calls of
// a plan holder.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { hashToken, newToken, SESSION_TTL_MS } from "../../server/auth/tokens.ts";
import { OPERATOR_EMAIL } from "../../server/db/seed/customers.ts";
import { weekdayOf } from "../../rules/order-dates.ts";
import { createSessionsRepo } from "../../server/repos/sessions-repo.ts";
import type { Macros } from "../../rules/portion.ts";
import type { DayWire } from "../../contract/day-picks.ts";
import type { WireMeal } from "./catalog-wire.ts";
import { TEST_NOW, TEST_PAYMENT_SECRET } from "./orders.ts";
import { callPlan, type PlanHolder } from "./plans.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

/** A day's picks as a client reads them: the contract's types (contract/day-picks.ts). */
export type { DayWire as DayPicks, SlotWire } from "../../contract/day-picks.ts";

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

/** Each dish of a package's menu (every meal type) with its kcal and macros for the package, as /meallist answers them. */
export async function menuNutrition(t: TestApp, packageId: number): Promise<Map<number, Macros>> {
  const menu = new Map<number, Macros>();
  for (const mealtype_id of ["1", "2", "3", "11"]) {
    const res = await t.postForm("/api/meallist", { lang_id: "1", package_id: String(packageId), mealtype_id });
    const { data } = (await res.json()) as { data: WireMeal[] };
    for (const m of data) {
      const { calory, protein, carbs, fat } = m.default_nutrition_list_array;
      menu.set(m.meal_id, { kcal: calory, protein, carbs, fat });
    }
  }
  return menu;
}

/** A Tuesday of the test plan (tests/support/orders.ts FIRST_START); its cutoff is Sunday 7 June, 23:59 in Kuwait. */
export const PICK_DAY = "2026-06-09";

/** The My meals calls of a plan holder, on `t`, and reads of what they stored. */
export function mealsCalls(t: TestApp) {
  const key = () => randomUUID();
  return {
    key,
    day: (c: PlanHolder, date = PICK_DAY, lang = "1") =>
      callPlan<DayWire>(t, c.token, "daypicks", { purchase_id: String(c.purchaseId), date, lang_id: lang }),
    save: (c: PlanHolder, f: { meals: number[]; snacks: number[]; soups?: number[]; date?: string }, idempotency_key = key()) =>
      callPlan<DayWire>(t, c.token, "savedaypicks", {
        purchase_id: String(c.purchaseId),
        date: f.date ?? PICK_DAY,
        meals: f.meals.join(","),
        snacks: f.snacks.join(","),
        soups: (f.soups ?? []).join(","),
        idempotency_key,
      }),
    prefs: (c: PlanHolder, proteins: string, allergens: string, idempotency_key = key()) =>
      callPlan<{ proteins: string[]; allergens: string[] }>(t, c.token, "savepreferences", { proteins, allergens, idempotency_key }),
    rate: (c: PlanHolder, f: { date: string; meal_id: number; stars: string; comment?: string }, idempotency_key = key()) =>
      callPlan<{ stars: number; comment: string | null }>(t, c.token, "ratemeal", {
        purchase_id: String(c.purchaseId),
        ...f,
        meal_id: String(f.meal_id),
        idempotency_key,
      }),
    /** The picks stored for a day, as rows. */
    stored: (purchaseId: number, date = PICK_DAY) =>
      t.db
        .selectFrom("day_picks")
        .select(["slot_type", "slot", "meal_id", "chosen_by"])
        .where("purchase_id", "=", purchaseId)
        .where("date", "=", date)
        .orderBy("slot_type")
        .orderBy("slot")
        .execute(),
    /** Two main dishes and three snacks served on `date` (the test plan's counts). */
    validPicks: async (date = PICK_DAY) => {
      const mains = await dishesOn(t, 24, date, [1, 2]);
      const snacks = await dishesOn(t, 24, date, [3]);
      return { meals: mains.slice(0, 2), snacks: snacks.slice(0, 3) };
    },
  };
}

/** A test file's app for My meals: built once for the file, its clock `now` (back on TEST_NOW before each test). */
export type MealsTestApp = { readonly t: TestApp; readonly m: ReturnType<typeof mealsCalls>; now: Date };

/** Builds the file's app (no catalog answer cache: ratings show at once) and closes it after the file. */
export function mealsTestApp(): MealsTestApp {
  let built: { t: TestApp; m: ReturnType<typeof mealsCalls> } | undefined;
  const ready = () => {
    if (!built) throw new Error("mealsTestApp: the app is built in beforeAll");
    return built;
  };
  const app: MealsTestApp = {
    get t() {
      return ready().t;
    },
    get m() {
      return ready().m;
    },
    now: TEST_NOW,
  };
  beforeAll(async () => {
    const t = await createTestApp({ clock: () => app.now, paymentSecret: TEST_PAYMENT_SECRET, catalog: { answerTtlMs: 0 } });
    built = { t, m: mealsCalls(t) };
  });
  afterAll(() => built?.t.close());
  beforeEach(() => {
    app.now = TEST_NOW;
  });
  return app;
}
