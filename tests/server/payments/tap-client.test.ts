// The Tap gateway against its contract double (tests/support/tap-double.ts): the charge it creates
// (source, amount with three decimals, our reference, redirect and post URLs), how it reads a charge,
// Tap's errors, the webhook's hashstring and refunds.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PaymentGateway, StartPayment } from "../../../server/payments/gateway.ts";
import { createTapGateway } from "../../../server/payments/tap.ts";
import { ProviderError } from "../../../server/payments/wire.ts";
import { startTapDouble, type TapDouble } from "../../support/tap-double.ts";

let tap: TapDouble;
let gateway: PaymentGateway;

const payment = (over: Partial<StartPayment> = {}): StartPayment => ({
  reference: `ref-${Math.random().toString(36).slice(2)}`,
  paymentType: "knet",
  amountFils: 160_000,
  purchaseId: 9,
  userId: 4,
  customer: { name: "Ahmad Al Mutairi", email: "ahmad@example.com", phone: "96560000000" },
  productName: "Muscle 20 days",
  returnPath: "/ThankYou?purchase_id=9",
  ...over,
});

beforeAll(async () => {
  tap = await startTapDouble();
  gateway = createTapGateway({ secretKey: tap.secretKey, baseUrl: tap.url, publicUrl: "https://shop.example", webhookPath: "/api/payments/tap/webhook" });
});
afterAll(() => tap.close());

describe("Tap gateway", () => {
  it("creates a KNET charge in KWD with three decimals, our reference, return page and webhook URL", async () => {
    const p = payment();
    const started = await gateway.startPayment(p);
    const create = tap.requests.findLast((r) => r.path === "/v2/charges")!;
    expect(create.raw).toContain('"amount":160.000');
    expect(JSON.parse(create.raw)).toMatchObject({
      currency: "KWD",
      source: { id: "src_kw.knet" },
      reference: { transaction: p.reference, order: "9" },
      redirect: { url: "https://shop.example/ThankYou?purchase_id=9" },
      post: { url: "https://shop.example/api/payments/tap/webhook" },
    });
    expect(started.url).toBe(`${tap.url}/gateway/${started.providerId}`);
  });

  it("takes any card through src_card", async () => {
    await gateway.startPayment(payment({ paymentType: "visa" }));
    expect(JSON.parse(tap.requests.findLast((r) => r.path === "/v2/charges")!.raw)).toMatchObject({ source: { id: "src_card" } });
  });

  it("reads INITIATED as pending, CAPTURED as paid and DECLINED as declined", async () => {
    const p = payment();
    const a = await gateway.startPayment(p);
    const key = { reference: p.reference, providerId: a.providerId! };
    expect((await gateway.report!(key)).outcome).toBe("pending");
    await tap.decide(a.providerId!, "approve", { webhook: false });
    expect(await gateway.report!(key)).toEqual({ outcome: "approved", reference: p.reference, providerId: a.providerId, amountFils: 160_000, currency: "KWD" });
    const q = payment({ paymentType: "visa" });
    const b = await gateway.startPayment(q);
    await tap.decide(b.providerId!, "decline", { webhook: false });
    expect((await gateway.report!({ reference: q.reference, providerId: b.providerId! })).outcome).toBe("declined");
  });

  it("turns Tap's errors into a ProviderError with its code", async () => {
    await expect(gateway.report!({ reference: "x", providerId: "chg_unknown" })).rejects.toThrow(/1141: Charge not found/);
    const stranger = createTapGateway({ secretKey: "sk_test_wrong", baseUrl: tap.url, publicUrl: "https://shop.example", webhookPath: "/w" });
    const failure = await stranger.startPayment(payment()).catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(ProviderError);
    expect((failure as ProviderError).status).toBe(401);
  });

  it("accepts a webhook whose hashstring matches and refuses a tampered one", async () => {
    const a = await gateway.startPayment(payment());
    await tap.decide(a.providerId!, "approve", { webhook: false });
    const good = tap.webhookOf(a.providerId!);
    expect(gateway.verifyWebhook!(good.rawBody, new Headers(good.headers))).toEqual({ providerId: a.providerId });
    const tampered = tap.webhookOf(a.providerId!, (b) => {
      b.amount = 1;
    });
    expect(gateway.verifyWebhook!(tampered.rawBody, new Headers(tampered.headers))).toBeUndefined();
    expect(gateway.verifyWebhook!(good.rawBody, new Headers({ hashstring: "0".repeat(64) }))).toBeUndefined();
  });

  it("refunds part of a captured charge with our key, and Tap refuses more than is left", async () => {
    const p = payment();
    const a = await gateway.startPayment(p);
    await tap.decide(a.providerId!, "approve", { webhook: false });
    const attempt = { reference: p.reference, providerId: a.providerId! };
    expect(await gateway.refund!({ key: "r-1", attempt, amountFils: 60_000, reason: "two days missed" })).toMatchObject({ status: "pending" });
    expect(tap.requests.findLast((r) => r.path === "/v2/refunds")!.raw).toContain('"amount":60.000');
    await expect(gateway.refund!({ key: "r-2", attempt, amountFils: 100_001, reason: "" })).rejects.toThrow(/1171/);
  });
});
