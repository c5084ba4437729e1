// My meals' dislikes, allergens and ratings through the real app on a real database, with the
// server's clock moved by the test: dislikes and allergens (the kitchen never sends them; a
// customer's own pick of one is flagged), ratings (delivered dishes only, one per dish and day,
// changeable) and the menu's average from three ratings up. Day picks: meals.test.ts.
import { describe, expect, it } from "vitest";
import { dishesOn, mealsTestApp, PICK_DAY } from "../../tests/support/meals.ts";
import { FIRST_START, TEST_NOW } from "../../tests/support/orders.ts";
import { callPlan, planHolder } from "../../tests/support/plans.ts";

const app = mealsTestApp();

const DAY = PICK_DAY;

describe("dislikes and allergens", () => {
  it("saves and reads them; the kitchen's picks never hold them; the customer's own pick of one is flagged", async () => {
    const c = await planHolder(app.t, { startDate: FIRST_START });
    expect((await callPlan(app.t, c.token, "preferences", {})).data).toMatchObject({
      proteins: [],
      allergens: [],
      choices: { allergens: ["gluten", "dairy", "egg", "nuts", "sesame", "shellfish", "fish", "soy"] },
    });
    const k = app.m.key();
    const saved = await app.m.prefs(c, "chicken,beef", "gluten,dairy", k);
    expect(saved).toMatchObject({ status: 200, data: { proteins: ["chicken", "beef"], allergens: ["gluten", "dairy"] } });
    expect(await app.m.prefs(c, "chicken,beef", "gluten,dairy", k)).toEqual(saved);
    expect(await app.m.prefs(c, "lamb", "", k)).toMatchObject({ status: 409, code: "idempotency_key_reused" });
    expect(await app.m.prefs(c, "chicken,pork", "")).toMatchObject({ status: 400, code: "invalid_proteins", field: "proteins" });
    expect(await app.m.prefs(c, "", "peanuts")).toMatchObject({ status: 400, code: "invalid_allergens", field: "allergens" });
    expect((await callPlan(app.t, c.token, "preferences", {})).data).toMatchObject({
      proteins: ["chicken", "beef"],
      allergens: ["gluten", "dairy"],
    });
    for (const date of ["2026-06-06", "2026-06-07", "2026-06-08", DAY, "2026-06-10", "2026-06-11"]) {
      const { data } = await app.m.day(c, date);
      for (const s of data!.slots) {
        expect(["chicken", "beef"]).not.toContain(s.protein);
        expect(s.allergens).not.toContain("gluten");
        expect(s.allergens).not.toContain("dairy");
        expect(s.avoided).toBe(false);
      }
    }
    const chicken = (
      await app.t.db.selectFrom("meals").select("id").where("protein_tag_id", "=", 1).where("meal_type_id", "=", 2).execute()
    ).map((r) => r.id);
    const picks = await app.m.validPicks();
    const mine = (await dishesOn(app.t, 24, DAY, [2])).find((id) => chicken.includes(id))!;
    const saved2 = await app.m.save(c, { ...picks, meals: [mine, picks.meals[1]!] });
    expect(saved2.data!.slots[0]).toMatchObject({ meal_id: mine, chosen_by: "customer", protein: "chicken", avoided: true });
    // Cleared again: empty lists.
    expect((await app.m.prefs(c, "", "")).data).toMatchObject({ proteins: [], allergens: [] });
  });
});

describe("/ratemeal and the menu's rating", () => {
  it("rates a delivered dish 1–5 with an optional comment, once per dish and day (changeable); refuses undelivered days and dishes", async () => {
    const c = await planHolder(app.t, { startDate: FIRST_START });
    const tuesday = (await app.m.day(c)).data!;
    const dish = tuesday.slots[0]!.meal_id!;
    expect(await app.m.rate(c, { date: DAY, meal_id: dish, stars: "5" })).toMatchObject({
      status: 409,
      code: "not_delivered",
      field: "date",
    });
    app.now = new Date("2026-06-10T06:00:00Z"); // Wednesday: Tuesday delivered
    const k = app.m.key();
    const first = await app.m.rate(c, { date: DAY, meal_id: dish, stars: "4", comment: "Tender, a little salty" }, k);
    expect(first).toMatchObject({ status: 200, data: { stars: 4, comment: "Tender, a little salty" } });
    expect(await app.m.rate(c, { date: DAY, meal_id: dish, stars: "4", comment: "Tender, a little salty" }, k)).toEqual(first);
    expect(await app.m.rate(c, { date: DAY, meal_id: dish, stars: "2" }, k)).toMatchObject({ status: 409, code: "idempotency_key_reused" });
    expect((await app.m.rate(c, { date: DAY, meal_id: dish, stars: "2" })).data).toMatchObject({ stars: 2, comment: null });
    const rows = await app.t.db.selectFrom("meal_ratings").select(["stars"]).where("purchase_id", "=", c.purchaseId).execute();
    expect(rows).toEqual([{ stars: 2 }]);
    expect((await app.m.day(c)).data!.slots[0]!.rating).toEqual({ stars: 2, comment: null });
    const notServed = (await dishesOn(app.t, 24, DAY, [2])).find((id) => !tuesday.slots.some((s) => s.meal_id === id))!;
    expect(await app.m.rate(c, { date: DAY, meal_id: notServed, stars: "3" })).toMatchObject({
      status: 400,
      code: "meal_not_delivered",
      field: "meal_id",
    });
    for (const stars of ["0", "6", "4.5", "five"])
      expect(await app.m.rate(c, { date: DAY, meal_id: dish, stars })).toMatchObject({
        status: 400,
        code: "invalid_stars",
        field: "stars",
      });
    expect(await app.m.rate(c, { date: DAY, meal_id: dish, stars: "3", comment: "x".repeat(501) })).toMatchObject({
      status: 400,
      code: "invalid_comment",
      field: "comment",
    });
    expect((await app.m.rate(c, { date: DAY, meal_id: dish, stars: "3", comment: "ت".repeat(500) })).status).toBe(200);
    expect(await app.m.rate(c, { date: "2026-06-11", meal_id: dish, stars: "3" })).toMatchObject({ status: 409, code: "not_delivered" });
  });

  it("shows a dish's average on the menu from three ratings up; below, null and the count", async () => {
    const holders = await Promise.all([0, 1, 2].map(() => planHolder(app.t, { startDate: FIRST_START })));
    app.now = new Date("2026-06-10T06:00:00Z");
    const dish = (await app.m.day(holders[0]!)).data!.slots[2]!.meal_id!; // a snack
    const menu = async () => {
      const res = await app.t.postForm("/api/meallist", { lang_id: "1", package_id: "24", mealtype_id: "3" });
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
    app.now = TEST_NOW;
    for (const h of holders.slice(1)) {
      const picks = await app.m.validPicks();
      const snacks = [dish, ...picks.snacks.filter((id) => id !== dish)].slice(0, 3);
      expect((await app.m.save(h, { meals: picks.meals, snacks })).status).toBe(200);
    }
    app.now = new Date("2026-06-10T06:00:00Z");
    for (const [i, h] of holders.entries()) {
      expect((await app.m.rate(h, { date: DAY, meal_id: dish, stars: String([5, 4, 4][i]) })).status).toBe(200);
      const seen = await menu();
      expect(seen.rating_count).toBe(i + 1);
      expect(seen.rating_average).toBe(i < 2 ? null : 4.3);
    }
  });
});
