// Tap behind the PaymentGateway interface (README "Payments"). Documented calls used
// (developers.tap.company): POST /v2/charges (amount, currency, source.id src_kw.knet | src_card,
// redirect.url, post.url, reference.transaction/order, customer) answering the charge with
// transaction.url; GET /v2/charges/{id}; POST /v2/refunds (charge_id, amount, currency, reason,
// reference.merchant). Sandbox or live is decided by the secret key (sk_test_… / sk_live_…).
// Webhook (its "Validate the webhook (hashstring)" section): header `hashstring` = hex
// HMAC-SHA256(secret key, "x_id{id}x_amount{amount}x_currency{currency}x_gateway_reference{reference.gateway}
// x_payment_reference{reference.payment}x_status{status}x_created{transaction.created}"), the amount
// with the currency's decimals (KWD: 3).
import { createHmac } from "node:crypto";
import { ofetch, type $Fetch } from "ofetch";
import { z } from "zod";
import type { PaymentOutcome } from "../db/schema.ts";
import { filsToWire } from "../../rules/money.ts";
import { sameSignature, type AttemptKey, type PaymentGateway, type ProviderReport, type StartPayment } from "./gateway.ts";
import { amountToFils, Kwd, kwdJson, ProviderError } from "./wire.ts";

export const TAP_BASE = "https://api.tap.company";

const CHARGE = z.object({
  id: z.string().min(1),
  object: z.literal("charge").optional(),
  status: z.string(),
  amount: z.number(),
  currency: z.string(),
  reference: z.object({ transaction: z.string().nullish(), order: z.string().nullish(), gateway: z.string().nullish(), payment: z.string().nullish() }).nullish(),
  transaction: z.object({ url: z.string().nullish(), created: z.union([z.string(), z.number()]).nullish() }).nullish(),
});
export type TapCharge = z.infer<typeof CHARGE>;
const REFUND = z.object({ id: z.string().min(1), status: z.string(), amount: z.number().nullish(), charge_id: z.string().nullish() });
const ERRORS = z.object({ errors: z.array(z.object({ code: z.union([z.string(), z.number()]).nullish(), description: z.string().nullish() })) });

const SOURCE = { knet: "src_kw.knet", visa: "src_card" } as const;

/** Tap's charge statuses (its Charges reference): CAPTURED paid; INITIATED still open. */
function outcomeOf(status: string): PaymentOutcome | "pending" {
  switch (status.toUpperCase()) {
    case "CAPTURED":
      return "approved";
    case "INITIATED":
    case "IN_PROGRESS":
    case "UNKNOWN":
      return "pending";
    case "ABANDONED":
    case "CANCELLED":
      return "cancelled";
    default:
      // DECLINED, FAILED, RESTRICTED, VOID, TIMEDOUT
      return "declined";
  }
}

export type TapOptions = { secretKey: string; baseUrl?: string; publicUrl: string; webhookPath: string; fetch?: $Fetch };

export function createTapClient(options: Pick<TapOptions, "secretKey" | "baseUrl" | "fetch">) {
  const http = (options.fetch ?? ofetch).create({
    baseURL: options.baseUrl ?? TAP_BASE,
    headers: { Authorization: `Bearer ${options.secretKey}`, "Content-Type": "application/json", Accept: "application/json" },
    retry: 0,
    timeout: 15_000,
    ignoreResponseError: true,
  });

  async function call<T extends z.ZodType>(method: "GET" | "POST", path: string, body: unknown, schema: T): Promise<z.infer<T>> {
    const res = await http.raw(path, { method, ...(body === undefined ? {} : { body: kwdJson(body) }) }).catch((err: unknown) => {
      throw new ProviderError("tap", 0, err instanceof Error ? err.message : String(err));
    });
    if (!res.ok) {
      const errors = ERRORS.safeParse(res._data);
      const text = errors.success ? errors.data.errors.map((e) => `${e.code}: ${e.description}`).join("; ") : `HTTP ${res.status}`;
      throw new ProviderError("tap", res.status, `${path}: ${text}`);
    }
    const parsed = schema.safeParse(res._data);
    if (!parsed.success) throw new ProviderError("tap", res.status, `${path} answered in an unexpected shape`);
    return parsed.data as z.infer<T>;
  }

  return {
    createCharge: (body: Record<string, unknown>) => call("POST", "/v2/charges", body, CHARGE),
    getCharge: (id: string) => call("GET", `/v2/charges/${encodeURIComponent(id)}`, undefined, CHARGE),
    createRefund: (body: Record<string, unknown>) => call("POST", "/v2/refunds", body, REFUND),
  };
}

