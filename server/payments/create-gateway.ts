// The one place a payment gateway is chosen (README "Demo and live"): PAYMENT_PROVIDER names it.
// The sandbox simulates payments and serves only a demo; a live shop needs a real provider.
// MyFatoorah and Tap are the real providers (README "Payments"); their keys come from
// payments/provider-env.ts, and a missing one stops the start with a message naming it.
import type { Db } from "../db/client.ts";
import type { PaymentProvider, ShopMode } from "../env.ts";
import { createMyFatoorahGateway } from "./myfatoorah.ts";
import type { ShopGateway } from "./pages.ts";
import type { ProviderKeys } from "./provider-env.ts";
import { createSandboxGateway } from "./sandbox.ts";
import { createTapGateway } from "./tap.ts";

/** Where each provider posts its webhooks (the URL to register with it: PUBLIC_URL + this path). */
export const WEBHOOK_PATHS = { myfatoorah: "/api/payments/myfatoorah/webhook", tap: "/api/payments/tap/webhook" } as const;

export type GatewaySettings = {
  mode: ShopMode;
  paymentProvider: PaymentProvider;
  /** HMAC secret of the gateway's signed callbacks (PAYMENT_SECRET). */
  paymentSecret: string;
  /** The shop's https origin (PUBLIC_URL), where a provider sends the customer and its webhooks back. */
  publicUrl: string;
  /** The chosen provider's keys (env.providerKeys). */
  providerKeys?: ProviderKeys;
};

/** The gateway a shop's settings name; throws when they name none this shop may use. */
export function createGateway(settings: GatewaySettings, db: Db): ShopGateway {
  switch (settings.paymentProvider) {
    case "sandbox":
      if (settings.mode === "live") throw new Error("PAYMENT_PROVIDER=sandbox simulates payments: a live shop needs myfatoorah or tap");
      return createSandboxGateway(db, settings.paymentSecret);
    case "myfatoorah": {
      const keys = settings.providerKeys?.myfatoorah;
      if (!keys?.apiKey || !keys.webhookSecret) throw new Error("PAYMENT_PROVIDER=myfatoorah needs MYFATOORAH_API_KEY and MYFATOORAH_WEBHOOK_SECRET");
      return createMyFatoorahGateway({ ...keys, publicUrl: settings.publicUrl });
    }
    case "tap": {
      const keys = settings.providerKeys?.tap;
      if (!keys?.secretKey) throw new Error("PAYMENT_PROVIDER=tap needs TAP_SECRET_KEY");
      return createTapGateway({ ...keys, publicUrl: settings.publicUrl, webhookPath: WEBHOOK_PATHS.tap });
    }
  }
}
