// /verifyCoupon and /purchasepackage through the real app on a real database: prices recomputed on
// the server (tampered figures refused, nothing stored), coupon rules, wallet limits, start dates,
// the active-package refusal and one customer never using another's address or purchase.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, registerCustomer, type TestCustomer } from "../../tests/support/accounts.ts";
import {
  addressFor,
  FIRST_START,
  kd,
  purchaseFields,
  referenceOf,
  signedCallback,
  subPackage,
  TEST_NOW,
  TEST_PAYMENT_SECRET,
  type SubPackage,
} from "../../tests/support/orders.ts";
import { createTestApp, expectApiHeaders, type TestApp } from "../../tests/support/test-app.ts";

let t: TestApp;
let sub: SubPackage;

type Body = { data: Record<string, unknown> | null; error_msg?: string; code?: string; field?: string };
const json = async (res: Response) => (await res.json()) as Body;

beforeAll(async () => {
  t = await createTestApp({ clock: () => TEST_NOW, paymentSecret: TEST_PAYMENT_SECRET });
  // Package 24, 26 days, 2 meals, 3 snacks, 0 soups: the builder's defaults, 180.000 KD.
  sub = await subPackage(t, { packageId: 24, days: 26, meals: 2, snacks: 3, soups: 0 });
});
afterAll(() => t.close());

async function customer(walletFils = 0): Promise<TestCustomer & { addressId: number }> {
  const c = await registerCustomer(t);
  if (walletFils) await t.db.updateTable("users").set({ wallet_fils: walletFils }).where("id", "=", c.userId).execute();
  return { ...c, addressId: await addressFor(t, c.userId) };
}

const purchase = (c: { token: string }, fields: Record<string, string>) => t.postForm("/api/purchasepackage", fields, bearer(c.token));
const purchases = (userId: number) => t.db.selectFrom("purchases").selectAll().where("user_id", "=", userId).execute();
const wallet = async (userId: number) =>
  (await t.db.selectFrom("users").select("wallet_fils").where("id", "=", userId).executeTakeFirstOrThrow()).wallet_fils;

describe("/verifyCoupon", () => {
  it("answers a seeded percentage coupon, whatever the letter case", async () => {
    const c = await customer();
    const res = await t.postForm("/api/verifyCoupon", { user_id: c.userId, coupon_code: "welcome10" }, bearer(c.token));
    expect(res.status).toBe(200);
    expectApiHeaders(res);
    expect((await json(res)).data).toEqual({ coupon_code: "WELCOME10", discount_type: "percentage", discount_value: 10 });
    const ramadan = await json(await t.postForm("/api/verifyCoupon", { coupon_code: "RAMADAN25" }, bearer(c.token)));
    expect(ramadan.data).toMatchObject({ discount_value: 25 });
  });

  it("refuses an unknown and an expired coupon with no data", async () => {
    const c = await customer();
    for (const [code, expected] of [["NOPE", "coupon_not_found"], ["EXPIRED15", "coupon_expired"]] as const) {
      const res = await t.postForm("/api/verifyCoupon", { coupon_code: code }, bearer(c.token));
      expect(res.status).toBe(400);
      expect(await json(res)).toMatchObject({ data: null, code: expected, field: "coupon_code" });
    }
  });

  it("needs a signed-in customer", async () => {
    const res = await t.postForm("/api/verifyCoupon", { coupon_code: "WELCOME10" });
    expect(res.status).toBe(401);
  });

  it("allows a coupon once per customer and up to its usage limit", async () => {
    const c = await customer();
    const res = await json(await purchase(c, purchaseFields({ sub, addressId: c.addressId, couponCode: "WELCOME10", couponPercent: 10 })));
    const reference = referenceOf(String(res.data!.payment_url));
    await t.postForm("/api/paymentcallback", signedCallback(reference, "approved"));
    const again = await t.postForm("/api/verifyCoupon", { coupon_code: "WELCOME10" }, bearer(c.token));
    expect(await json(again)).toMatchObject({ data: null, code: "coupon_already_used" });

    const uses = await t.db.selectFrom("coupon_uses").select((eb) => eb.fn.countAll<number>().as("n")).where("coupon_code", "=", "RAMADAN25").executeTakeFirstOrThrow();
    await t.db.updateTable("coupons").set({ usage_limit: Number(uses.n) }).where("code", "=", "RAMADAN25").execute();
    const other = await customer();
    const usedUp = await t.postForm("/api/verifyCoupon", { coupon_code: "RAMADAN25" }, bearer(other.token));
    expect(await json(usedUp)).toMatchObject({ data: null, code: "coupon_used_up" });
    await t.db.updateTable("coupons").set({ usage_limit: 500 }).where("code", "=", "RAMADAN25").execute();
  });
});

