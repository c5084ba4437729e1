// A live shop (SHOP_MODE=live, README "Demo and live") mounts no sandbox route: the sandbox's pages
// and its "decide" form, which marked a purchase paid with no money moving, answer 404; and nothing
// in a live process can make the sandbox gateway. The app is built in-process with a stand-in for
// the real provider (the adapters are a gateway of their own, server/payments/).
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createApp } from "./app.ts";
import { createGateway } from "./payments/create-gateway.ts";
import type { PaymentGateway } from "./payments/gateway.ts";
import { createSandboxGateway, SandboxInLiveError } from "./payments/sandbox.ts";
import { bearer, registerCustomer } from "../tests/support/accounts.ts";
import { addressFor, purchaseFields, subPackage, TEST_NOW, TEST_PAYMENT_SECRET, type SubPackage } from "../tests/support/orders.ts";
import { createTestApp, type TestApp } from "../tests/support/test-app.ts";

const provider: PaymentGateway = {
  name: "provider-double",
  startPayment: async (p) => ({ url: `https://pay.provider.example/checkout/${p.reference}` }),
  verifyCallback: () => undefined,
  fetchStatus: async () => "pending",
};

let live: TestApp;
let demo: TestApp;
let sub: SubPackage;

beforeAll(async () => {
  live = await createTestApp({ clock: () => TEST_NOW, mode: "live", gateway: provider });
  demo = await createTestApp({ clock: () => TEST_NOW, paymentSecret: TEST_PAYMENT_SECRET });
  sub = await subPackage(demo, { packageId: 24, days: 26, meals: 2, snacks: 3, soups: 0 });
});
afterAll(async () => {
  await live?.close();
  await demo?.close();
});

/** A purchase of a fresh customer on `t`: its payment page address. */
async function paymentUrl(t: TestApp): Promise<string> {
  const c = await registerCustomer(t);
  const res = await t.postForm("/api/purchasepackage", purchaseFields({ sub, addressId: await addressFor(t, c.userId) }), bearer(c.token));
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { payment_url: string } }).data.payment_url;
}

describe("live mode", () => {
  it("answers 404 on every sandbox path, its pages and its decide form, with or without a reference", async () => {
    const demoUrl = await paymentUrl(demo);
    const reference = /\/pay\/sandbox\/knet\/([\w-]+)/.exec(demoUrl)![1]!;
    // The demo: the page and the form are there.
    expect((await demo.request(demoUrl)).status).toBe(200);
    // Live: the same paths answer nothing.
    expect((await live.request(demoUrl)).status).toBe(404);
    expect((await live.get(`/pay/sandbox/card/${reference}`)).status).toBe(404);
    const decide = await live.postForm(`/pay/sandbox/${reference}/decide`, { action: "approve" });
    expect(decide.status).toBe(404);
    expect(decide.headers.get("location")).toBeNull();
    expect((await live.get("/pay/sandbox/")).status).toBe(404);
  });

  it("sends the customer to the provider's page, not to a sandbox page", async () => {
    expect(await paymentUrl(live)).toMatch(/^https:\/\/pay\.provider\.example\/checkout\//);
  });

  it("cannot make the sandbox gateway: not from the settings, not directly", () => {
    expect(() => createApp({ db: live.db, mode: "live" })).toThrow(/sandbox simulates payments/);
    expect(() => createGateway({ mode: "live", paymentProvider: "sandbox", paymentSecret: "s", publicUrl: "https://shop.example.com" }, live.db)).toThrow(
      /a live shop needs myfatoorah or tap/,
    );
    vi.stubEnv("SHOP_MODE", "live");
    try {
      expect(() => createSandboxGateway(live.db, "s")).toThrow(SandboxInLiveError);
      // Even a caller that claims a demo.
      expect(() => createGateway({ mode: "demo", paymentProvider: "sandbox", paymentSecret: "s", publicUrl: "http://localhost" }, live.db)).toThrow(SandboxInLiveError);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
