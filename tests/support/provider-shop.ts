// A shop on a real database whose gateway is MyFatoorah or Tap, each played by its contract double
// (myfatoorah-double.ts, tap-double.ts), with the doubles' webhooks routed into the app in process.
// `provider` names the double the same way for both, so one test file covers both providers.
import type { OrdersService } from "../../server/orders/service.ts";
import { createOrdersService } from "../../server/orders/service.ts";
import { createMyFatoorahGateway } from "../../server/payments/myfatoorah.ts";
import { createTapGateway } from "../../server/payments/tap.ts";
import type { PaymentGateway } from "../../server/payments/gateway.ts";
import { WEBHOOK_PATHS } from "../../server/payments/create-gateway.ts";
import { bearer, registerCustomer, type TestCustomer } from "./accounts.ts";
import { startMyFatoorahDouble } from "./myfatoorah-double.ts";
import { addressFor, purchaseFields, subPackage, TEST_NOW, type SubPackage } from "./orders.ts";
import { startTapDouble } from "./tap-double.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

export type ProviderName = "myfatoorah" | "tap";
const PUBLIC_URL = "https://shop.example";

/** One provider's double as the tests drive it. */
export type ProviderDouble = {
  name: ProviderName;
  url: string;
  /** The provider's id of a payment from the page the shop sent the customer to. */
  idOf(paymentUrl: string): string;
  decide(id: string, action: "approve" | "decline", options?: { webhook?: boolean }): Promise<{ location: string }>;
  webhookOf(id: string, tamper?: (body: Record<string, unknown>) => void): { rawBody: string; headers: Record<string, string> };
  /** Makes the provider hold another amount, or another reference, than the shop asked for. */
  alter(id: string, change: { amount?: number; reference?: string }): void;
  refunds(): unknown[];
  /** While on, the provider refuses the shop's key (401), as when its keys are wrong or it is down. */
  refuse(on: boolean): void;
  close(): Promise<void>;
};

export type ProviderShop = {
  t: TestApp;
  provider: ProviderDouble;
  gateway: PaymentGateway;
  sub: SubPackage;
  clock: { now: Date };
  errors: string[];
  /** Another instance of the orders service on the same database (its own reconciliation). */
  instance(): OrdersService;
  customer(walletFils?: number): Promise<TestCustomer & { addressId: number }>;
  buy(c: TestCustomer & { addressId: number }, over?: Partial<Parameters<typeof purchaseFields>[0]>): Promise<{ purchaseId: number; url: string; code: string }>;
  status(c: TestCustomer, purchaseId: number): Promise<Record<string, unknown>>;
  webhook(rawBody: string, headers: Record<string, string>): Promise<Response>;
  close(): Promise<void>;
};

async function startDouble(name: ProviderName): Promise<{ provider: ProviderDouble; gateway: PaymentGateway; setSend(send: (url: string, raw: string, h: Record<string, string>) => Promise<number>): void }> {
  if (name === "myfatoorah") {
    const mf = await startMyFatoorahDouble();
    const apiKey = mf.apiKey;
    mf.webhookUrl = `${PUBLIC_URL}${WEBHOOK_PATHS.myfatoorah}`;
    const gateway = createMyFatoorahGateway({ apiKey: mf.apiKey, baseUrl: mf.url, webhookSecret: mf.webhookSecret, publicUrl: PUBLIC_URL });
    const provider: ProviderDouble = {
      name,
      url: mf.url,
      idOf: (url) => /\/pay\/(\d+)$/.exec(url)![1]!,
      decide: (id, action, o) => mf.decide(Number(id), action, o),
      webhookOf: (id, tamper) => mf.webhookOf(Number(id), tamper),
      alter(id, change) {
        const inv = mf.invoices.get(Number(id))!;
        if (change.amount !== undefined) inv.value = change.amount;
        if (change.reference !== undefined) inv.customerReference = change.reference;
      },
      refunds: () => mf.refunds,
      refuse: (on) => (mf.apiKey = on ? "revoked" : apiKey),
      close: () => mf.close(),
    };
    return { provider, gateway, setSend: (send) => (mf.send = send) };
  }
  const tap = await startTapDouble();
  const secretKey = tap.secretKey;
  const gateway = createTapGateway({ secretKey: tap.secretKey, baseUrl: tap.url, publicUrl: PUBLIC_URL, webhookPath: WEBHOOK_PATHS.tap });
  const provider: ProviderDouble = {
    name,
    url: tap.url,
    idOf: (url) => /\/gateway\/([\w-]+)$/.exec(url)![1]!,
    decide: (id, action, o) => tap.decide(id, action, o),
    webhookOf: (id, tamper) => tap.webhookOf(id, tamper),
    alter(id, change) {
      const c = tap.charges.get(id)!;
      if (change.amount !== undefined) c.amount = change.amount;
      if (change.reference !== undefined) c.reference = { ...c.reference, transaction: change.reference };
    },
    refunds: () => tap.refunds,
    refuse: (on) => (tap.secretKey = on ? "sk_test_revoked" : secretKey),
    close: () => tap.close(),
  };
  return { provider, gateway, setSend: (send) => (tap.send = send) };
}

export async function startProviderShop(name: ProviderName): Promise<ProviderShop> {
  const { provider, gateway, setSend } = await startDouble(name);
  const clock = { now: TEST_NOW };
  const errors: string[] = [];
  const logger = { error: (...a: unknown[]) => errors.push(a.map(String).join(" ")), info: () => undefined };
  const t = await createTestApp({ clock: () => clock.now, gateway, logger });
  const shopPath = (url: string) => new URL(url).pathname + new URL(url).search;
  const webhook = (rawBody: string, headers: Record<string, string>) => t.request(WEBHOOK_PATHS[name], { method: "POST", body: rawBody, headers: { "content-type": "application/json", ...headers } });
  setSend(async (url, raw, headers) => (await t.request(shopPath(url), { method: "POST", body: raw, headers: { "content-type": "application/json", ...headers } })).status);
  const sub = await subPackage(t, { packageId: 24, days: 26, meals: 2, snacks: 3, soups: 0 });
  return {
    t,
    provider,
    gateway,
    sub,
    clock,
    errors,
    instance: () => createOrdersService({ db: t.db, gateway, clock: () => clock.now, logger }),
    async customer(walletFils = 0) {
      const c = await registerCustomer(t);
      if (walletFils) await t.db.updateTable("users").set({ wallet_fils: walletFils }).where("id", "=", c.userId).execute();
      return { ...c, addressId: await addressFor(t, c.userId) };
    },
    async buy(c, over = {}) {
      const fields = purchaseFields({ sub, addressId: c.addressId, ...over });
      const body = (await (await t.postForm("/api/purchasepackage", fields, bearer(c.token))).json()) as { data: Record<string, unknown> | null };
      if (!body.data) throw new Error(`purchase failed: ${JSON.stringify(body)}`);
      return { purchaseId: Number(body.data.purchase_id), url: String(body.data.payment_url), code: fields.unique_code! };
    },
    async status(c, purchaseId) {
      const body = (await (await t.postForm("/api/purchasestatus", { purchase_id: String(purchaseId) }, bearer(c.token))).json()) as { data: Record<string, unknown> };
      return body.data;
    },
    webhook,
    async close() {
      await t.close();
      await provider.close();
    },
  };
}