describe("/purchasepackage prices", () => {
  it("answers Proceed To Payment with the gateway page and no personal data in its address; nothing is taken yet", async () => {
    const c = await customer(25_000);
    const res = await purchase(c, purchaseFields({ sub, addressId: c.addressId, couponCode: "WELCOME10", couponPercent: 10, walletFils: 5_000 }));
    expect(res.status).toBe(200);
    expectApiHeaders(res);
    const { data } = await json(res);
    expect(data).toMatchObject({
      status: "pending",
      paid: false,
      payment_required: true,
      message: "Proceed To Payment",
      package_amount: "180.000",
      promo_code_discount: "18.000",
      wallet_amount: "5.000",
      total_amount: "157.000",
      start_date: FIRST_START,
      end_date: "2026-07-05",
    });
    const url = new URL(String(data!.payment_url), "http://shop.test");
    expect(url.pathname).toMatch(/^\/pay\/sandbox\/knet\//);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ totAmount: "157.000", order_id_app: String(data!.purchase_id) });
    expect(url.searchParams.get("productnames")).toContain("26 days");
    // No personal data in the address (it ends up in logs, histories and referrers): the gateway's
    // page reads what it shows from its own records, by reference.
    expect([...url.searchParams.keys()].sort()).toEqual(["order_id_app", "productnames", "totAmount"]);
    const address = decodeURIComponent(String(data!.payment_url)).toLowerCase();
    for (const personal of [c.firstName, c.lastName, c.email, c.mobileNo]) expect(address).not.toContain(personal.toLowerCase());
    expect(await wallet(c.userId)).toBe(25_000);
  });

  it("refuses a tampered package price, discount or total and stores nothing", async () => {
    const c = await customer(25_000);
    const good = purchaseFields({ sub, addressId: c.addressId, couponCode: "WELCOME10", couponPercent: 10, walletFils: 5_000 });
    const tampered: Array<[string, string]> = [
      ["package_amount", "1.000"],
      ["promo_code_discount", "179.000"],
      ["total_amount", "0.000"],
      ["total_amount", "156.999"],
    ];
    for (const [field, value] of tampered) {
      const res = await purchase(c, { ...good, [field]: value, unique_code: `tamper-${field}-${value.replace(".", "_")}` });
      expect(res.status).toBe(409);
      expect(await json(res)).toMatchObject({ data: null, code: "amount_mismatch", field });
    }
    const noCoupon = await purchase(c, { ...good, coupon_code: "", unique_code: "tamper-no-coupon" });
    expect(await json(noCoupon)).toMatchObject({ code: "amount_mismatch", field: "promo_code_discount" });
    expect(await purchases(c.userId)).toHaveLength(0);
  });

  it("keeps the wallet within the balance and the package price", async () => {
    const c = await customer(10_000);
    const over = await purchase(c, purchaseFields({ sub, addressId: c.addressId, walletFils: 10_001 }));
    expect(await json(over)).toMatchObject({ data: null, code: "wallet_exceeds_balance", field: "wallet_amount" });
    const rich = await customer(500_000);
    const overPrice = await purchase(rich, purchaseFields({ sub, addressId: rich.addressId, walletFils: sub.price_fils + 1 }));
    expect(await json(overPrice)).toMatchObject({ data: null, code: "wallet_exceeds_price" });
    const wrongWallet = await purchase(c, { ...purchaseFields({ sub, addressId: c.addressId, walletFils: 1_000 }), wallet_id: String(c.userId + 1) });
    expect(wrongWallet.status).toBe(403);
    expect(await purchases(c.userId)).toHaveLength(0);
    expect(await purchases(rich.userId)).toHaveLength(0);
  });

  it("with nothing left to pay, the purchase is paid at once and the wallet debited once", async () => {
    const c = await customer(200_000);
    const fields = purchaseFields({ sub, addressId: c.addressId, walletFils: sub.price_fils });
    const { data } = await json(await purchase(c, fields));
    expect(data).toMatchObject({ status: "paid", payment_required: false, payment_url: null, message: "Package Purchased Successfully", total_amount: "0.000", cashback_amount: "0.000" });
    const repeat = await json(await purchase(c, fields));
    expect(repeat.data).toMatchObject({ purchase_id: data!.purchase_id, status: "paid", repeated: true });
    expect(await wallet(c.userId)).toBe(200_000 - sub.price_fils);
    const ledger = await t.db.selectFrom("wallet_transactions").select(["kind", "amount_fils"]).where("user_id", "=", c.userId).execute();
    expect(ledger).toEqual([{ kind: "spend", amount_fils: -sub.price_fils }]);
  });

  it("refuses a customer who already has a package with 'You Already Have a Package'", async () => {
    const c = await customer(200_000);
    await purchase(c, purchaseFields({ sub, addressId: c.addressId, walletFils: sub.price_fils }));
    const res = await purchase(c, purchaseFields({ sub, addressId: c.addressId, paymentType: "visa" }));
    expect(res.status).toBe(409);
    expect(await json(res)).toMatchObject({ data: null, error_msg: "You Already Have a Package", code: "active_package" });
    expect(await purchases(c.userId)).toHaveLength(1);
  });
});

describe("/purchasepackage input", () => {
  it("takes the start date only 4 to 365 days ahead and never on a Friday", async () => {
    const c = await customer();
    for (const startDate of ["2026-06-04", "2026-06-05", "2027-06-02", "2026-06-31", "06/06/2026"]) {
      const res = await purchase(c, purchaseFields({ sub, addressId: c.addressId, startDate }));
      expect(res.status, startDate).toBe(400);
      expect((await json(res)).field).toBe("start_date");
    }
    const last = await purchase(c, purchaseFields({ sub, addressId: c.addressId, startDate: "2027-06-01" }));
    expect((await json(last)).data).toMatchObject({ start_date: "2027-06-01", status: "pending" });
  });

  it("refuses another customer's address, a sub-package of another package and unknown delivery options", async () => {
    const alice = await customer();
    const bob = await customer();
    const stolen = await purchase(alice, purchaseFields({ sub, addressId: bob.addressId }));
    expect(await json(stolen)).toMatchObject({ data: null, code: "invalid_delivery_address_id" });
    const wrongPackage = await purchase(alice, purchaseFields({ sub, addressId: alice.addressId, packageId: 26 }));
    expect(await json(wrongPackage)).toMatchObject({ code: "invalid_sub_package_id" });
    const noTime = await purchase(alice, { ...purchaseFields({ sub, addressId: alice.addressId }), delivery_time_id: "99" });
    expect(await json(noTime)).toMatchObject({ code: "invalid_delivery_time_id" });
    const badType = await purchase(alice, { ...purchaseFields({ sub, addressId: alice.addressId }), payment_type: "cash" });
    expect(await json(badType)).toMatchObject({ code: "invalid_payment_type" });
    const missing = await purchase(alice, { ...purchaseFields({ sub, addressId: alice.addressId }), unique_code: "" });
    expect(await json(missing)).toMatchObject({ code: "missing_unique_code" });
    expect(await purchases(alice.userId)).toHaveLength(0);
  });

  it("never acts for another user_id and needs a token", async () => {
    const alice = await customer();
    const bob = await customer();
    const res = await purchase(alice, { ...purchaseFields({ sub, addressId: alice.addressId }), user_id: String(bob.userId) });
    expect(res.status).toBe(403);
    expect((await t.postForm("/api/purchasepackage", purchaseFields({ sub, addressId: alice.addressId }))).status).toBe(401);
  });

  it("shows a purchase's status to its owner only", async () => {
    const alice = await customer();
    const bob = await customer();
    const { data } = await json(await purchase(alice, purchaseFields({ sub, addressId: alice.addressId })));
    const mine = await t.postForm("/api/purchasestatus", { purchase_id: String(data!.purchase_id) }, bearer(alice.token));
    expect((await json(mine)).data).toMatchObject({ purchase_id: data!.purchase_id, status: "pending", total_amount: kd(sub.price_fils) });
    const theirs = await t.postForm("/api/purchasestatus", { purchase_id: String(data!.purchase_id) }, bearer(bob.token));
    expect(theirs.status).toBe(404);
    expect(await json(theirs)).toMatchObject({ data: null, code: "purchase_not_found" });
  });
});
