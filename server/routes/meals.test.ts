// My meals' day picks through the real app on a real database, with the server's clock moved by
// the test: a day's picks (the kitchen's until the customer picks, "chosen_by"), saving them (slots
// as the plan's counts, only dishes served that weekday for the package, the cutoff, idempotency),
// the kitchen's picks fixed at the cutoff and the day's totals for the package's portion.
// Dislikes, allergens and ratings: meals-preferences.test.ts.
import { describe, expect, it } from "vitest";
import { catalog } from "../db/seed/catalog.ts";
import { bearer } from "../../tests/support/accounts.ts";
import { dishesOn, mealsTestApp, menuNutrition, PICK_DAY } from "../../tests/support/meals.ts";
import { FIRST_START, TEST_NOW } from "../../tests/support/orders.ts";
import { callPlan, planHolder } from "../../tests/support/plans.ts";

const app = mealsTestApp();

const DAY = PICK_DAY;

describe("/daypicks", () => {
  it("answers the kitchen's picks for a day the customer has not picked: the plan's slots, dishes served that weekday, and the totals of the package's portion", async () => {
    const c = await planHolder(app.t, { startDate: FIRST_START });
    const { status, data } = await app.m.day(c);
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
    const served = new Set([...(await dishesOn(app.t, 24, DAY, [1, 2, 3]))]);
    for (const s of data!.slots) {
      expect(served.has(s.meal_id!)).toBe(true);
      expect(s.ingredients).toMatch(/\w/);
    }
    // The menu's figures for the package (/meallist, what the app adds up before saving) are the day's.
    const menu = await menuNutrition(app.t, 24);
    const sum = { kcal: 0, protein: 0, carbs: 0, fat: 0 };
    for (const s of data!.slots) {
      const dish = menu.get(s.meal_id!)!;
      for (const k of ["kcal", "protein", "carbs", "fat"] as const) sum[k] += dish[k];
      expect(s.calories).toBe(dish.kcal);
    }
    expect(data!.totals).toEqual(sum);
    expect(data!.totals.carbs).toBeGreaterThan(0);
    expect(data!.totals.fat).toBeGreaterThan(0);
    // Read again: the same dishes (deterministic), and nothing stored before the cutoff.
    expect((await app.m.day(c)).data).toEqual(data);
    expect(await app.m.stored(c.purchaseId)).toEqual([]);
    const arabic = await app.m.day(c, DAY, "2");
    expect(arabic.data!.slots[0]!.meal_name).toMatch(/[\u0600-\u06FF]/);
  });

  it("refuses a Friday, a day outside the plan, another customer's plan and a malformed date", async () => {
    const c = await planHolder(app.t, { startDate: FIRST_START });
    expect(await app.m.day(c, "2026-06-12")).toMatchObject({ status: 400, code: "not_a_delivery_day", field: "date" });
    expect(await app.m.day(c, "2026-08-01")).toMatchObject({ status: 400, code: "not_a_delivery_day" });
    expect(await app.m.day(c, "2026-06-31")).toMatchObject({ status: 400, code: "invalid_date", field: "date" });
    const other = await planHolder(app.t, { startDate: FIRST_START });
    expect(await callPlan(app.t, c.token, "daypicks", { purchase_id: String(other.purchaseId), date: DAY })).toMatchObject({
      status: 404,
      code: "purchase_not_found",
      field: "purchase_id",
    });
    const forbidden = await app.t.postForm(
      "/api/daypicks",
      { user_id: String(other.userId), purchase_id: String(other.purchaseId), date: DAY },
      bearer(c.token),
    );
    expect(forbidden.status).toBe(403);
  });
});

