// My meals' calls through the real app on a real database, with the server's clock moved by the
// test: a day's picks (the kitchen's until the customer picks, "chosen_by"), saving them (slots as
// the plan's counts, only dishes served that weekday for the package, the cutoff, idempotency),
// dislikes and allergens (the kitchen never sends them), the kitchen's picks fixed at the cutoff,
// the day's totals for the package's portion, ratings (delivered dishes only, one per dish and
// day, changeable) and the menu's average from three ratings up.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { catalog } from "../db/seed/catalog.ts";
import { portionMacros } from "../plan/day-wire.ts";
import { createMealsRepo } from "../repos/meals-repo.ts";
import { bearer } from "../../tests/support/accounts.ts";
import { dishesOn, type DayPicks } from "../../tests/support/meals.ts";
import { FIRST_START, TEST_NOW, TEST_PAYMENT_SECRET } from "../../tests/support/orders.ts";
import { callPlan, planHolder, type PlanHolder } from "../../tests/support/plans.ts";
import { createTestApp, type TestApp } from "../../tests/support/test-app.ts";

let t: TestApp;
let now = TEST_NOW;

beforeAll(async () => {
  t = await createTestApp({ clock: () => now, paymentSecret: TEST_PAYMENT_SECRET, catalog: { answerTtlMs: 0 } });
});
afterAll(() => t.close());
beforeEach(() => {
  now = TEST_NOW;
});

const key = () => randomUUID();
const DAY = "2026-06-09"; // a Tuesday of the plan; its cutoff is Sunday 7 June, 23:59 in Kuwait
const day = (c: PlanHolder, date = DAY, lang = "1") =>
  callPlan<DayPicks>(t, c.token, "daypicks", { purchase_id: String(c.purchaseId), date, lang_id: lang });
const save = (c: PlanHolder, f: { meals: number[]; snacks: number[]; soups?: number[]; date?: string }, idempotency_key = key()) =>
  callPlan<DayPicks>(t, c.token, "savedaypicks", {
    purchase_id: String(c.purchaseId),
    date: f.date ?? DAY,
    meals: f.meals.join(","),
    snacks: f.snacks.join(","),
    soups: (f.soups ?? []).join(","),
    idempotency_key,
  });
const prefs = (c: PlanHolder, proteins: string, allergens: string, idempotency_key = key()) =>
  callPlan<{ proteins: string[]; allergens: string[] }>(t, c.token, "savepreferences", { proteins, allergens, idempotency_key });
const rate = (c: PlanHolder, f: { date: string; meal_id: number; stars: string; comment?: string }, idempotency_key = key()) =>
  callPlan<{ stars: number; comment: string | null }>(t, c.token, "ratemeal", {
    purchase_id: String(c.purchaseId),
    ...f,
    meal_id: String(f.meal_id),
    idempotency_key,
  });
const stored = (purchaseId: number, date = DAY) =>
  t.db
    .selectFrom("day_picks")
    .select(["slot_type", "slot", "meal_id", "chosen_by"])
    .where("purchase_id", "=", purchaseId)
    .where("date", "=", date)
    .orderBy("slot_type")
    .orderBy("slot")
    .execute();
const menuRow = async (id: number) => (await createMealsRepo(t.db).menu(24)).find((m) => m.id === id)!;

async function validPicks(date = DAY) {
  const mains = await dishesOn(t, 24, date, [1, 2]);
  const snacks = await dishesOn(t, 24, date, [3]);
  return { meals: mains.slice(0, 2), snacks: snacks.slice(0, 3) };
}

