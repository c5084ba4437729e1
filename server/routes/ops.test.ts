// The kitchen's /ops calls through the real app: the production list (dish × package portion, from
// the customers' and the kitchen's picks) and the delivery manifest (by governorate and area), as
// JSON and CSV (BOM, RFC 4180 quoting, no formulas); a customer's token is refused.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bearer } from "../../tests/support/accounts.ts";
import { dishesOn, operatorToken, type DayPicks } from "../../tests/support/meals.ts";
import { addressFor, FIRST_START, TEST_NOW, TEST_PAYMENT_SECRET } from "../../tests/support/orders.ts";
import { callPlan, planHolder } from "../../tests/support/plans.ts";
import { createTestApp, expectApiHeaders, type TestApp } from "../../tests/support/test-app.ts";

let t: TestApp;
let now = TEST_NOW;
let ops: string;

// A date no other test file's plan reaches: every plan delivering on it is this file's.
const DATE = "2026-06-09";

beforeAll(async () => {
  t = await createTestApp({ clock: () => now, paymentSecret: TEST_PAYMENT_SECRET });
  ops = await operatorToken(t);
});
afterAll(() => t.close());
beforeEach(() => {
  now = TEST_NOW;
});

type Production = {
  date: string;
  deliveries: number;
  dishes: number;
  rows: { meal_id: number; meal_name: string; package_id: number; portion_grams: number; count: number }[];
};
type Manifest = {
  date: string;
  count: number;
  governorates: {
    governorate: string;
    areas: {
      area: string;
      deliveries: {
        purchase_id: number;
        customer_name: string;
        phone: string;
        address: string;
        directions: string;
        window: string;
        method: string;
      }[];
    }[];
  }[];
};

const opsCall = (path: string, fields: Record<string, string>, token = ops) => t.postForm(`/api/ops/${path}`, fields, bearer(token));

