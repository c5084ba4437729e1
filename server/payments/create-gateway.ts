// The one place a payment gateway is chosen (README "Demo and live"): PAYMENT_PROVIDER names it.
// The sandbox simulates payments and serves only a demo; a live shop needs a real provider.
// MyFatoorah and Tap are the real providers the shop will take; until their adapters exist, naming
// them stops the start with a clear message, so a live shop cannot start yet.
import type { Db } from "../db/client.ts";
import type { PaymentProvider, ShopMode } from "../env.ts";
import type { ShopGateway } from "./pages.ts";
import { createSandboxGateway } from "./sandbox.ts";

export type GatewaySettings = {
  mode: ShopMode;
  paymentProvider: PaymentProvider;
  /** HMAC secret of the gateway's signed callbacks (PAYMENT_SECRET). */
  paymentSecret: string;
  /** The shop's https origin (PUBLIC_URL), where a provider sends the customer and its webhooks back. */
  publicUrl: string;
};

/** The gateway a shop's settings name; throws when they name none this shop may use. */
export function createGateway(settings: GatewaySettings, db: Db): ShopGateway {
  switch (settings.paymentProvider) {
    case "sandbox":
      if (settings.mode === "live") throw new Error("PAYMENT_PROVIDER=sandbox simulates payments: a live shop needs myfatoorah or tap");
      return createSandboxGateway(db, settings.paymentSecret);
    case "myfatoorah":
    case "tap":
      throw new Error(`PAYMENT_PROVIDER=${settings.paymentProvider}: this release has no ${settings.paymentProvider} adapter yet, so this shop cannot take payments`);
  }
}