describe("/daypicks", () => {
  it("answers the kitchen's picks for a day the customer has not picked: the plan's slots, dishes served that weekday, and the totals of the package's portion", async () => {
    const c = await planHolder(t, { startDate: FIRST_START });
    const { status, data } = await day(c);
    expect(status).toBe(200);
    expect(data).toMatchObject({
      purchase_id: c.purchaseId,
      date: DAY,
      status: "upcoming",
      changeable: true,
      portion_grams: 100,
      cutoff_at: "2026-06-07T23:59:59+03:00",
    });
    expect(data!.slots.map((s) => [s.slot_type, s.slot, s.chosen_by])).toEqual([
      ["meal", 1, "kitchen"],
      ["meal", 2, "kitchen"],
      ["snack", 1, "kitchen"],
      ["snack", 2, "kitchen"],
      ["snack", 3, "kitchen"],
    ]);
    const served = new Set([...(await dishesOn(t, 24, DAY, [1, 2, 3]))]);
    for (const s of data!.slots) {
      expect(served.has(s.meal_id!)).toBe(true);
      expect(s.ingredients).toMatch(/\w/);
    }
    let kcal = 0;
    let protein = 0;
    for (const s of data!.slots) {
      const t1 = portionMacros(await menuRow(s.meal_id!), 100);
      kcal += t1.kcal;
      protein += t1.protein;
      expect(s.calories).toBe(t1.kcal);
    }
    expect(data!.totals.kcal).toBe(kcal);
    expect(data!.totals.protein).toBe(protein);
    expect(data!.totals.carbs).toBeGreaterThan(0);
    expect(data!.totals.fat).toBeGreaterThan(0);
    // Read again: the same dishes (deterministic), and nothing stored before the cutoff.
    expect((await day(c)).data).toEqual(data);
    expect(await stored(c.purchaseId)).toEqual([]);
    const arabic = await day(c, DAY, "2");
    expect(arabic.data!.slots[0]!.meal_name).toMatch(/[\u0600-\u06FF]/);
  });

  it("refuses a Friday, a day outside the plan, another customer's plan and a malformed date", async () => {
    const c = await planHolder(t, { startDate: FIRST_START });
    expect(await day(c, "2026-06-12")).toMatchObject({ status: 400, code: "not_a_delivery_day", field: "date" });
    expect(await day(c, "2026-08-01")).toMatchObject({ status: 400, code: "not_a_delivery_day" });
    expect(await day(c, "2026-06-31")).toMatchObject({ status: 400, code: "invalid_date", field: "date" });
    const other = await planHolder(t, { startDate: FIRST_START });
    expect(await callPlan(t, c.token, "daypicks", { purchase_id: String(other.purchaseId), date: DAY })).toMatchObject({
      status: 404,
      code: "purchase_not_found",
      field: "purchase_id",
    });
    const forbidden = await t.postForm(
      "/api/daypicks",
      { user_id: String(other.userId), purchase_id: String(other.purchaseId), date: DAY },
      bearer(c.token),
    );
    expect(forbidden.status).toBe(403);
  });
});

