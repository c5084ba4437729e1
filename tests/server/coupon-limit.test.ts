// A coupon's use limit holds against parallel purchases (issue 31, finding 7). Its uses were counted
// at purchase from the paid uses only and recorded at payment, so purchases still waiting for their
// payment were not counted and any number of them could pass a limit of 1. Now a purchase reserves
// its coupon: the count includes other customers' unpaid, unsuperseded purchases with it, read under
// a lock on the coupon (migration 013).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, registerCustomer } from "../support/accounts.ts";
import { addressFor, purchaseFields, subPackage, TEST_NOW, TEST_PAYMENT_SECRET, type SubPackage } from "../support/orders.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;
let sub: SubPackage;
type Body = { data: { purchase_id?: number } | null; code?: string };

beforeAll(async () => {
  t = await createTestApp({ clock: () => TEST_NOW, paymentSecret: TEST_PAYMENT_SECRET });
  sub = await subPackage(t, { packageId: 24, days: 26, meals: 2, snacks: 3, soups: 0 });
});
afterAll(() => t.close());

async function couponOfOne(code: string): Promise<string> {
  await t.db
    .insertInto("coupons")
    .values({ code, discount_type: "percentage", discount_value: 50, expires_at: new Date("2030-01-01T00:00:00Z"), usage_limit: 1, per_customer_limit: 1 })
    .execute();
  return code;
}

async function customer() {
  const c = await registerCustomer(t);
  return { ...c, addressId: await addressFor(t, c.userId) };
}

const buy = (c: { token: string; addressId: number }, couponCode: string) =>
  t.postForm("/api/purchasepackage", purchaseFields({ sub, addressId: c.addressId, couponCode, couponPercent: 50 }), bearer(c.token));

describe("a coupon of limit 1", () => {
  it("accepts at most one of eight parallel purchases by eight customers", async () => {
    const code = await couponOfOne("ONLYONE50");
    const buyers = [];
    for (let i = 0; i < 8; i++) buyers.push(await customer());
    const answers = await Promise.all(buyers.map(async (c) => ({ res: await buy(c, code) })));
    const bodies = await Promise.all(answers.map(async ({ res }) => ({ status: res.status, body: (await res.json()) as Body })));
    const accepted = bodies.filter((b) => b.status === 200);
    expect(accepted.length).toBe(1);
    for (const refused of bodies.filter((b) => b.status !== 200)) expect(refused).toMatchObject({ status: 400, body: { code: "coupon_used_up" } });
    const held = await t.db.selectFrom("purchases").select("id").where("coupon_code", "=", code).where("status", "=", "pending").execute();
    expect(held).toHaveLength(1);
    // /verifyCoupon says the same to another customer.
    const other = await customer();
    const verify = await t.postForm("/api/verifyCoupon", { coupon_code: code }, bearer(other.token));
    expect(await verify.json()).toMatchObject({ data: null, code: "coupon_used_up" });
  });

  it("lets the customer holding it start the purchase again (the old one is superseded), and frees it for others then", async () => {
    const code = await couponOfOne("AGAIN50");
    const holder = await customer();
    expect((await buy(holder, code)).status).toBe(200);
    expect((await buy(holder, code)).status).toBe(200);
    const rows = await t.db.selectFrom("purchases").select("status").where("coupon_code", "=", code).orderBy("id").execute();
    expect(rows.map((r) => r.status)).toEqual(["superseded", "pending"]);
    // The holder starts a purchase without it: the reservation ends with the superseded purchase.
    const plain = await t.postForm("/api/purchasepackage", purchaseFields({ sub, addressId: holder.addressId }), bearer(holder.token));
    expect(plain.status).toBe(200);
    expect((await buy(await customer(), code)).status).toBe(200);
  });
});
