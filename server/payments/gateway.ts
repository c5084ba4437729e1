// The one small interface between the orders service and a payment gateway (README "Demo and live").
// The sandbox gateway (./sandbox.ts) is the demo's; a real gateway (MyFatoorah, Tap) is another
// implementation of this interface, chosen by PAYMENT_PROVIDER in ./create-gateway.ts. The
// browser's return from a gateway is never trusted: a purchase is marked paid only from an authentic callback (`verifyCallback`)
// or from the gateway's own answer to a server-side status check (`fetchStatus`).
import { createHmac, timingSafeEqual } from "node:crypto";
import type { PaymentOutcome, PaymentType } from "../db/schema.ts";

export type StartPayment = {
  /** Our attempt's reference: unique, unguessable; the gateway echoes it in its callback. */
  reference: string;
  paymentType: PaymentType;
  amountFils: number;
  purchaseId: number;
  userId: number;
  /** Who pays, for a provider's server-side call; never put in a URL (addresses end up in logs and referrers). */
  customer: { name: string; email: string; phone: string };
  productName: string;
  /** Where the gateway sends the customer's browser back (a path on our origin). */
  returnPath: string;
};

export type GatewayVerdict = { reference: string; outcome: PaymentOutcome };

/** What a hosted-page provider (MyFatoorah, Tap) says about one payment, in our units. */
export type ProviderReport = {
  outcome: PaymentOutcome | "pending";
  /** Our reference as the provider echoes it; undefined when it sent none. */
  reference: string | undefined;
  /** The provider's own id of the payment (MyFatoorah InvoiceId, Tap charge id). */
  providerId: string;
  /** The amount it holds, in fils, and its currency; compared with ours before anything is paid. */
  amountFils: number | undefined;
  currency: string | undefined;
};

/** An attempt as a provider is asked about it: our reference and the id it gave us at the start. */
export type AttemptKey = { reference: string; providerId: string | null };

export type RefundRequest = {
  /** Our key: a repeated refund with the same key is the same refund. */
  key: string;
  attempt: AttemptKey;
  amountFils: number;
  reason: string;
};

export type RefundAnswer = { providerRefundId: string; status: "pending" | "refunded" | "failed" };

export interface PaymentGateway {
  readonly name: string;
  /**
   * Registers the payment with the gateway and answers the page the customer's browser opens.
   * Called again with the same reference it answers the same page (repeats are harmless).
   */
  startPayment(payment: StartPayment): Promise<{ url: string; providerId?: string }>;
  /** The verdict of a callback request's fields, or undefined when they are not authentic. */
  verifyCallback(fields: Record<string, string>): GatewayVerdict | undefined;
  /** Asks the gateway how a payment stands (when a callback may have been lost). */
  fetchStatus(reference: string): Promise<PaymentOutcome | "pending" | "unknown">;
  /**
   * A hosted-page provider's full answer about an attempt (amount, currency, reference), which the
   * orders service checks against its own before paying. Absent on the sandbox.
   */
  report?(attempt: AttemptKey): Promise<ProviderReport>;
  /**
   * A provider's webhook: the id of the payment it is about when its signature (over the raw body
   * and headers) is authentic, else undefined. The event only prompts a `report`; its own fields
   * are never trusted for the amount.
   */
  verifyWebhook?(rawBody: string, headers: Headers): { providerId: string } | undefined;
  /** A refund to the card through the provider. */
  refund?(request: RefundRequest): Promise<RefundAnswer>;
}

/** Constant-time comparison of two signatures in the same encoding. */
export function sameSignature(expected: string, given: string | null | undefined): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given ?? "");
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Signs a callback's reference and outcome (HMAC-SHA256, hex). */
export function signCallback(secret: string, reference: string, outcome: string): string {
  return createHmac("sha256", secret).update(`${reference}.${outcome}`).digest("hex");
}

export function isValidSignature(secret: string, reference: string, outcome: string, signature: string): boolean {
  const expected = Buffer.from(signCallback(secret, reference, outcome), "hex");
  const given = Buffer.from(/^[0-9a-f]{64}$/.test(signature) ? signature : "", "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export const OUTCOMES: readonly PaymentOutcome[] = ["approved", "declined", "cancelled"];

export function isOutcome(value: unknown): value is PaymentOutcome {
  return typeof value === "string" && (OUTCOMES as readonly string[]).includes(value);
}
