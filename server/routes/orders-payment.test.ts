// Paying through the sandbox gateway, through the real app on a real database: the payment pages,
// callbacks that mark a purchase paid exactly once (duplicate, late, out of order, forged), the
// wallet debit, coupon use and cashback written once, a declined payment retried on the same
// purchase, and 50 concurrent repeats of one unique_code making one purchase.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, registerCustomer, type TestCustomer } from "../../tests/support/accounts.ts";
import { addressFor, purchaseFields, referenceOf, signedCallback, subPackage, TEST_NOW, TEST_PAYMENT_SECRET, type SubPackage } from "../../tests/support/orders.ts";
import { createTestApp, type TestApp } from "../../tests/support/test-app.ts";

let t: TestApp;
let sub: SubPackage;

type Body = { data: Record<string, unknown> | null; error_msg?: string; code?: string };
const json = async (res: Response) => (await res.json()) as Body;

beforeAll(async () => {
  t = await createTestApp({ clock: () => TEST_NOW, paymentSecret: TEST_PAYMENT_SECRET });
  sub = await subPackage(t, { packageId: 24, days: 26, meals: 2, snacks: 3, soups: 0 });
});
afterAll(() => t.close());

async function customer(walletFils = 0): Promise<TestCustomer & { addressId: number }> {
  const c = await registerCustomer(t);
  if (walletFils) await t.db.updateTable("users").set({ wallet_fils: walletFils }).where("id", "=", c.userId).execute();
  return { ...c, addressId: await addressFor(t, c.userId) };
}

async function start(c: TestCustomer, fields: Record<string, string>) {
  const body = await json(await t.postForm("/api/purchasepackage", fields, bearer(c.token)));
  if (!body.data) throw new Error(`purchase failed: ${JSON.stringify(body)}`);
  return { purchaseId: Number(body.data.purchase_id), url: String(body.data.payment_url), data: body.data };
}

const status = async (c: TestCustomer, purchaseId: number) =>
  (await json(await t.postForm("/api/purchasestatus", { purchase_id: String(purchaseId) }, bearer(c.token)))).data!;
const walletOf = async (userId: number) =>
  (await t.db.selectFrom("users").select("wallet_fils").where("id", "=", userId).executeTakeFirstOrThrow()).wallet_fils;
const ledger = (userId: number) =>
  t.db.selectFrom("wallet_transactions").select(["kind", "amount_fils"]).where("user_id", "=", userId).orderBy("id").execute();
const decide = (reference: string, action: string) =>
  t.postForm(`/pay/sandbox/${reference}/decide`, { action });

