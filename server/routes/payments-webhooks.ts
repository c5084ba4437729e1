// The providers' webhooks (README "Payments"): public, since the provider calls them, but signed.
// POST /api/payments/myfatoorah/webhook and /api/payments/tap/webhook take the raw body and headers;
// a bad signature is 401 and changes nothing. A good one only prompts our own status check with
// the provider (orders/provider-payments.ts): the event's fields are never trusted for the amount.
import { Hono } from "hono";
import { z } from "zod";
import { ApiError } from "../http/errors.ts";
import { input } from "../http/input.ts";
import type { AppDeps } from "../deps.ts";

// Providers post JSON. Anything else is read as the API's forms are (so it meets the same refusals:
// too many fields, NUL), then refused: no provider signs a form.
const FORM = z.record(z.string(), z.string().max(2000));

export function paymentWebhookRoutes({ orders, gateway }: AppDeps) {
  const gatewayName = gateway.name;
  const app = new Hono();
  app.post("/payments/:provider/webhook", async (c) => {
    const type = (c.req.header("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
    const json = type === "application/json" && !c.req.url.includes("?");
    if (!json) await input(c, FORM);
    const provider = orders.provider;
    if (!provider || c.req.param("provider") !== gatewayName) {
      throw new ApiError(404, "not_found", "This shop takes no webhooks from that provider.");
    }
    const result = json ? await provider.webhook(await c.req.text(), c.req.raw.headers) : undefined;
    if (!result) throw new ApiError(401, "invalid_signature", "The webhook is not signed by the provider.");
    return c.json({ data: { received: true, changed: result.changed } });
  });
  return app;
}
