// The kitchen's lists split by the customers' portions (README.md "Health profile and portions"):
// two customers on the same day, the same dishes, at different portions: the production list has a
// line per dish and portions with its count, on screen (JSON) and in the CSV; snacks have none; the
// manifest names each box's portions.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer } from "../../tests/support/accounts.ts";
import { dishesOn, operatorToken } from "../../tests/support/meals.ts";
import { FIRST_START, TEST_NOW, TEST_PAYMENT_SECRET } from "../../tests/support/orders.ts";
import { callPlan, planHolder, type PlanHolder } from "../../tests/support/plans.ts";
import { createTestApp, type TestApp } from "../../tests/support/test-app.ts";

let t: TestApp;
let ops: string;
const DATE = "2026-06-10";

beforeAll(async () => {
  t = await createTestApp({ clock: () => TEST_NOW, paymentSecret: TEST_PAYMENT_SECRET });
  ops = await operatorToken(t);
});
afterAll(() => t.close());

type Row = { meal_id: number; package_id: number; protein_grams: number | null; carb_grams: number | null; portions: string; count: number };
type Delivery = { purchase_id: number; portions: string };

describe("the kitchen's lists by portions", () => {
  it("counts each dish by its portions and names each box's portions", async () => {
    const [mains, snacks] = [await dishesOn(t, 24, DATE, [1, 2]), await dishesOn(t, 24, DATE, [3])];
    const picks = { purchase_id: "", date: DATE, meals: mains.slice(0, 2).join(","), snacks: snacks.slice(0, 3).join(","), soups: "" };
    const customer = async (portions?: { protein: string; carbs: string }): Promise<PlanHolder> => {
      const c = await planHolder(t, { startDate: FIRST_START });
      await callPlan(t, c.token, "savedaypicks", { ...picks, purchase_id: String(c.purchaseId), idempotency_key: randomUUID() });
      if (portions) {
        const saved = await callPlan(t, c.token, "saveportions", {
          purchase_id: String(c.purchaseId),
          date: DATE,
          protein_grams: portions.protein,
          carb_grams: portions.carbs,
          idempotency_key: randomUUID(),
        });
        expect(saved.status).toBe(200);
      }
      return c;
    };
    const light = await customer({ protein: "50", carbs: "0" });
    const usual = await customer();
    const usual2 = await customer();

    const res = await t.postForm("/api/ops/production", { date: DATE }, bearer(ops));
    const rows = ((await res.json()) as { data: { rows: Row[] } }).data.rows;
    const main = rows.filter((r) => r.meal_id === mains[0]);
    expect(main.map((r) => [r.portions, r.count])).toEqual([
      ["P100 C100", 2],
      ["P50 C0", 1],
    ]);
    expect(main[1]).toMatchObject({ protein_grams: 50, carb_grams: 0 });
    const snack = rows.filter((r) => r.meal_id === snacks[0]);
    expect(snack).toHaveLength(1);
    expect(snack[0]).toMatchObject({ portions: "", protein_grams: null, count: 3 });

    const csv = (await (await t.postForm("/api/ops/production.csv", { date: DATE }, bearer(ops))).text()).replace(/^\uFEFF/, "").split("\r\n");
    expect(csv[0]).toBe("Type,Dish,Dish id,Package,Protein portion (g),Portions,Count");
    const lines = csv.filter((l) => l.split(",").at(2) === String(mains[0]) || l.includes(`,${mains[0]},`));
    expect(lines.map((l) => l.split(",").slice(-2).join(","))).toEqual(["P100 C100,2", "P50 C0,1"]);

    const manifest = (await (await t.postForm("/api/ops/manifest", { date: DATE }, bearer(ops))).json()) as {
      data: { governorates: { areas: { deliveries: Delivery[] }[] }[] };
    };
    const boxes = manifest.data.governorates.flatMap((g) => g.areas.flatMap((a) => a.deliveries));
    const portionsOf = (c: PlanHolder) => boxes.find((d) => d.purchase_id === c.purchaseId)?.portions;
    expect([portionsOf(light), portionsOf(usual), portionsOf(usual2)]).toEqual(["P50 C0", "P100 C100", "P100 C100"]);
  });
});
