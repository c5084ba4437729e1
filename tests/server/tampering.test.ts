// Tampering (docs/quality-targets.md "Security"; issue 9): money and status figures a client sends are refused or
// ignored, never obeyed. One table of tampered requests, each from a customer with 25.000 KD in the
// wallet: a tampered figure the server checks is refused with a 4xx and a code and stores nothing;
// a field the server does not take (paid, status, a discount value) is ignored: what is stored and
// answered is the server's own figure. A paid status only ever comes from a signed gateway callback.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, registerCustomer, type TestCustomer } from "../support/accounts.ts";
import { addressFor, kd, purchaseFields, signedCallback, subPackage, TEST_NOW, TEST_PAYMENT_SECRET, type SubPackage } from "../support/orders.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;
let sub: SubPackage;
const WALLET = 25_000;

type Buyer = TestCustomer & { addressId: number };
type Body = { data: Record<string, unknown> | null; code?: string; field?: string };

beforeAll(async () => {
  t = await createTestApp({ clock: () => TEST_NOW, paymentSecret: TEST_PAYMENT_SECRET });
  sub = await subPackage(t, { packageId: 24, days: 26, meals: 2, snacks: 3, soups: 0 });
});
afterAll(() => t?.close());

async function buyer(): Promise<Buyer> {
  const c = await registerCustomer(t);
  await t.db.updateTable("users").set({ wallet_fils: WALLET }).where("id", "=", c.userId).execute();
  return { ...c, addressId: await addressFor(t, c.userId) };
}

const rowsOf = (userId: number) =>
  Promise.all([
    t.db.selectFrom("purchases").selectAll().where("user_id", "=", userId).execute(),
    t.db.selectFrom("wallet_transactions").selectAll().where("user_id", "=", userId).execute(),
    t.db.selectFrom("users").select("wallet_fils").where("id", "=", userId).executeTakeFirstOrThrow(),
  ]);

const price = () => sub.price_fils;

/** Tampered figures the server checks against its own: refused, nothing stored. */
const REFUSED: [string, (b: Buyer) => Record<string, string>, number, string][] = [
  ["a lower package price", (b) => ({ ...purchaseFields({ sub, addressId: b.addressId }), package_amount: "1.000" }), 409, "amount_mismatch"],
  ["a lower total", (b) => ({ ...purchaseFields({ sub, addressId: b.addressId }), total_amount: "0.000" }), 409, "amount_mismatch"],
  ["a negative total", (b) => ({ ...purchaseFields({ sub, addressId: b.addressId }), total_amount: "-10.000" }), 400, "invalid_total_amount"],
  ["a discount with no coupon", (b) => ({ ...purchaseFields({ sub, addressId: b.addressId }), promo_code_discount: kd(price() / 2) }), 409, "amount_mismatch"],
  [
    "a bigger discount than the coupon gives",
    (b) => ({ ...purchaseFields({ sub, addressId: b.addressId, couponCode: "WELCOME10", couponPercent: 10 }), promo_code_discount: kd(price() / 2) }),
    409,
    "amount_mismatch",
  ],
  ["more wallet than the balance", (b) => purchaseFields({ sub, addressId: b.addressId, walletFils: WALLET + 1000 }), 400, "wallet_exceeds_balance"],
  ["a negative wallet amount", (b) => ({ ...purchaseFields({ sub, addressId: b.addressId }), wallet_amount: "-5.000" }), 400, "invalid_wallet_amount"],
  ["another customer's wallet", (b) => ({ ...purchaseFields({ sub, addressId: b.addressId, walletFils: 1000 }), wallet_id: String(b.userId + 1) }), 403, "forbidden_wallet"],
  ["a consultant fee", (b) => ({ ...purchaseFields({ sub, addressId: b.addressId }), consultant_fees: "5.000" }), 400, "invalid_consultant_fees"],
  ["a price of another sub-package", (b) => ({ ...purchaseFields({ sub, addressId: b.addressId }), sub_package_id: String(sub.id + 1) }), 409, "amount_mismatch"],
];