describe("/savedaypicks", () => {
  it("saves one dish per slot: the day answers chosen_by customer; a repeat of the key answers the same and applies once", async () => {
    const c = await planHolder(app.t, { startDate: FIRST_START });
    const picks = await app.m.validPicks();
    const k = app.m.key();
    const saved = await app.m.save(c, picks, k);
    expect(saved.status).toBe(200);
    expect(saved.data!.slots.map((s) => [s.meal_id, s.chosen_by])).toEqual([...picks.meals, ...picks.snacks].map((id) => [id, "customer"]));
    expect(await app.m.save(c, picks, k)).toEqual(saved);
    expect(await app.m.save(c, { ...picks, meals: [picks.meals[1]!, picks.meals[0]!] }, k)).toMatchObject({
      status: 409,
      code: "idempotency_key_reused",
      field: "idempotency_key",
    });
    const changes = await app.t.db.selectFrom("meal_changes").select("id").where("user_id", "=", c.userId).execute();
    expect(changes).toHaveLength(1);
    expect(await app.m.stored(c.purchaseId)).toHaveLength(5);
    // Picking again replaces the day's picks; the same dish may fill two slots.
    const again = await app.m.save(c, { meals: [picks.meals[0]!, picks.meals[0]!], snacks: picks.snacks });
    expect(again.data!.slots.slice(0, 2).map((s) => s.meal_id)).toEqual([picks.meals[0], picks.meals[0]]);
    // Concurrent repeats of one key: applied once.
    const k2 = app.m.key();
    const repeats = await Promise.all(Array.from({ length: 6 }, () => app.m.save(c, picks, k2)));
    expect(repeats.every((r) => r.status === 200)).toBe(true);
    expect(await app.t.db.selectFrom("meal_changes").select("id").where("user_id", "=", c.userId).execute()).toHaveLength(3);
  });

  it("refuses the wrong number of dishes, a dish not served that weekday or not on the package's menu, and a snack as a meal, changing nothing", async () => {
    const c = await planHolder(app.t, { startDate: FIRST_START });
    const picks = await app.m.validPicks();
    expect(await app.m.save(c, { ...picks, meals: picks.meals.slice(0, 1) })).toMatchObject({
      status: 400,
      code: "wrong_count",
      field: "meals",
    });
    expect(await app.m.save(c, { ...picks, soups: [catalog.meals.find((m) => m.mealTypeId === 11)!.id] })).toMatchObject({
      status: 400,
      code: "wrong_count",
      field: "soups",
    });
    const tuesday = new Set(await dishesOn(app.t, 24, DAY, [1, 2]));
    const offDay = (await dishesOn(app.t, 24, "2026-06-10", [2])).find((id) => !tuesday.has(id))!;
    expect(await app.m.save(c, { ...picks, meals: [picks.meals[0]!, offDay] })).toMatchObject({
      status: 400,
      code: "meal_not_available",
      field: "meals",
    });
    const bulkOnly = catalog.meals.find((m) => m.mealTypeId === 2 && !m.packageIds.includes(24) && m.days.includes(2))!;
    expect(await app.m.save(c, { ...picks, meals: [picks.meals[0]!, bulkOnly.id] })).toMatchObject({
      status: 400,
      code: "meal_not_available",
    });
    expect(await app.m.save(c, { meals: [picks.snacks[0]!, picks.meals[0]!], snacks: picks.snacks })).toMatchObject({
      status: 400,
      code: "meal_not_available",
      field: "meals",
    });
    expect(await app.m.save(c, { ...picks, meals: [picks.meals[0]!, 999999] })).toMatchObject({ status: 400, code: "meal_not_available" });
    expect(
      await callPlan(app.t, c.token, "savedaypicks", {
        purchase_id: String(c.purchaseId),
        date: DAY,
        meals: "1;2",
        snacks: "",
        idempotency_key: app.m.key(),
      }),
    ).toMatchObject({ status: 400, code: "invalid_meals" });
    expect(await app.m.save(c, { ...picks, date: "2026-06-12" })).toMatchObject({ status: 400, code: "not_a_delivery_day" });
    expect(await app.m.stored(c.purchaseId)).toEqual([]);
  });

  it("refuses a pick past the cutoff (23:59 Kuwait two days before) with 409 past_cutoff, changing nothing; a frozen day too", async () => {
    const c = await planHolder(app.t, { startDate: FIRST_START });
    const picks = await app.m.validPicks();
    app.now = new Date("2026-06-07T20:59:59Z"); // Sunday 23:59:59 in Kuwait: still taken
    expect((await app.m.save(c, picks)).status).toBe(200);
    const other = { meals: [picks.meals[1]!, picks.meals[0]!], snacks: picks.snacks };
    app.now = new Date("2026-06-07T21:00:00Z"); // Monday 00:00 in Kuwait
    expect(await app.m.save(c, other)).toMatchObject({ status: 409, code: "past_cutoff", field: "date", data: null });
    expect((await app.m.stored(c.purchaseId)).filter((s) => s.slot_type === "meal").map((s) => s.meal_id)).toEqual(picks.meals);
    app.now = TEST_NOW;
    await callPlan(app.t, c.token, "freezedays", { purchase_id: String(c.purchaseId), dates: "2026-06-10", idempotency_key: app.m.key() });
    expect(await app.m.save(c, { ...(await app.m.validPicks("2026-06-10")), date: "2026-06-10" })).toMatchObject({
      status: 409,
      code: "day_frozen",
    });
    expect((await app.m.day(c, "2026-06-10")).data).toMatchObject({ status: "frozen", slots: [] });
  });
});

describe("the kitchen's picks at the cutoff", () => {
  it("are fixed when the day is read after its cutoff: later dislikes change upcoming days, never a locked one", async () => {
    const c = await planHolder(app.t, { startDate: FIRST_START });
    app.now = new Date("2026-06-08T06:00:00Z"); // Monday morning: 9 June is locked, 10 June upcoming
    const locked = await app.m.day(c);
    expect(locked.data).toMatchObject({ status: "locked", changeable: false });
    const rows = await app.m.stored(c.purchaseId);
    expect(rows.map((r) => r.chosen_by)).toEqual(["kitchen", "kitchen", "kitchen", "kitchen", "kitchen"]);
    expect(rows.filter((r) => r.slot_type === "meal").map((r) => r.meal_id)).toEqual(locked.data!.slots.slice(0, 2).map((s) => s.meal_id));
    // Earlier locked days were fixed with it (the three-day rule of later days reads them).
    expect(await app.m.stored(c.purchaseId, "2026-06-08")).toHaveLength(5);
    const upcoming = await app.m.day(c, "2026-06-10");
    const proteins = [...new Set([...locked.data!.slots, ...upcoming.data!.slots].map((s) => s.protein!))].filter(
      (p) => p !== "vegetarian",
    );
    await app.m.prefs(c, proteins.join(","), "");
    const after = (await app.m.day(c)).data!.slots;
    expect(after.map((s) => [s.meal_id, s.chosen_by])).toEqual(locked.data!.slots.map((s) => [s.meal_id, s.chosen_by]));
    // The locked day's dishes now hold what the customer avoids: the app can say so.
    expect(after.some((s) => s.avoided)).toBe(true);
    const changed = await app.m.day(c, "2026-06-10");
    expect(changed.data!.slots.map((s) => s.meal_id)).not.toEqual(upcoming.data!.slots.map((s) => s.meal_id));
    for (const s of changed.data!.slots) if (s.meal_id !== null) expect(proteins).not.toContain(s.protein);
  });
});