/** The hashstring of a charge, as Tap's webhook page computes it (hex HMAC-SHA256 with the secret key). */
export function tapHashstring(secretKey: string, charge: TapCharge): string {
  const fils = amountToFils(charge.amount);
  // Tap's page: "Amount should be rounded with standard decimal value (KWD - 3.000)".
  const amount = charge.currency === "KWD" && fils !== undefined ? filsToWire(fils) : charge.amount.toFixed(2);
  const text =
    `x_id${charge.id}x_amount${amount}x_currency${charge.currency}` +
    `x_gateway_reference${charge.reference?.gateway ?? ""}x_payment_reference${charge.reference?.payment ?? ""}` +
    `x_status${charge.status}x_created${charge.transaction?.created ?? ""}`;
  return createHmac("sha256", secretKey).update(text, "utf8").digest("hex");
}

export function createTapGateway(options: TapOptions): PaymentGateway {
  const client = createTapClient(options);

  function reportOf(charge: TapCharge): ProviderReport {
    return {
      outcome: outcomeOf(charge.status),
      reference: charge.reference?.transaction ?? undefined,
      providerId: charge.id,
      amountFils: amountToFils(charge.amount),
      currency: charge.currency,
    };
  }

  return {
    name: "tap",

    async startPayment(p: StartPayment) {
      const [first, ...rest] = p.customer.name.trim().split(/\s+/);
      const charge = await client.createCharge({
        amount: new Kwd(p.amountFils),
        currency: "KWD",
        customer_initiated: true,
        threeDSecure: true,
        save_card: false,
        description: p.productName.slice(0, 100),
        metadata: { purchase_id: String(p.purchaseId) },
        reference: { transaction: p.reference, order: String(p.purchaseId) },
        customer: { first_name: first || "Customer", last_name: rest.join(" "), email: p.customer.email },
        source: { id: SOURCE[p.paymentType] },
        post: { url: new URL(options.webhookPath, options.publicUrl).toString() },
        redirect: { url: new URL(p.returnPath, options.publicUrl).toString() },
      });
      const url = charge.transaction?.url;
      if (!url) throw new ProviderError("tap", 200, `charge ${charge.id} has no payment page (status ${charge.status})`);
      return { url, providerId: charge.id };
    },

    verifyCallback: () => undefined,

    async fetchStatus() {
      // Tap is asked by the charge id (report); our reference alone names no charge.
      return "unknown";
    },

    async report(attempt: AttemptKey) {
      if (!attempt.providerId) throw new ProviderError("tap", 0, `attempt ${attempt.reference} has no charge id`);
      return reportOf(await client.getCharge(attempt.providerId));
    },

    verifyWebhook(rawBody, headers) {
      let body: unknown;
      try {
        body = JSON.parse(rawBody);
      } catch {
        return undefined;
      }
      const charge = CHARGE.safeParse(body);
      if (!charge.success) return undefined;
      if (!sameSignature(tapHashstring(options.secretKey, charge.data), headers.get("hashstring"))) return undefined;
      return { providerId: charge.data.id };
    },

    async refund(r) {
      if (!r.attempt.providerId) throw new ProviderError("tap", 0, "the payment has no charge id to refund");
      const made = await client.createRefund({
        charge_id: r.attempt.providerId,
        amount: new Kwd(r.amountFils),
        currency: "KWD",
        reason: r.reason.slice(0, 200) || "requested_by_customer",
        // No post.url: the webhook route takes charges only; a refund's state is Tap's answer here.
        reference: { merchant: r.key },
      });
      const status = made.status.toUpperCase();
      return { providerRefundId: made.id, status: status === "REFUNDED" ? "refunded" : status === "FAILED" || status === "CANCELLED" ? "failed" : "pending" };
    },
  };
}
