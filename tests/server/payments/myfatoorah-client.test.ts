// The MyFatoorah gateway against its contract double (tests/support/myfatoorah-double.ts): what it
// sends (fields, KWD amounts with three decimals, our reference) and how it reads the answers,
// failures and signed webhooks.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PaymentGateway, StartPayment } from "../../../server/payments/gateway.ts";
import { createMyFatoorahGateway } from "../../../server/payments/myfatoorah.ts";
import { ProviderError } from "../../../server/payments/wire.ts";
import { startMyFatoorahDouble, type MyFatoorahDouble } from "../../support/myfatoorah-double.ts";

let mf: MyFatoorahDouble;
let gateway: PaymentGateway;

const payment = (over: Partial<StartPayment> = {}): StartPayment => ({
  reference: `ref-${Math.random().toString(36).slice(2)}`,
  paymentType: "knet",
  amountFils: 12_500,
  purchaseId: 7,
  userId: 3,
  customer: { name: "Sara Al-Sabah", email: "sara@example.com", phone: "96550000000" },
  productName: "Lean 20 days",
  returnPath: "/ThankYou?purchase_id=7",
  ...over,
});

beforeAll(async () => {
  mf = await startMyFatoorahDouble();
  gateway = createMyFatoorahGateway({ apiKey: mf.apiKey, baseUrl: mf.url, webhookSecret: mf.webhookSecret, publicUrl: "https://shop.example" });
});
afterAll(() => mf.close());

describe("MyFatoorah gateway", () => {
  it("opens a KNET invoice for the amount with three decimals, our reference and our return page", async () => {
    const p = payment();
    const started = await gateway.startPayment(p);
    const execute = mf.requests.findLast((r) => r.path === "/v2/ExecutePayment")!;
    expect(execute.raw).toContain('"InvoiceValue":12.500');
    expect(JSON.parse(execute.raw)).toMatchObject({ PaymentMethodId: 1, CustomerReference: p.reference, CallBackUrl: "https://shop.example/ThankYou?purchase_id=7" });
    expect(started.url).toBe(`${mf.url}/pay/${started.providerId}`);
  });

  it("takes Visa/Master's method id for a card payment", async () => {
    await gateway.startPayment(payment({ paymentType: "visa", amountFils: 5 }));
    const execute = mf.requests.findLast((r) => r.path === "/v2/ExecutePayment")!;
    expect(execute.raw).toContain('"InvoiceValue":0.005');
    expect(JSON.parse(execute.raw)).toMatchObject({ PaymentMethodId: 2 });
  });

  it("reports pending, then paid with the amount, currency and reference the provider holds", async () => {
    const p = payment();
    const { providerId } = await gateway.startPayment(p);
    const key = { reference: p.reference, providerId: providerId! };
    expect((await gateway.report!(key)).outcome).toBe("pending");
    await mf.decide(Number(providerId), "approve");
    expect(await gateway.report!(key)).toEqual({ outcome: "approved", reference: p.reference, providerId, amountFils: 12_500, currency: "KWD" });
    expect(await gateway.fetchStatus(p.reference)).toBe("approved");
  });

  it("reports a failed KNET attempt as declined", async () => {
    const p = payment();
    const { providerId } = await gateway.startPayment(p);
    await mf.decide(Number(providerId), "decline");
    expect((await gateway.report!({ reference: p.reference, providerId: providerId! })).outcome).toBe("declined");
  });

  it("turns ValidationErrors and a refused token into a ProviderError", async () => {
    await expect(gateway.startPayment(payment({ amountFils: 0 }))).rejects.toThrow(/InvoiceValue/);
    const stranger = createMyFatoorahGateway({ apiKey: "wrong", baseUrl: mf.url, webhookSecret: "x", publicUrl: "https://shop.example" });
    const failure = await stranger.startPayment(payment()).catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(ProviderError);
    expect((failure as ProviderError).status).toBe(401);
    await expect(gateway.report!({ reference: "nobody", providerId: "1" })).rejects.toThrow(/Invalid Key/);
  });

  it("accepts a webhook signed with the secret and refuses a tampered or unsigned one", async () => {
    const p = payment();
    const { providerId } = await gateway.startPayment(p);
    await mf.decide(Number(providerId), "approve", { webhook: false });
    const good = mf.webhookOf(Number(providerId));
    expect(gateway.verifyWebhook!(good.rawBody, new Headers(good.headers))).toEqual({ providerId });
    const tampered = mf.webhookOf(Number(providerId), (b) => {
      (b.Data as { Invoice: { Id: string } }).Invoice.Id = "1";
    });
    expect(gateway.verifyWebhook!(tampered.rawBody, new Headers(tampered.headers))).toBeUndefined();
    expect(gateway.verifyWebhook!(good.rawBody, new Headers())).toBeUndefined();
    expect(gateway.verifyWebhook!("not json", new Headers(good.headers))).toBeUndefined();
  });

  it("asks MakeRefund for a part of a paid invoice with our key, and the provider refuses more than was paid", async () => {
    const p = payment();
    const { providerId } = await gateway.startPayment(p);
    await mf.decide(Number(providerId), "approve", { webhook: false });
    const attempt = { reference: p.reference, providerId: providerId! };
    const refund = await gateway.refund!({ key: "refund-1", attempt, amountFils: 2_500, reason: "missed delivery" });
    expect(refund.status).toBe("pending");
    expect(mf.requests.findLast((r) => r.path === "/v2/MakeRefund")!.raw).toContain('"Amount":2.500');
    expect(mf.refunds.at(-1)).toMatchObject({ Key: providerId, Amount: 2.5, ExternalIdentifier: "refund-1" });
    await expect(gateway.refund!({ key: "refund-2", attempt, amountFils: 10_001, reason: "" })).rejects.toThrow(/more than the paid/);
  });
});
