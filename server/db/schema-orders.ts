// Kysely's view of the delivery address (migration 004) and order and payment (005) tables.
import type { Generated } from "kysely";

export type AddressType = "house" | "building" | "office";

export interface AddressesTable {
  id: Generated<number>;
  user_id: number;
  idempotency_key: string;
  address_type: AddressType;
  area_id: number;
  block: string;
  street: string;
  avenue: Generated<string>;
  house_number: Generated<string>;
  appartment_number: Generated<string>;
  floor_no: Generated<string>;
  flat_no: Generated<string>;
  company_name: Generated<string>;
  office_number: Generated<string>;
  directions: Generated<string>;
  mobile_number: string;
  lat: number | null;
  lng: number | null;
  created_at: Generated<Date>;
}

export type PurchaseStatus = "pending" | "paid" | "declined" | "cancelled" | "superseded";
export type PaymentType = "knet" | "visa";
export type PaymentOutcome = "approved" | "declined" | "cancelled";

/** A package bought (migration 005): one per customer and unique_code; amounts in fils. */
export interface PurchasesTable {
  id: Generated<number>;
  user_id: number;
  unique_code: string;
  /** What the order was (sub-package, dates, delivery, coupon, wallet, total): a repeat must match. */
  fingerprint: string;
  package_id: number;
  sub_package_id: number;
  days: number;
  meals: number;
  snacks: number;
  soups: number;
  delivery_time_id: number;
  delivery_method_id: number;
  delivery_address_id: number;
  /** yyyy-mm-dd, a Kuwait day. */
  start_date: string;
  /** The last delivery day (Fridays skipped). */
  end_date: string;
  payment_type: PaymentType;
  coupon_code: string | null;
  package_fils: number;
  discount_fils: number;
  wallet_fils: number;
  total_fils: number;
  cashback_fils: Generated<number>;
  status: PurchaseStatus;
  created_at: Generated<Date>;
  paid_at: Date | null;
  /** Set when the provider's amount, currency or reference differed from ours (migration 011). */
  payment_problem: Generated<string | null>;
}

/** One try at paying a purchase through the gateway; `reference` is what the gateway knows. */
export interface PaymentAttemptsTable {
  id: Generated<number>;
  purchase_id: number;
  reference: string;
  gateway: string;
  payment_type: PaymentType;
  amount_fils: number;
  status: "pending" | PaymentOutcome | "held" | "expired";
  created_at: Generated<Date>;
  decided_at: Date | null;
  /** Migration 011: the provider's id of the payment and its page; the reconciliation's schedule. */
  provider_id: Generated<string | null>;
  provider_url: Generated<string | null>;
  check_at: Generated<Date | null>;
  checks: Generated<number>;
  locked_until: Generated<Date | null>;
  problem: Generated<string | null>;
}

/** The operator's refund of a paid purchase (migration 011), once per refund_key. */
export interface PurchaseRefundsTable {
  id: Generated<number>;
  purchase_id: number;
  refund_key: string;
  destination: "card" | "wallet";
  amount_fils: number;
  reason: string;
  status: "requested" | "pending" | "refunded" | "failed";
  provider_refund_id: string | null;
  error: string | null;
  created_by: number | null;
  created_at: Generated<Date>;
}

export interface WalletTransactionsTable {
  id: Generated<number>;
  user_id: number;
  purchase_id: number;
  kind: "spend" | "cashback" | "refund";
  refund_id: Generated<number | null>;
  /** A support credit's report (migration 014). */
  support_report_id: Generated<number | null>;
  amount_fils: number;
  created_at: Generated<Date>;
}

export interface CouponUsesTable {
  id: Generated<number>;
  coupon_code: string;
  user_id: number;
  purchase_id: number;
  created_at: Generated<Date>;
}

/** The sandbox gateway's own records (server/payments/sandbox.ts). */
export interface SandboxPaymentsTable {
  reference: string;
  payment_type: string;
  amount_fils: number;
  description: string;
  return_path: string;
  status: "pending" | PaymentOutcome;
  created_at: Generated<Date>;
  decided_at: Date | null;
}