describe("/savedaypicks", () => {
  it("saves one dish per slot: the day answers chosen_by customer; a repeat of the key answers the same and applies once", async () => {
    const c = await planHolder(t, { startDate: FIRST_START });
    const picks = await validPicks();
    const k = key();
    const saved = await save(c, picks, k);
    expect(saved.status).toBe(200);
    expect(saved.data!.slots.map((s) => [s.meal_id, s.chosen_by])).toEqual([...picks.meals, ...picks.snacks].map((id) => [id, "customer"]));
    expect(await save(c, picks, k)).toEqual(saved);
    expect(await save(c, { ...picks, meals: [picks.meals[1]!, picks.meals[0]!] }, k)).toMatchObject({
      status: 409,
      code: "idempotency_key_reused",
      field: "idempotency_key",
    });
    const changes = await t.db.selectFrom("meal_changes").select("id").where("user_id", "=", c.userId).execute();
    expect(changes).toHaveLength(1);
    expect(await stored(c.purchaseId)).toHaveLength(5);
    // Picking again replaces the day's picks; the same dish may fill two slots.
    const again = await save(c, { meals: [picks.meals[0]!, picks.meals[0]!], snacks: picks.snacks });
    expect(again.data!.slots.slice(0, 2).map((s) => s.meal_id)).toEqual([picks.meals[0], picks.meals[0]]);
    // Concurrent repeats of one key: applied once.
    const k2 = key();
    const repeats = await Promise.all(Array.from({ length: 6 }, () => save(c, picks, k2)));
    expect(repeats.every((r) => r.status === 200)).toBe(true);
    expect(await t.db.selectFrom("meal_changes").select("id").where("user_id", "=", c.userId).execute()).toHaveLength(3);
  });

  it("refuses the wrong number of dishes, a dish not served that weekday or not on the package's menu, and a snack as a meal, changing nothing", async () => {
    const c = await planHolder(t, { startDate: FIRST_START });
    const picks = await validPicks();
    expect(await save(c, { ...picks, meals: picks.meals.slice(0, 1) })).toMatchObject({ status: 400, code: "wrong_count", field: "meals" });
    expect(await save(c, { ...picks, soups: [catalog.meals.find((m) => m.mealTypeId === 11)!.id] })).toMatchObject({
      status: 400,
      code: "wrong_count",
      field: "soups",
    });
    const tuesday = new Set(await dishesOn(t, 24, DAY, [1, 2]));
    const offDay = (await dishesOn(t, 24, "2026-06-10", [2])).find((id) => !tuesday.has(id))!;
    expect(await save(c, { ...picks, meals: [picks.meals[0]!, offDay] })).toMatchObject({
      status: 400,
      code: "meal_not_available",
      field: "meals",
    });
    const bulkOnly = catalog.meals.find((m) => m.mealTypeId === 2 && !m.packageIds.includes(24) && m.days.includes(2))!;
    expect(await save(c, { ...picks, meals: [picks.meals[0]!, bulkOnly.id] })).toMatchObject({ status: 400, code: "meal_not_available" });
    expect(await save(c, { meals: [picks.snacks[0]!, picks.meals[0]!], snacks: picks.snacks })).toMatchObject({
      status: 400,
      code: "meal_not_available",
      field: "meals",
    });
    expect(await save(c, { ...picks, meals: [picks.meals[0]!, 999999] })).toMatchObject({ status: 400, code: "meal_not_available" });
    expect(
      await callPlan(t, c.token, "savedaypicks", {
        purchase_id: String(c.purchaseId),
        date: DAY,
        meals: "1;2",
        snacks: "",
        idempotency_key: key(),
      }),
    ).toMatchObject({ status: 400, code: "invalid_meals" });
    expect(await save(c, { ...picks, date: "2026-06-12" })).toMatchObject({ status: 400, code: "not_a_delivery_day" });
    expect(await stored(c.purchaseId)).toEqual([]);
  });

  it("refuses a pick past the cutoff (23:59 Kuwait two days before) with 409 past_cutoff, changing nothing; a frozen day too", async () => {
    const c = await planHolder(t, { startDate: FIRST_START });
    const picks = await validPicks();
    now = new Date("2026-06-07T20:59:59Z"); // Sunday 23:59:59 in Kuwait: still taken
    expect((await save(c, picks)).status).toBe(200);
    const other = { meals: [picks.meals[1]!, picks.meals[0]!], snacks: picks.snacks };
    now = new Date("2026-06-07T21:00:00Z"); // Monday 00:00 in Kuwait
    expect(await save(c, other)).toMatchObject({ status: 409, code: "past_cutoff", field: "date", data: null });
    expect((await stored(c.purchaseId)).filter((s) => s.slot_type === "meal").map((s) => s.meal_id)).toEqual(picks.meals);
    now = TEST_NOW;
    await callPlan(t, c.token, "freezedays", { purchase_id: String(c.purchaseId), dates: "2026-06-10", idempotency_key: key() });
    expect(await save(c, { ...(await validPicks("2026-06-10")), date: "2026-06-10" })).toMatchObject({ status: 409, code: "day_frozen" });
    expect((await day(c, "2026-06-10")).data).toMatchObject({ status: "frozen", slots: [] });
  });
});