describe("sandbox gateway pages", () => {
  it("shows its own amount on a KNET page and a card page, and refuses an unknown payment", async () => {
    const c = await customer();
    const knet = await start(c, purchaseFields({ sub, addressId: c.addressId }));
    // A tampered query changes nothing the page shows or charges.
    const page = await t.request(knet.url.replace(/totAmount=[^&]*/, "totAmount=0.001"));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("KNET payment");
    expect(html).toContain("180.000 KWD");
    expect(html).not.toContain("0.001");
    for (const action of ["Approve", "Decline", "Cancel"]) expect(html).toContain(`>${action}</button>`);

    const other = await customer();
    const visa = await start(other, purchaseFields({ sub, addressId: other.addressId, paymentType: "visa" }));
    expect(visa.url).toMatch(/^\/pay\/sandbox\/visa\//);
    expect(await (await t.request(visa.url)).text()).toContain("Card payment");
    expect((await t.request("/pay/sandbox/knet/no-such-reference")).status).toBe(404);
  });

  it("speaks the customer's language when the shop passes it (lang=ar), right to left", async () => {
    const c = await customer();
    const knet = await start(c, purchaseFields({ sub, addressId: c.addressId }));
    const html = await (await t.request(`${knet.url}&lang=ar`)).text();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain("<h1>الدفع بالكي نت</h1>");
    expect(html).toContain('<dd dir="ltr">180.000 د.ك</dd>');
    for (const action of ["موافقة", "رفض", "إلغاء"]) expect(html).toContain(`>${action}</button>`);
    expect(html).toContain('<input type="hidden" name="lang" value="ar">');
    const missing = await t.request("/pay/sandbox/knet/no-such-reference?lang=ar");
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("الدفعة غير موجودة");
  });
});

describe("paying", () => {
  it("approving marks the purchase paid once: wallet spent, coupon used and 10% cashback, each once", async () => {
    const c = await customer(25_000);
    const { purchaseId, url } = await start(c, purchaseFields({ sub, addressId: c.addressId, couponCode: "WELCOME10", couponPercent: 10, walletFils: 5_000 }));
    const reference = referenceOf(url);
    expect((await status(c, purchaseId)).status).toBe("pending");

    const back = await decide(reference, "approve");
    expect(back.status).toBe(303);
    expect(back.headers.get("location")).toBe(`/ThankYou?purchase_id=${purchaseId}`);
    expect(await status(c, purchaseId)).toMatchObject({ status: "paid", total_amount: "157.000", cashback_amount: "15.700" });

    // The gateway's callback delivered again, a late decline, the page submitted again: nothing more.
    const again = await json(await t.postForm("/api/paymentcallback", signedCallback(reference, "approved")));
    expect(again.data).toEqual({ received: true, changed: false });
    expect((await json(await t.postForm("/api/paymentcallback", signedCallback(reference, "declined")))).data).toMatchObject({ changed: false });
    expect((await decide(reference, "decline")).status).toBe(303);
    expect((await status(c, purchaseId)).status).toBe("paid");

    expect(await walletOf(c.userId)).toBe(25_000 - 5_000 + 15_700);
    expect(await ledger(c.userId)).toEqual([
      { kind: "spend", amount_fils: -5_000 },
      { kind: "cashback", amount_fils: 15_700 },
    ]);
    const uses = await t.db.selectFrom("coupon_uses").select(["coupon_code", "purchase_id"]).where("user_id", "=", c.userId).execute();
    expect(uses).toEqual([{ coupon_code: "WELCOME10", purchase_id: purchaseId }]);
  });

  it("refuses a forged or malformed callback", async () => {
    const c = await customer();
    const { purchaseId, url } = await start(c, purchaseFields({ sub, addressId: c.addressId }));
    const reference = referenceOf(url);
    for (const fields of [
      signedCallback(reference, "approved", "not-the-secret"),
      { ...signedCallback(reference, "declined"), status: "approved" },
      { reference, status: "approved" },
      {},
    ]) {
      const res = await t.postForm("/api/paymentcallback", fields);
      expect(res.status).toBe(401);
      expect(await json(res)).toMatchObject({ data: null, code: "invalid_signature" });
    }
    // Fields that cannot be read as the gateway's: refused before any signature check, with a
    // code that is a plain word (found by the fuzz: an over-long field named "a[]").
    for (const [fields, code] of [
      [{ ...signedCallback(reference, "approved"), "a[]": "x".repeat(3000) }, "invalid_body"],
      [{ ...signedCallback(reference, "approved"), note: "x".repeat(3000) }, "invalid_note"],
      [{ ...signedCallback(reference, "approved"), reference: `${reference}\u0000` }, "invalid_reference"],
    ] as const) {
      const res = await t.postForm("/api/paymentcallback", fields);
      expect(res.status).toBe(400);
      expect(await json(res)).toMatchObject({ data: null, code });
    }
    expect((await status(c, purchaseId)).status).toBe("pending");
  });

  it("callbacks out of order: the first verdict stands", async () => {
    const c = await customer();
    const { purchaseId, url } = await start(c, purchaseFields({ sub, addressId: c.addressId }));
    const reference = referenceOf(url);
    expect((await json(await t.postForm("/api/paymentcallback", signedCallback(reference, "declined")))).data).toMatchObject({ changed: true });
    expect((await json(await t.postForm("/api/paymentcallback", signedCallback(reference, "approved")))).data).toMatchObject({ changed: false });
    expect((await status(c, purchaseId)).status).toBe("declined");
    expect(await ledger(c.userId)).toEqual([]);
  });

  it("concurrent duplicate callbacks pay once", async () => {
    const c = await customer(10_000);
    const { purchaseId, url } = await start(c, purchaseFields({ sub, addressId: c.addressId, walletFils: 10_000 }));
    const reference = referenceOf(url);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => t.postForm("/api/paymentcallback", signedCallback(reference, "approved")).then(json)),
    );
    expect(answers.filter((a) => a.data?.changed === true)).toHaveLength(1);
    expect((await status(c, purchaseId)).status).toBe("paid");
    expect((await ledger(c.userId)).filter((l) => l.kind === "spend")).toEqual([{ kind: "spend", amount_fils: -10_000 }]);
  });

  it("a lost callback is caught up by the status check with the gateway", async () => {
    const c = await customer();
    const { purchaseId, url } = await start(c, purchaseFields({ sub, addressId: c.addressId }));
    // The gateway recorded the approval but its callback never arrived.
    await t.db.updateTable("sandbox_payments").set({ status: "approved" }).where("reference", "=", referenceOf(url)).execute();
    expect((await status(c, purchaseId)).status).toBe("paid");
  });

  it("a declined payment is retried on the same purchase with the same unique_code", async () => {
    const c = await customer(25_000);
    const fields = purchaseFields({ sub, addressId: c.addressId, walletFils: 2_000 });
    const first = await start(c, fields);
    await decide(referenceOf(first.url), "decline");
    expect(await status(c, first.purchaseId)).toMatchObject({ status: "declined", paid: false });
    expect(await walletOf(c.userId)).toBe(25_000);

    const retry = await start(c, { ...fields, payment_type: "visa" });
    expect(retry.purchaseId).toBe(first.purchaseId);
    expect(retry.data).toMatchObject({ status: "pending", repeated: true, payment_type: "visa" });
    expect(referenceOf(retry.url)).not.toBe(referenceOf(first.url));
    // The old attempt cannot be approved any more.
    await decide(referenceOf(first.url), "approve");
    expect((await status(c, first.purchaseId)).status).toBe("pending");
    await decide(referenceOf(retry.url), "cancel");
    expect((await status(c, first.purchaseId)).status).toBe("cancelled");
    const third = await start(c, fields);
    await decide(referenceOf(third.url), "approve");
    expect((await status(c, first.purchaseId)).status).toBe("paid");
    expect(await t.db.selectFrom("purchases").select("id").where("user_id", "=", c.userId).execute()).toHaveLength(1);
    expect(await walletOf(c.userId)).toBe(25_000 - 2_000 + Math.floor((sub.price_fils - 2_000) / 10));
  });

  it("a new order replaces an unpaid one, whose payment can no longer pay it", async () => {
    const c = await customer();
    const old = await start(c, purchaseFields({ sub, addressId: c.addressId }));
    const fresh = await start(c, purchaseFields({ sub, addressId: c.addressId, paymentType: "visa" }));
    await decide(referenceOf(old.url), "approve");
    expect((await status(c, old.purchaseId)).status).toBe("superseded");
    await decide(referenceOf(fresh.url), "approve");
    expect((await status(c, fresh.purchaseId)).status).toBe("paid");
  });
});

