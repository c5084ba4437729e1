// Server-test helpers for purchases: a delivery address for a customer, the fields of a purchase
// the way the checkout sends them, and the gateway's signed callback.
import { randomUUID } from "node:crypto";
import { createAddressesRepo } from "../../server/repos/addresses-repo.ts";
import { signCallback } from "../../server/payments/gateway.ts";
import type { TestApp } from "./test-app.ts";

export const TEST_PAYMENT_SECRET = "test-payment-secret";
/** Monday 1 June 2026, noon in Kuwait: the first start day is Saturday 6 June (5 June is a Friday). */
export const TEST_NOW = new Date("2026-06-01T09:00:00Z");
export const FIRST_START = "2026-06-06";

/** A saved address of the customer; answers its id. */
export async function addressFor(t: TestApp, userId: number): Promise<number> {
  const area = await t.db.selectFrom("areas").select("id").orderBy("id").executeTakeFirstOrThrow();
  const { row } = await createAddressesRepo(t.db).save(userId, `test-address-${randomUUID()}`, {
    addressType: "house",
    areaId: area.id,
    block: "1",
    street: "Test St",
    avenue: "",
    houseNumber: "1",
    appartmentNumber: "",
    floorNo: "",
    flatNo: "",
    companyName: "",
    officeNumber: "",
    directions: "",
    mobileNumber: "55555555",
    lat: null,
    lng: null,
  });
  return row.id;
}

export type SubPackage = { id: number; price_fils: number };

export async function subPackage(t: TestApp, c: { packageId: number; days: number; meals: number; snacks: number; soups: number }): Promise<SubPackage> {
  return t.db
    .selectFrom("sub_packages")
    .select(["id", "price_fils"])
    .where("package_id", "=", c.packageId)
    .where("days", "=", c.days)
    .where("meals", "=", c.meals)
    .where("snacks", "=", c.snacks)
    .where("soups", "=", c.soups)
    .executeTakeFirstOrThrow();
}

export function kd(fils: number): string {
  return `${Math.floor(fils / 1000)}.${String(fils % 1000).padStart(3, "0")}`;
}

let codes = 0;
export function uniqueCode(): string {
  codes += 1;
  return `test-${Date.now().toString(36)}-${codes}-${Math.random().toString(36).slice(2, 8)}`;
}

export function purchaseFields(o: {
  sub: SubPackage;
  addressId: number;
  packageId?: number;
  couponPercent?: number;
  couponCode?: string;
  walletFils?: number;
  paymentType?: "knet" | "visa";
  startDate?: string;
  code?: string;
}): Record<string, string> {
  const discount = o.couponPercent ? Math.floor((o.sub.price_fils * o.couponPercent + 50) / 100) : 0;
  const wallet = Math.min(o.walletFils ?? 0, o.sub.price_fils - discount);
  const fields: Record<string, string> = {
    delivery_time_id: "1",
    end_date: "",
    package_for: String(o.packageId ?? 24),
    package_amount: kd(o.sub.price_fils),
    promo_code_discount: kd(discount),
    delivery_address_id: String(o.addressId),
    package_id: String(o.packageId ?? 24),
    consultant_fees: "0",
    sub_package_id: String(o.sub.id),
    payment_type: o.paymentType ?? "knet",
    delivery_method_id: "1",
    total_amount: kd(o.sub.price_fils - discount - wallet),
    app_mode: "prod",
    unique_code: o.code ?? uniqueCode(),
    start_date: o.startDate ?? FIRST_START,
  };
  if (o.couponCode) fields.coupon_code = o.couponCode;
  if (o.walletFils) fields.wallet_amount = kd(o.walletFils);
  return fields;
}

export function signedCallback(reference: string, status: string, secret = TEST_PAYMENT_SECRET): Record<string, string> {
  return { reference, status, signature: signCallback(secret, reference, status) };
}

/** The attempt reference inside a sandbox payment URL. */
export function referenceOf(paymentUrl: string): string {
  const m = /^\/pay\/sandbox\/(?:knet|visa)\/([A-Za-z0-9_-]+)\?/.exec(paymentUrl);
  if (!m) throw new Error(`not a sandbox payment URL: ${paymentUrl}`);
  return m[1]!;
}