describe("dislikes and allergens", () => {
  it("saves and reads them; the kitchen's picks never hold them; the customer's own pick of one is flagged", async () => {
    const c = await planHolder(t, { startDate: FIRST_START });
    expect((await callPlan(t, c.token, "preferences", {})).data).toMatchObject({
      proteins: [],
      allergens: [],
      choices: { allergens: ["gluten", "dairy", "egg", "nuts", "sesame", "shellfish", "fish", "soy"] },
    });
    const k = key();
    const saved = await prefs(c, "chicken,beef", "gluten,dairy", k);
    expect(saved).toMatchObject({ status: 200, data: { proteins: ["chicken", "beef"], allergens: ["gluten", "dairy"] } });
    expect(await prefs(c, "chicken,beef", "gluten,dairy", k)).toEqual(saved);
    expect(await prefs(c, "lamb", "", k)).toMatchObject({ status: 409, code: "idempotency_key_reused" });
    expect(await prefs(c, "chicken,pork", "")).toMatchObject({ status: 400, code: "invalid_proteins", field: "proteins" });
    expect(await prefs(c, "", "peanuts")).toMatchObject({ status: 400, code: "invalid_allergens", field: "allergens" });
    expect((await callPlan(t, c.token, "preferences", {})).data).toMatchObject({
      proteins: ["chicken", "beef"],
      allergens: ["gluten", "dairy"],
    });
    for (const date of ["2026-06-06", "2026-06-07", "2026-06-08", DAY, "2026-06-10", "2026-06-11"]) {
      const { data } = await day(c, date);
      for (const s of data!.slots) {
        expect(["chicken", "beef"]).not.toContain(s.protein);
        expect(s.allergens).not.toContain("gluten");
        expect(s.allergens).not.toContain("dairy");
        expect(s.avoided).toBe(false);
      }
    }
    const chicken = (
      await t.db.selectFrom("meals").select("id").where("protein_tag_id", "=", 1).where("meal_type_id", "=", 2).execute()
    ).map((r) => r.id);
    const picks = await validPicks();
    const mine = (await dishesOn(t, 24, DAY, [2])).find((id) => chicken.includes(id))!;
    const saved2 = await save(c, { ...picks, meals: [mine, picks.meals[1]!] });
    expect(saved2.data!.slots[0]).toMatchObject({ meal_id: mine, chosen_by: "customer", protein: "chicken", avoided: true });
    // Cleared again: empty lists.
    expect((await prefs(c, "", "")).data).toMatchObject({ proteins: [], allergens: [] });
  });
});

describe("the kitchen's picks at the cutoff", () => {
  it("are fixed when the day is read after its cutoff: later dislikes change upcoming days, never a locked one", async () => {
    const c = await planHolder(t, { startDate: FIRST_START });
    now = new Date("2026-06-08T06:00:00Z"); // Monday morning: 9 June is locked, 10 June upcoming
    const locked = await day(c);
    expect(locked.data).toMatchObject({ status: "locked", changeable: false });
    const rows = await stored(c.purchaseId);
    expect(rows.map((r) => r.chosen_by)).toEqual(["kitchen", "kitchen", "kitchen", "kitchen", "kitchen"]);
    expect(rows.filter((r) => r.slot_type === "meal").map((r) => r.meal_id)).toEqual(locked.data!.slots.slice(0, 2).map((s) => s.meal_id));
    // Earlier locked days were fixed with it (the three-day rule of later days reads them).
    expect(await stored(c.purchaseId, "2026-06-08")).toHaveLength(5);
    const upcoming = await day(c, "2026-06-10");
    const proteins = [...new Set([...locked.data!.slots, ...upcoming.data!.slots].map((s) => s.protein!))].filter(
      (p) => p !== "vegetarian",
    );
    await prefs(c, proteins.join(","), "");
    const after = (await day(c)).data!.slots;
    expect(after.map((s) => [s.meal_id, s.chosen_by])).toEqual(locked.data!.slots.map((s) => [s.meal_id, s.chosen_by]));
    // The locked day's dishes now hold what the customer avoids: the app can say so.
    expect(after.some((s) => s.avoided)).toBe(true);
    const changed = await day(c, "2026-06-10");
    expect(changed.data!.slots.map((s) => s.meal_id)).not.toEqual(upcoming.data!.slots.map((s) => s.meal_id));
    for (const s of changed.data!.slots) if (s.meal_id !== null) expect(proteins).not.toContain(s.protein);
  });
});