describe("tampered figures are refused and nothing is stored", () => {
  it.each(REFUSED)("%s", async (_name, fields, status, code) => {
    const b = await buyer();
    const before = await rowsOf(b.userId);
    const res = await t.postForm("/api/purchasepackage", fields(b), bearer(b.token));
    const body = (await res.json()) as Body;
    expect(res.status, JSON.stringify(body)).toBe(status);
    expect(body).toMatchObject({ data: null, code });
    expect(await rowsOf(b.userId)).toEqual(before);
  });
});

/** Fields the server does not take from a client: ignored; the stored purchase is the server's. */
const IGNORED: [string, Record<string, string>][] = [
  ["paid=1", { paid: "1" }],
  ["status=paid", { status: "paid", payment_status: "CAPTURED" }],
  ["a 100% discount value", { discount_value: "100", discount_type: "percentage" }],
  ["a cashback amount", { cashback_amount: "999.000" }],
  ["a wallet balance", { wallet_balance: "9999.000", wallet_fils: "9999000" }],
];

describe("status and money fields the server does not take are ignored", () => {
  it.each(IGNORED)("%s", async (_name, extra) => {
    const b = await buyer();
    const res = await t.postForm("/api/purchasepackage", { ...purchaseFields({ sub, addressId: b.addressId }), ...extra }, bearer(b.token));
    const body = (await res.json()) as Body;
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body.data).toMatchObject({ status: "pending", paid: false, total_amount: kd(price()), promo_code_discount: "0.000", payment_required: true });
    const [purchases, ledger, user] = await rowsOf(b.userId);
    expect(purchases).toHaveLength(1);
    expect(purchases[0]).toMatchObject({ status: "pending", total_fils: price(), discount_fils: 0, wallet_fils: 0, cashback_fils: 0 });
    expect(ledger).toEqual([]);
    expect(user.wallet_fils).toBe(WALLET);
    // The profile's wallet is the stored one.
    const profile = (await (await t.postForm("/api/getuserprofile", extra, bearer(b.token))).json()) as Body;
    expect(profile.data).toMatchObject({ wallet_amount: kd(WALLET) });
  });
});

describe("paid only by the gateway's signed word", () => {
  it("a forged, unsigned or wrongly signed callback never pays; the signed one does, once", async () => {
    const b = await buyer();
    const res = await t.postForm("/api/purchasepackage", purchaseFields({ sub, addressId: b.addressId }), bearer(b.token));
    const data = ((await res.json()) as Body).data!;
    const reference = /\/pay\/sandbox\/knet\/([\w-]+)\?/.exec(String(data.payment_url))![1]!;
    for (const forged of [
      { reference, status: "approved" },
      { reference, status: "approved", signature: "0".repeat(64) },
      signedCallback(reference, "approved", "another-secret"),
      { ...signedCallback(reference, "declined"), status: "approved" },
    ]) {
      const r = await t.postForm("/api/paymentcallback", forged);
      expect(r.status).toBe(401);
    }
    const status = async () => ((await (await t.postForm("/api/purchasestatus", { purchase_id: String(data.purchase_id) }, bearer(b.token))).json()) as Body).data;
    expect(await status()).toMatchObject({ status: "pending", paid: false });
    expect((await t.postForm("/api/paymentcallback", signedCallback(reference, "approved"))).status).toBe(200);
    expect((await t.postForm("/api/paymentcallback", signedCallback(reference, "approved"))).status).toBe(200);
    expect(await status()).toMatchObject({ status: "paid", paid: true, cashback_amount: kd(Math.round(price() / 10)) });
    const [, ledger] = await rowsOf(b.userId);
    expect(ledger.map((l) => l.amount_fils)).toEqual([Math.round(price() / 10)]);
  });
});
