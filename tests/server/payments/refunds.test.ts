// The operator's refunds (POST /api/ops/refund) of a purchase paid through MyFatoorah or Tap (their
// contract doubles): to the card through the provider, to the wallet with its ledger line; each
// once by its key; never more than was paid; a mail in the customer's language; the operator's only.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer } from "../../support/accounts.ts";
import { operatorToken } from "../../support/meals.ts";
import { startProviderShop, type ProviderName, type ProviderShop } from "../../support/provider-shop.ts";

describe.each<ProviderName>(["myfatoorah", "tap"])("%s refunds", (name) => {
  let s: ProviderShop;
  let ops: string;
  beforeAll(async () => {
    s = await startProviderShop(name);
    ops = await operatorToken(s.t);
  });
  afterAll(() => s.close());

  async function paidPurchase(walletFils = 0) {
    const c = await s.customer(walletFils);
    const p = await s.buy(c, walletFils ? { walletFils } : {});
    await s.provider.decide(s.provider.idOf(p.url), "approve");
    expect(await s.status(c, p.purchaseId)).toMatchObject({ status: "paid" });
    return { c, p };
  }
  const refund = (fields: Record<string, string>, token = ops) => s.t.postForm("/api/ops/refund", fields, bearer(token));
  const body = async (res: Response) => (await res.json()) as { data: Record<string, unknown> | null; code?: string };
  const walletOf = async (userId: number) => (await s.t.db.selectFrom("users").select("wallet_fils").where("id", "=", userId).executeTakeFirstOrThrow()).wallet_fils;
  const mails = (to: string) => s.t.db.selectFrom("mail_outbox").select(["kind", "subject", "text_body"]).where("to_address", "=", to).where("kind", "=", "refund").execute();

  it("a part to the card goes through the provider once by key, with a mail", async () => {
    const { c, p } = await paidPurchase();
    const key = randomUUID();
    const fields = { purchase_id: String(p.purchaseId), amount: "20.5", destination: "card", reason: "Two days missed", refund_key: key };
    const first = await refund(fields);
    expect(first.status).toBe(200);
    expect((await body(first)).data).toMatchObject({ destination: "card", amount: "20.500", status: "pending", repeated: false });
    const again = await body(await refund(fields));
    expect(again.data).toMatchObject({ status: "pending", repeated: true });
    expect(s.provider.refunds()).toHaveLength(1);
    expect(await mails(c.email)).toEqual([expect.objectContaining({ subject: `A refund from order ${p.purchaseId}`, text_body: expect.stringContaining("KD 20.500") })]);
    // The same key for another amount is refused.
    const reused = await refund({ ...fields, amount: "1" });
    expect(reused.status).toBe(409);
    expect((await body(reused)).code).toBe("refund_key_reused");
  });

  it("to the wallet: credited once by key with a ledger line, and never more than the customer paid", async () => {
    const { c, p } = await paidPurchase(10_000);
    const before = await walletOf(c.userId);
    const fields = { purchase_id: String(p.purchaseId), amount: "15.000", destination: "wallet", reason: "Goodwill", refund_key: randomUUID() };
    expect((await body(await refund(fields))).data).toMatchObject({ destination: "wallet", status: "refunded", repeated: false });
    expect((await body(await refund(fields))).data).toMatchObject({ repeated: true });
    expect(await walletOf(c.userId)).toBe(before + 15_000);
    const lines = await s.t.db.selectFrom("wallet_transactions").select(["kind", "amount_fils"]).where("user_id", "=", c.userId).where("kind", "=", "refund").execute();
    expect(lines).toEqual([{ kind: "refund", amount_fils: 15_000 }]);
    expect(s.provider.refunds()).toHaveLength(1); // the card refund of the test before, no other
    const total = s.sub.price_fils; // paid: the total through the card plus 10 KD from the wallet
    const tooMuch = await refund({ ...fields, refund_key: randomUUID(), amount: String((total - 15_000 + 1) / 1000) });
    expect(tooMuch.status).toBe(409);
    expect((await body(tooMuch)).code).toBe("refund_exceeds_paid");
    const cardTooMuch = await refund({ ...fields, destination: "card", refund_key: randomUUID(), amount: String((total - 10_000 + 1) / 1000) });
    expect((await body(cardTooMuch)).code).toBe("refund_exceeds_paid");
  });

  it("refuses an unpaid purchase and a customer's token, changing nothing", async () => {
    const c = await s.customer();
    const p = await s.buy(c);
    const fields = { purchase_id: String(p.purchaseId), amount: "1", destination: "wallet", reason: "x", refund_key: randomUUID() };
    const unpaid = await refund(fields);
    expect(unpaid.status).toBe(409);
    expect((await body(unpaid)).code).toBe("purchase_not_paid");
    const customer = await refund(fields, c.token);
    expect(customer.status).toBe(403);
    expect((await body(customer)).code).toBe("forbidden_role");
    expect(await s.t.db.selectFrom("purchase_refunds").select("id").where("purchase_id", "=", p.purchaseId).execute()).toEqual([]);
  });
});
