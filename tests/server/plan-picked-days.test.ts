// My plan's calendar marks the days whose dishes the customer chose (src/features/plan): the plan's
// answer says so per day, from the customer's own picks only (the kitchen's, fixed at a cutoff, are
// not the customer's), in /subscriptiondetails and in a change's answer alike.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import { FIRST_START, TEST_NOW, TEST_PAYMENT_SECRET } from "../support/orders.ts";
import { callPlan, planHolder } from "../support/plans.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock: () => TEST_NOW, paymentSecret: TEST_PAYMENT_SECRET });
});
afterAll(() => t.close());

it("answers each day picked or not: the customer's picks mark a day, the kitchen's do not", async () => {
  const c = await planHolder(t, { startDate: FIRST_START });
  const first = await callPlan(t, c.token, "subscriptiondetails", { lang_id: "1" });
  const [d1, d2, d3] = first.data!.days.map((d) => d.date) as [string, string, string];
  expect(first.data!.days.every((d) => d.picked === false)).toBe(true);

  const meal = (await t.db.selectFrom("meals").select("id").orderBy("id").executeTakeFirstOrThrow()).id;
  await t.db
    .insertInto("day_picks")
    .values([
      { purchase_id: c.purchaseId, date: d1, slot_type: "meal", slot: 1, meal_id: meal, chosen_by: "customer" },
      { purchase_id: c.purchaseId, date: d1, slot_type: "meal", slot: 2, meal_id: meal, chosen_by: "customer" },
      { purchase_id: c.purchaseId, date: d2, slot_type: "meal", slot: 1, meal_id: meal, chosen_by: "kitchen" },
    ])
    .execute();

  const picked = (days: { date: string; picked: boolean }[]) => days.filter((d) => d.picked).map((d) => d.date);
  const after = await callPlan(t, c.token, "subscriptiondetails", { lang_id: "1" });
  expect(picked(after.data!.days)).toEqual([d1]);
  // A freeze's answer is the plan as it now is: the picked day stays picked.
  const frozen = await callPlan(t, c.token, "freezedays", { purchase_id: String(c.purchaseId), dates: d3, idempotency_key: randomUUID() });
  expect(frozen.status).toBe(200);
  expect(picked(frozen.data!.days)).toEqual([d1]);
});
