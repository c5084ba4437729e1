// The one small interface between the orders service and a payment gateway (PRODUCT.md "Payment").
// The sandbox gateway (./sandbox.ts) ships and is the default; a real gateway (Tap, MyFatoorah,
// KNET direct) is another implementation of this interface. The browser's return from a gateway
// is never trusted: a purchase is marked paid only from an authentic callback (`verifyCallback`)
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
  customer: { name: string; email: string; phone: string };
  productName: string;
  /** Where the gateway sends the customer's browser back (a path on our origin). */
  returnPath: string;
};

export type GatewayVerdict = { reference: string; outcome: PaymentOutcome };

export interface PaymentGateway {
  readonly name: string;
  /**
   * Registers the payment with the gateway and answers the page the customer's browser opens.
   * Called again with the same reference it answers the same page (repeats are harmless).
   */
  startPayment(payment: StartPayment): Promise<{ url: string }>;
  /** The verdict of a callback request's fields, or undefined when they are not authentic. */
  verifyCallback(fields: Record<string, string>): GatewayVerdict | undefined;
  /** Asks the gateway how a payment stands (when a callback may have been lost). */
  fetchStatus(reference: string): Promise<PaymentOutcome | "pending" | "unknown">;
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
