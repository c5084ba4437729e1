// The health profile, the weight log and a plan's portions through the real app on a real database
// (README.md "Health profile and portions"), with the server's clock moved by the test: the targets
// from the latest weight, one weight a day, the portions on the package's ladders, a day's change
// before its cutoff only, the day's totals at the chosen portions, and each change once by its key.
import { describe, expect, it } from "vitest";
import type { HealthWire, PortionsWire } from "../../contract/health.ts";
import { registerCustomer } from "../../tests/support/accounts.ts";
import { mealsTestApp, PICK_DAY } from "../../tests/support/meals.ts";
import { FIRST_START } from "../../tests/support/orders.ts";
import { callPlan, planHolder, type PlanHolder } from "../../tests/support/plans.ts";
import type { DayWire } from "../../contract/day-picks.ts";
import { portionMacros } from "../../rules/portion.ts";

const app = mealsTestApp();
let n = 0;
const key = () => `health-key-${++n}-${Date.now()}`;
const call = <T>(token: string, path: string, fields: Record<string, string>) => callPlan<T>(app.t, token, path, fields);

const PROFILE = { gender: "male", birthday: "1990-06-15", height_cm: "180", activity_level: "moderate", goal: "looseWeight", target_weight_kg: "75" };

describe("health profile and weights", () => {
  it("keeps one profile and one weight a day, and works out the targets from the latest weight", async () => {
    const c = await registerCustomer(app.t);
    expect((await call<HealthWire>(c.token, "healthprofile", {})).data).toEqual({ profile: null, weights: [], targets: null, previous_targets: null });

    const saved = await call<HealthWire>(c.token, "savehealthprofile", { ...PROFILE, idempotency_key: key() });
    expect(saved.status).toBe(200);
    expect(saved.data!.profile).toEqual({ gender: "male", birthday: "1990-06-15", height_cm: 180, activity_level: "moderate", goal: "looseWeight", target_weight_kg: 75 });
    expect(saved.data!.targets).toBeNull();

    await call(c.token, "saveweight", { date: "2026-05-20", weight_kg: "85", idempotency_key: key() });
    // 1 June 2026 (the test's clock): 35 years old. BMR 10*85 + 6.25*180 - 5*35 + 5 = 1805; x1.55 = 2797.75; -500.
    const first = await call<HealthWire>(c.token, "healthprofile", {});
    expect(first.data!.targets).toMatchObject({ kcal: 2298, protein: 106 });

    await call(c.token, "saveweight", { date: "2026-05-30", weight_kg: "80", idempotency_key: key() });
    // The same day again replaces that day's weight: one a day.
    const second = await call<HealthWire>(c.token, "saveweight", { date: "2026-05-30", weight_kg: "75.5", idempotency_key: key() });
    expect(second.data!.weights).toEqual([
      { date: "2026-05-20", weight_kg: 85 },
      { date: "2026-05-30", weight_kg: 75.5 },
    ]);
    expect(second.data!.previous_targets!.kcal).toBe(2298);
    expect(second.data!.targets!.kcal).toBeLessThan(2298 - 100);
    expect((await call(c.token, "weights", {})).data).toEqual(second.data!.weights);

    const removed = await call<HealthWire>(c.token, "deleteweight", { date: "2026-05-30", idempotency_key: key() });
    expect(removed.data!.weights).toEqual([{ date: "2026-05-20", weight_kg: 85 }]);
    expect(removed.data!.previous_targets).toBeNull();
  });

  it("refuses a weight in the future, out of range or a profile with a bad field, and changes nothing", async () => {
    const c = await registerCustomer(app.t);
    expect(await call(c.token, "saveweight", { date: "2026-06-02", weight_kg: "80", idempotency_key: key() })).toMatchObject({ status: 400, code: "invalid_date", field: "date" });
    expect(await call(c.token, "saveweight", { date: "2026-05-02", weight_kg: "8", idempotency_key: key() })).toMatchObject({ status: 400, code: "invalid_weight_kg" });
    expect(await call(c.token, "savehealthprofile", { ...PROFILE, goal: "fly", idempotency_key: key() })).toMatchObject({ status: 400, code: "invalid_goal" });
    expect(await call(c.token, "savehealthprofile", { ...PROFILE, birthday: "2027-01-01", idempotency_key: key() })).toMatchObject({ status: 400, code: "invalid_birthday" });
    expect((await call<HealthWire>(c.token, "healthprofile", {})).data).toMatchObject({ profile: null, weights: [] });
  });

  it("applies a change once per key: a repeat changes nothing, another change under the key is refused", async () => {
    const c = await registerCustomer(app.t);
    const k = key();
    await call(c.token, "saveweight", { date: "2026-05-20", weight_kg: "85", idempotency_key: k });
    await call(c.token, "saveweight", { date: "2026-05-20", weight_kg: "84", idempotency_key: key() });
    const repeat = await call<HealthWire>(c.token, "saveweight", { date: "2026-05-20", weight_kg: "85", idempotency_key: k });
    expect(repeat.status).toBe(200);
    expect(repeat.data!.weights).toEqual([{ date: "2026-05-20", weight_kg: 84 }]);
    expect(await call(c.token, "saveweight", { date: "2026-05-21", weight_kg: "85", idempotency_key: k })).toMatchObject({ status: 409, code: "idempotency_key_reused" });
  });
});