describe("/ratemeal and the menu's rating", () => {
  it("rates a delivered dish 1–5 with an optional comment, once per dish and day (changeable); refuses undelivered days and dishes", async () => {
    const c = await planHolder(t, { startDate: FIRST_START });
    const tuesday = (await day(c)).data!;
    const dish = tuesday.slots[0]!.meal_id!;
    expect(await rate(c, { date: DAY, meal_id: dish, stars: "5" })).toMatchObject({ status: 409, code: "not_delivered", field: "date" });
    now = new Date("2026-06-10T06:00:00Z"); // Wednesday: Tuesday delivered
    const k = key();
    const first = await rate(c, { date: DAY, meal_id: dish, stars: "4", comment: "Tender, a little salty" }, k);
    expect(first).toMatchObject({ status: 200, data: { stars: 4, comment: "Tender, a little salty" } });
    expect(await rate(c, { date: DAY, meal_id: dish, stars: "4", comment: "Tender, a little salty" }, k)).toEqual(first);
    expect(await rate(c, { date: DAY, meal_id: dish, stars: "2" }, k)).toMatchObject({ status: 409, code: "idempotency_key_reused" });
    expect((await rate(c, { date: DAY, meal_id: dish, stars: "2" })).data).toMatchObject({ stars: 2, comment: null });
    const rows = await t.db.selectFrom("meal_ratings").select(["stars"]).where("purchase_id", "=", c.purchaseId).execute();
    expect(rows).toEqual([{ stars: 2 }]);
    expect((await day(c)).data!.slots[0]!.rating).toEqual({ stars: 2, comment: null });
    const notServed = (await dishesOn(t, 24, DAY, [2])).find((id) => !tuesday.slots.some((s) => s.meal_id === id))!;
    expect(await rate(c, { date: DAY, meal_id: notServed, stars: "3" })).toMatchObject({
      status: 400,
      code: "meal_not_delivered",
      field: "meal_id",
    });
    for (const stars of ["0", "6", "4.5", "five"])
      expect(await rate(c, { date: DAY, meal_id: dish, stars })).toMatchObject({ status: 400, code: "invalid_stars", field: "stars" });
    expect(await rate(c, { date: DAY, meal_id: dish, stars: "3", comment: "x".repeat(501) })).toMatchObject({
      status: 400,
      code: "invalid_comment",
      field: "comment",
    });
    expect((await rate(c, { date: DAY, meal_id: dish, stars: "3", comment: "ت".repeat(500) })).status).toBe(200);
    expect(await rate(c, { date: "2026-06-11", meal_id: dish, stars: "3" })).toMatchObject({ status: 409, code: "not_delivered" });
  });

  it("shows a dish's average on the menu from three ratings up; below, null and the count", async () => {
    const holders = await Promise.all([0, 1, 2].map(() => planHolder(t, { startDate: FIRST_START })));
    now = new Date("2026-06-10T06:00:00Z");
    const dish = (await day(holders[0]!)).data!.slots[2]!.meal_id!; // a snack
    const menu = async () => {
      const res = await t.postForm("/api/meallist", { lang_id: "1", package_id: "24", mealtype_id: "3" });
      const body = (await res.json()) as {
        data: {
          meal_id: number;
          allergens: string[];
          ingredients: string;
          protein: string;
          rating_average: number | null;
          rating_count: number;
        }[];
      };
      return body.data.find((m) => m.meal_id === dish)!;
    };
    const before = await menu();
    expect(before).toMatchObject({ rating_average: null, rating_count: 0 });
    expect(typeof before.ingredients).toBe("string");
    expect(Array.isArray(before.allergens)).toBe(true);
    // The same dish on the same day for each customer (it may differ: pick it for them first, before the cutoff).
    now = TEST_NOW;
    for (const h of holders.slice(1)) {
      const picks = await validPicks();
      const snacks = [dish, ...picks.snacks.filter((id) => id !== dish)].slice(0, 3);
      expect((await save(h, { meals: picks.meals, snacks })).status).toBe(200);
    }
    now = new Date("2026-06-10T06:00:00Z");
    for (const [i, h] of holders.entries()) {
      expect((await rate(h, { date: DAY, meal_id: dish, stars: String([5, 4, 4][i]) })).status).toBe(200);
      const seen = await menu();
      expect(seen.rating_count).toBe(i + 1);
      expect(seen.rating_average).toBe(i < 2 ? null : 4.3);
    }
  });
});
