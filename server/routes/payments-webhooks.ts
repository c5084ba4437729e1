// The providers' webhooks (README "Payments"): public, since the provider calls them, but signed.
// POST /api/payments/myfatoorah/webhook and /api/payments/tap/webhook take the raw body and headers;
// a bad signature is 401 and changes nothing. A good one only prompts our own status check with
// the provider (orders/provider-payments.ts): the event's fields are never trusted for the amount.
import { Hono } from "hono";
import { ApiError } from "../http/errors.ts";
import type { OrdersService } from "../orders/service.ts";

export function paymentWebhookRoutes(orders: OrdersService, gatewayName: string) {
  const app = new Hono();
  app.post("/payments/:provider/webhook", async (c) => {
    const provider = orders.provider;
    if (!provider || c.req.param("provider") !== gatewayName) {
      throw new ApiError(404, "not_found", "This shop takes no webhooks from that provider.");
    }
    const result = await provider.webhook(await c.req.text(), c.req.raw.headers);
    if (!result) throw new ApiError(401, "invalid_signature", "The webhook is not signed by the provider.");
    return c.json({ data: { received: true, changed: result.changed } });
  });
  return app;
}