describe("/ops", () => {
  it("refuses a customer's token with 403 forbidden_role, and no token with 401", async () => {
    const c = await planHolder(t, { startDate: FIRST_START });
    for (const path of ["production", "manifest", "production.csv", "manifest.csv"]) {
      const res = await opsCall(path, { date: DATE }, c.token);
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ data: null, code: "forbidden_role" });
      expectApiHeaders(res);
      expect((await t.postForm(`/api/ops/${path}`, { date: DATE })).status).toBe(401);
    }
    expect(await (await opsCall("production", { date: "2026-13-01" })).json()).toMatchObject({ code: "invalid_date", field: "date" });
  });

  it("counts each dish by package portion from the day's picks, the customer's and the kitchen's, and lists the deliveries by governorate and area", async () => {
    const base = (await (await opsCall("production", { date: DATE })).json()) as { data: Production };
    const a = await planHolder(t, { startDate: FIRST_START });
    const b = await planHolder(t, { startDate: FIRST_START });
    const frozen = await planHolder(t, { startDate: FIRST_START });
    await callPlan(t, frozen.token, "freezedays", { purchase_id: String(frozen.purchaseId), dates: DATE, idempotency_key: randomUUID() });
    // Customer A picks the day; B leaves it to the kitchen.
    const mains = await dishesOn(t, 24, DATE, [2]);
    const snacks = await dishesOn(t, 24, DATE, [3]);
    const saved = await callPlan<DayPicks>(t, a.token, "savedaypicks", {
      purchase_id: String(a.purchaseId),
      date: DATE,
      meals: `${mains[0]},${mains[0]}`,
      snacks: snacks.slice(0, 3).join(","),
      idempotency_key: randomUUID(),
    });
    expect(saved.status).toBe(200);
    // A's name and directions would break a careless CSV (a formula, a comma, quotes, Arabic).
    await t.db
      .updateTable("users")
      .set({ first_name: '=HYPERLINK("http://evil")', last_name: "العلي" })
      .where("id", "=", a.userId)
      .execute();
    await t.db.updateTable("addresses").set({ directions: 'Gate 2, the "blue" door' }).where("id", "=", a.addressId).execute();
    // B's day goes to another saved address.
    const office = await addressFor(t, b.userId);
    await callPlan(t, b.token, "setdayaddress", {
      purchase_id: String(b.purchaseId),
      date: DATE,
      address_id: String(office),
      idempotency_key: randomUUID(),
    });

    now = new Date("2026-06-08T06:00:00Z"); // the day is locked: what the kitchen cooks is fixed
    const bDay = (await callPlan<DayPicks>(t, b.token, "daypicks", { purchase_id: String(b.purchaseId), date: DATE })).data!;
    expect(bDay.slots.every((s) => s.chosen_by === "kitchen")).toBe(true);

    const res = await opsCall("production", { date: DATE });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const { data } = (await res.json()) as { data: Production };
    expect(data.deliveries - base.data.deliveries).toBe(2);
    expect(data.dishes - base.data.dishes).toBe(10);
    const countOf = (p: Production, id: number) =>
      p.rows.filter((r) => r.meal_id === id && r.package_id === 24).reduce((n, r) => n + r.count, 0);
    const expected = new Map<number, number>();
    for (const id of [mains[0]!, mains[0]!, ...snacks.slice(0, 3), ...bDay.slots.map((s) => s.meal_id!)])
      expected.set(id, (expected.get(id) ?? 0) + 1);
    for (const [id, n] of expected) expect(countOf(data, id) - countOf(base.data, id)).toBe(n);
    expect(data.rows.every((r) => r.portion_grams === 100 || r.package_id !== 24)).toBe(true);

    const manifest = ((await (await opsCall("manifest", { date: DATE })).json()) as { data: Manifest }).data;
    const all = manifest.governorates.flatMap((g) =>
      g.areas.flatMap((ar) => ar.deliveries.map((d) => ({ ...d, governorate: g.governorate, area: ar.area }))),
    );
    expect(all).toHaveLength(manifest.count);
    const mine = all.filter((d) => [a.purchaseId, b.purchaseId, frozen.purchaseId].includes(d.purchase_id));
    expect(mine.map((d) => d.purchase_id).sort()).toEqual([a.purchaseId, b.purchaseId].sort());
    expect(mine.find((d) => d.purchase_id === a.purchaseId)).toMatchObject({
      phone: "55555555",
      directions: 'Gate 2, the "blue" door',
      address: "Block 1, Street Test St, House 1",
    });
    expect(mine[0]!.window).not.toBe("");
    expect(mine[0]!.method).not.toBe("");
    // Governorates in order, areas in order within each.
    const keys = all.map((d) => `${d.governorate}|${d.area}`);
    expect(new Set(keys).size).toBe(manifest.governorates.reduce((n, g) => n + g.areas.length, 0));

    const csv = await opsCall("manifest.csv", { date: DATE });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toBe(`attachment; filename="manifest-${DATE}.csv"`);
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
    const lines = text.slice(1).split("\r\n");
    expect(lines[0]).toBe("Governorate,Area,Customer,Phone,Address,Directions,Window,Method,Portions,Purchase");
    expect(lines.at(-1)).toBe("");
    const line = lines.find((l) => l.endsWith(`,${a.purchaseId}`))!;
    expect(line).toContain(`"'=HYPERLINK(""http://evil"") العلي"`);
    expect(line).toContain(`"Gate 2, the ""blue"" door"`);
    expect(line).toContain(`,55555555,"Block 1, Street Test St, House 1",`);

    const productionCsv = await opsCall("production.csv", { date: DATE, lang_id: "2" });
    const ptext = (await productionCsv.text()).replace(/^\uFEFF/, "");
    expect(ptext.split("\r\n")[0]).toBe("النوع,الطبق,رقم الطبق,الباقة,البروتين (غ),الحصص,العدد");
    const prow = ptext.split("\r\n").find((l) => l.split(",")[2] === String(mains[0]))!;
    expect(prow).toMatch(/[\u0600-\u06FF]/);
    expect(Number(prow.split(",").at(-1))).toBe(countOf(data, mains[0]!));
    // GET with a query string works as well (a printable link for the kitchen's browser).
    const get = await t.get("/api/ops/production", { date: DATE }, bearer(ops));
    expect(((await get.json()) as { data: Production }).data.dishes).toBe(data.dishes);
  });
});