describe("idempotency", () => {
  it("50 concurrent repeats of one unique_code make one purchase and one payment, all answered alike", async () => {
    const c = await customer(25_000);
    const fields = purchaseFields({ sub, addressId: c.addressId, couponCode: "RAMADAN25", couponPercent: 25, walletFils: 3_000 });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => t.postForm("/api/purchasepackage", fields, bearer(c.token)).then(async (r) => ({ status: r.status, body: await json(r) }))),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    const ids = new Set(answers.map((a) => a.body.data!.purchase_id));
    const urls = new Set(answers.map((a) => a.body.data!.payment_url));
    expect(ids.size).toBe(1);
    expect(urls.size).toBe(1);
    expect(answers.filter((a) => a.body.data!.repeated === false)).toHaveLength(1);
    const rows = await t.db.selectFrom("purchases").select(["id", "total_fils"]).where("user_id", "=", c.userId).execute();
    expect(rows).toHaveLength(1);
    const attempts = await t.db.selectFrom("payment_attempts").select("id").where("purchase_id", "=", rows[0]!.id).execute();
    expect(attempts).toHaveLength(1);
    console.info(`idempotency: 50 concurrent requests -> ${ids.size} purchase_id, ${rows.length} purchase row, ${attempts.length} payment attempt`);
  });

  it("concurrent orders of one customer with different codes leave exactly one payable purchase", async () => {
    // On a PostgreSQL server these run on several connections: each order must read the customer's
    // purchases after the previous holder of the customer's lock has committed, or two stay pending.
    const c = await customer();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => t.postForm("/api/purchasepackage", purchaseFields({ sub, addressId: c.addressId }), bearer(c.token))),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(200));
    const rows = await t.db.selectFrom("purchases").select("status").where("user_id", "=", c.userId).execute();
    expect(rows).toHaveLength(12);
    expect(rows.filter((r) => r.status === "pending")).toHaveLength(1);
    expect(rows.filter((r) => r.status === "superseded")).toHaveLength(11);
  });

  it("the same unique_code with a different order is refused", async () => {
    const c = await customer(25_000);
    const fields = purchaseFields({ sub, addressId: c.addressId });
    await start(c, fields);
    const changed = purchaseFields({ sub, addressId: c.addressId, walletFils: 1_000, code: fields.unique_code! });
    const res = await t.postForm("/api/purchasepackage", changed, bearer(c.token));
    expect(res.status).toBe(409);
    expect(await json(res)).toMatchObject({ data: null, code: "unique_code_reused" });
  });
});