describe("plan portions", () => {
  const portions = (c: PlanHolder) => call<PortionsWire>(c.token, "planportions", { purchase_id: String(c.purchaseId) });
  const save = (c: PlanHolder, protein: number, carbs: number, date?: string, idempotency_key = key()) =>
    call<PortionsWire>(c.token, "saveportions", {
      purchase_id: String(c.purchaseId),
      protein_grams: String(protein),
      carb_grams: String(carbs),
      idempotency_key,
      ...(date ? { date } : {}),
    });
  const day = (c: PlanHolder, date = PICK_DAY) => call<DayWire>(c.token, "daypicks", { purchase_id: String(c.purchaseId), date });

  it("starts at the package's portion with its ladders, and the day's meals follow a change of the default", async () => {
    const c = await planHolder(app.t, { startDate: FIRST_START });
    expect((await portions(c)).data).toEqual({ purchase_id: c.purchaseId, package_id: 24, protein_ladder: [50, 100], carb_ladder: [0, 50, 100, 150, 200], default: { protein: 100, carbs: 100 }, days: [] });
    const before = (await day(c)).data!;
    expect(before.portions).toEqual({ protein: 100, carbs: 100 });

    expect((await save(c, 50, 0)).data!.default).toEqual({ protein: 50, carbs: 0 });
    const after = (await day(c)).data!;
    expect(after.portions).toEqual({ protein: 50, carbs: 0 });
    const rows = await app.t.db.selectFrom("meals").selectAll().where("id", "in", after.slots.map((s) => s.meal_id!)).execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const s of after.slots) {
      // Meals at the chosen portions; snacks keep the package's fixed portion.
      const expected = s.slot_type === "meal" ? portionMacros(byId.get(s.meal_id!)!, 50, 0) : portionMacros(byId.get(s.meal_id!)!, 100);
      expect(s.calories).toBe(expected.kcal);
    }
    expect(after.totals.carbs).toBeLessThan(before.totals.carbs);
    expect(after.totals.protein).toBeLessThan(before.totals.protein);
  });

  it("refuses a portion off the package's ladder and a day past its cutoff, and changes nothing", async () => {
    const c = await planHolder(app.t, { startDate: FIRST_START });
    expect(await save(c, 150, 100)).toMatchObject({ status: 400, code: "portion_not_offered", field: "protein_grams" });
    expect(await save(c, 100, 75, PICK_DAY)).toMatchObject({ status: 400, code: "portion_not_offered", field: "carb_grams" });
    expect(await save(c, 100, 50, "2026-06-12")).toMatchObject({ status: 400, code: "not_a_delivery_day" });
    app.now = new Date("2026-06-08T06:00:00Z"); // 9 June's cutoff (7 June, 23:59 in Kuwait) has passed
    expect(await save(c, 50, 50, PICK_DAY)).toMatchObject({ status: 409, code: "past_cutoff", field: "date" });
    expect((await portions(c)).data).toMatchObject({ default: { protein: 100, carbs: 100 }, days: [] });
  });

  it("changes one upcoming day once per key; a later change of the default leaves the days past their cutoff as they were", async () => {
    const c = await planHolder(app.t, { startDate: FIRST_START });
    const k = key();
    expect((await save(c, 50, 200, "2026-06-10", k)).data!.days).toEqual([{ date: "2026-06-10", protein: 50, carbs: 200 }]);
    await save(c, 100, 150, "2026-06-10");
    // A repeat of the first key (an outbox's retry) does not bring its portions back.
    expect((await save(c, 50, 200, "2026-06-10", k)).data!.days).toEqual([{ date: "2026-06-10", protein: 100, carbs: 150 }]);
    expect(await save(c, 50, 0, "2026-06-10", k)).toMatchObject({ status: 409, code: "idempotency_key_reused" });

    app.now = new Date("2026-06-08T06:00:00Z"); // 6, 7 (Sunday) and 9 June are past their cutoff
    await save(c, 50, 0);
    expect((await day(c, PICK_DAY)).data!.portions).toEqual({ protein: 100, carbs: 100 });
    expect((await day(c, "2026-06-10")).data!.portions).toEqual({ protein: 100, carbs: 150 });
    expect((await day(c, "2026-06-11")).data!.portions).toEqual({ protein: 50, carbs: 0 });
  });
});
