// The answers of the catalog's, My plan's and the day picks' calls have exactly the contract's
// shape (contract/catalog.ts, plan.ts, day-picks.ts): the types the app takes are what the server sends.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { areaGroupWire, mealWire, packageDetailsWire, packageWire, subPackageWire } from "../../contract/catalog.ts";
import { dayWire, slotWire } from "../../contract/day-picks.ts";
import { healthWire, portionsWire } from "../../contract/health.ts";
import { ledgerWire, planDayWire, planWire, purchaseWire } from "../../contract/plan.ts";
import { mealsCalls, PICK_DAY } from "../support/meals.ts";
import { FIRST_START, TEST_NOW, TEST_PAYMENT_SECRET } from "../support/orders.ts";
import { callPlan, planHolder } from "../support/plans.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock: () => TEST_NOW, paymentSecret: TEST_PAYMENT_SECRET });
});
afterAll(() => t.close());

/** Parses with every object strict: a field the contract lacks fails as much as a missing one. */
const strictPlan = planWire.strict().extend({ days: planDayWire.strict().array() });
const strictDay = dayWire.strict().extend({ slots: slotWire.strict().array() });

describe("the contract's answers", () => {
  it("/subscriptiondetails, /freezedays, /unfreezedays and /setdayaddress answer a PlanWire", async () => {
    const c = await planHolder(t, { startDate: FIRST_START });
    const fields = { purchase_id: String(c.purchaseId) };
    const answers = [
      await callPlan(t, c.token, "subscriptiondetails", { lang_id: "2" }),
      await callPlan(t, c.token, "freezedays", { ...fields, dates: PICK_DAY, idempotency_key: randomUUID() }),
      await callPlan(t, c.token, "unfreezedays", { ...fields, dates: PICK_DAY, idempotency_key: randomUUID() }),
      await callPlan(t, c.token, "setdayaddress", { ...fields, date: PICK_DAY, address_id: String(c.addressId), idempotency_key: randomUUID() }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(strictPlan.safeParse(answer.data).error).toBeUndefined();
    }
  });

  it("/purchasehistory and /walletledger answer PurchaseWires and a LedgerWire", async () => {
    const c = await planHolder(t, { startDate: FIRST_START });
    const history = await callPlan(t, c.token, "purchasehistory", { lang_id: "1" });
    expect(history.status).toBe(200);
    expect(purchaseWire.strict().array().min(1).safeParse(history.data).error).toBeUndefined();
    const ledger = await callPlan(t, c.token, "walletledger", {});
    expect(ledger.status).toBe(200);
    expect(ledgerWire.strict().safeParse(ledger.data).error).toBeUndefined();
  });

  it("/packagelist, /packagelistV3, /meallist and /arealist answer the catalog's wires", async () => {
    const get = async (path: string, fields: Record<string, string>) => {
      const res = await t.postForm(`/api/${path}`, fields);
      expect(res.status).toBe(200);
      return ((await res.json()) as { data: unknown }).data;
    };
    const strictDetails = packageDetailsWire.strict().extend({
      sub_package_list: packageDetailsWire.shape.sub_package_list.element.strict().extend({ sub_packages: subPackageWire.strict().array() }).array(),
    });
    for (const lang of ["1", "2"]) {
      expect(packageWire.strict().array().min(1).safeParse(await get("packagelist", { lang_id: lang })).error).toBeUndefined();
      expect(strictDetails.array().length(1).safeParse(await get("packagelistV3", { lang_id: lang, package_id: "24" })).error).toBeUndefined();
      expect(mealWire.strict().array().min(1).safeParse(await get("meallist", { lang_id: lang, package_id: "24", mealtype_id: "1" })).error).toBeUndefined();
      expect(areaGroupWire.strict().array().min(1).safeParse(await get("arealist", { language_id: lang })).error).toBeUndefined();
    }
  });

  it("/daypicks and /savedaypicks answer a DayWire", async () => {
    const c = await planHolder(t, { startDate: FIRST_START });
    const m = mealsCalls(t);
    const read = await m.day(c);
    const saved = await m.save(c, await m.validPicks());
    for (const answer of [read, saved]) {
      expect(answer.status).toBe(200);
      expect(strictDay.safeParse(answer.data).error).toBeUndefined();
    }
    // The server always names the day's portions (the contract allows a stored day without them).
    expect(read.data!.portions).toEqual({ protein: 100, carbs: 100 });
  });

  it("/healthprofile, /saveweight and /saveportions answer a HealthWire and a PortionsWire", async () => {
    const c = await planHolder(t, { startDate: FIRST_START });
    const fields = { gender: "female", birthday: "1992-03-04", height_cm: "165", activity_level: "low", goal: "maintainWeight" };
    await callPlan(t, c.token, "savehealthprofile", { ...fields, idempotency_key: randomUUID() });
    const health = await callPlan(t, c.token, "saveweight", { date: "2026-05-30", weight_kg: "64.5", idempotency_key: randomUUID() });
    expect(health.status).toBe(200);
    expect(healthWire.strict().safeParse(health.data).error).toBeUndefined();
    const portions = await callPlan(t, c.token, "saveportions", { purchase_id: String(c.purchaseId), protein_grams: "50", carb_grams: "0", idempotency_key: randomUUID() });
    expect(portions.status).toBe(200);
    expect(portionsWire.strict().safeParse(portions.data).error).toBeUndefined();
  });
});
