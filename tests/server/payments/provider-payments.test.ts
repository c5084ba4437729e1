// Paying through MyFatoorah and Tap (each played by its contract double) through the real app on a
// real database: paid exactly once from our own status check after the return or from a verified
// webhook, whichever comes first; repeats, forged webhooks and a provider holding another amount or
// reference change nothing that pays.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer } from "../../support/accounts.ts";
import { purchaseFields } from "../../support/orders.ts";
import { startProviderShop, type ProviderName, type ProviderShop } from "../../support/provider-shop.ts";
import { expectApiHeaders } from "../../support/test-app.ts";

describe.each<ProviderName>(["myfatoorah", "tap"])("%s", (name) => {
  let s: ProviderShop;
  beforeAll(async () => {
    s = await startProviderShop(name);
  });
  afterAll(() => s.close());

  const ledger = (userId: number) => s.t.db.selectFrom("wallet_transactions").select(["kind", "amount_fils"]).where("user_id", "=", userId).orderBy("id").execute();
  const purchaseRow = (id: number) => s.t.db.selectFrom("purchases").select(["status", "payment_problem"]).where("id", "=", id).executeTakeFirstOrThrow();

  it("KNET approved: the provider's page, the return to /ThankYou, paid once with its cashback", async () => {
    const c = await s.customer();
    const p = await s.buy(c);
    expect(p.url.startsWith(s.provider.url)).toBe(true);
    const page = await fetch(p.url);
    expect(await page.text()).toContain(`${(s.sub.price_fils / 1000).toFixed(3)} KWD`);
    const back = await s.provider.decide(s.provider.idOf(p.url), "approve", { webhook: false });
    expect(back.location).toMatch(new RegExp(`^https://shop\\.example/ThankYou\\?purchase_id=${p.purchaseId}&`));
    expect(await s.status(c, p.purchaseId)).toMatchObject({ status: "paid", paid: true, payment_problem: null });
    expect(await s.status(c, p.purchaseId)).toMatchObject({ status: "paid" });
    expect(await ledger(c.userId)).toEqual([{ kind: "cashback", amount_fils: Math.floor(s.sub.price_fils / 10) }]);
  });

  it("a declined card: declined, nothing taken, and the same order opens a new payment page", async () => {
    const c = await s.customer(5_000);
    const p = await s.buy(c, { paymentType: "visa", walletFils: 5_000 });
    await s.provider.decide(s.provider.idOf(p.url), "decline", { webhook: false });
    expect(await s.status(c, p.purchaseId)).toMatchObject({ status: "declined", paid: false });
    expect(await ledger(c.userId)).toEqual([]);
    const again = await s.buy(c, { paymentType: "visa", walletFils: 5_000, code: p.code });
    expect(again.purchaseId).toBe(p.purchaseId);
    expect(again.url).not.toBe(p.url);
  });

  it("a provider that refuses the start answers 502 with a code; Pay Now again then opens its page", async () => {
    const c = await s.customer();
    s.provider.refuse(true);
    const fields = { sub: s.sub, addressId: c.addressId };
    const refused = await s.t.postForm("/api/purchasepackage", purchaseFields({ ...fields, code: "retry-after-outage-1" }), bearer(c.token));
    expect(refused.status).toBe(502);
    expect(await refused.json()).toMatchObject({ data: null, code: "payment_provider_unavailable" });
    s.provider.refuse(false);
    const p = await s.buy(c, { code: "retry-after-outage-1" });
    expect(p.url.startsWith(s.provider.url)).toBe(true);
    expect(s.errors.some((e) => e.includes("starting a payment failed"))).toBe(true);
  });

  it("a repeat of a pending order answers the same provider page (one payment at the provider)", async () => {
    const c = await s.customer();
    const p = await s.buy(c);
    expect((await s.buy(c, { code: p.code })).url).toBe(p.url);
  });

  it("the webhook comes before the return: paid by it, then the return finds it paid; a second delivery changes nothing", async () => {
    const c = await s.customer();
    const p = await s.buy(c);
    const id = s.provider.idOf(p.url);
    await s.provider.decide(id, "approve"); // the double posts its webhook before redirecting
    expect(await purchaseRow(p.purchaseId)).toEqual({ status: "paid", payment_problem: null });
    const { rawBody, headers } = s.provider.webhookOf(id);
    const repeat = await s.webhook(rawBody, headers);
    expect(repeat.status).toBe(200);
    expectApiHeaders(repeat);
    expect(await repeat.json()).toEqual({ data: { received: true, changed: false } });
    expect(await s.status(c, p.purchaseId)).toMatchObject({ status: "paid" });
    expect((await ledger(c.userId)).length).toBe(1);
  });

  it("a webhook with a tampered body or signature is refused with 401 and changes nothing", async () => {
    const c = await s.customer();
    const p = await s.buy(c);
    const id = s.provider.idOf(p.url);
    await s.provider.decide(id, "approve", { webhook: false });
    const tampered = s.provider.webhookOf(id, (b) => {
      if (name === "tap") b.amount = 0.001;
      else (b.Data as { Invoice: { Status: string } }).Invoice.Status = "PAID-X";
    });
    const forged = await s.webhook(tampered.rawBody, tampered.headers);
    expect(forged.status).toBe(401);
    expectApiHeaders(forged);
    expect(await forged.json()).toMatchObject({ code: "invalid_signature" });
    const unsigned = await s.webhook(s.provider.webhookOf(id).rawBody, {});
    expect(unsigned.status).toBe(401);
    expect(await purchaseRow(p.purchaseId)).toEqual({ status: "pending", payment_problem: null });
  });

  it.each([
    ["amount", { amount: 0.5 }, "amount_mismatch"],
    ["reference", { reference: "someone-else" }, "reference_mismatch"],
  ] as const)("a provider holding another %s pays nothing and says to contact support", async (_what, change, problem) => {
    const c = await s.customer();
    const p = await s.buy(c);
    const id = s.provider.idOf(p.url);
    s.provider.alter(id, change);
    await s.provider.decide(id, "approve");
    expect(await s.status(c, p.purchaseId)).toMatchObject({ status: "pending", paid: false, payment_problem: problem });
    const history = (await (await s.t.postForm("/api/purchasehistory", {}, bearer(c.token))).json()) as { data: Record<string, unknown>[] };
    expect(history.data).toEqual([expect.objectContaining({ purchase_id: p.purchaseId, status: "pending", payment_problem: problem })]);
    expect(await ledger(c.userId)).toEqual([]);
    expect(s.errors.some((e) => e.includes(`purchase ${p.purchaseId}`) && e.includes("nothing is paid"))).toBe(true);
  });

  it("another provider's webhook path answers 404 in JSON", async () => {
    const other = name === "tap" ? "myfatoorah" : "tap";
    const res = await s.t.request(`/api/payments/${other}/webhook`, { method: "POST", body: "{}", headers: { "content-type": "application/json" } });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: "not_found" });
  });
});

// MyFatoorah keeps an invoice open after a failed transaction (its Payment Inquiry page: the invoice
// stays Pending until a transaction succeeds), so the payer may try again on the same page.
describe("myfatoorah: paid after a failure on the same invoice", () => {
  let s: ProviderShop;
  beforeAll(async () => {
    s = await startProviderShop("myfatoorah");
  });
  afterAll(() => s.close());

  it("a success the provider reports after a declined try pays the purchase, once", async () => {
    const c = await s.customer();
    const p = await s.buy(c);
    const id = s.provider.idOf(p.url);
    await s.provider.decide(id, "decline");
    expect(await s.status(c, p.purchaseId)).toMatchObject({ status: "declined" });
    await s.provider.decide(id, "approve");
    expect(await s.status(c, p.purchaseId)).toMatchObject({ status: "paid" });
    const { rawBody, headers } = s.provider.webhookOf(id);
    expect(await (await s.webhook(rawBody, headers)).json()).toEqual({ data: { received: true, changed: false } });
    const cashback = await s.t.db.selectFrom("wallet_transactions").select("id").where("user_id", "=", c.userId).where("kind", "=", "cashback").execute();
    expect(cashback).toHaveLength(1);
  });
});
