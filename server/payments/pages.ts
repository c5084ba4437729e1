// Pages a gateway itself serves on the shop's origin: only the demo's sandbox has any (its KNET and
// card pages under /pay/sandbox). A real provider hosts its own pages; the app mounts what this names.
import type { Hono } from "hono";
import type { PaymentGateway } from "./gateway.ts";

/** A sub-app mounted at `basePath`; `deliver` takes the signed callbacks it produces. */
export type GatewayPages = {
  readonly basePath: string;
  routes(deliver: (fields: Record<string, string>) => Promise<unknown>, log?: Pick<Console, "error">): Hono;
};

/** A gateway as the app mounts it: the interface, and its own pages when it has some. */
export type ShopGateway = PaymentGateway & { readonly pages?: GatewayPages };
