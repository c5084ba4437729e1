// The purchase call's own two statements, so that a purchase costs a handful of round trips on the
// one embedded connection instead of a dozen: `readContext` takes the customer's purchase lock and
// reads everything the call decides on, `writeNew` supersedes the customer's unpaid purchases and
// stores the new one with its payment attempt (migration 006's purchase_context and purchase_insert).
// Both run inside the caller's transaction; the lock they take is the one `lockCustomer`
// (orders-repo.ts) takes, so one customer's purchases and payment verdicts are serialised.
import { sql, type Insertable } from "kysely";
import type { Db } from "../db/client.ts";
import type { PaymentType, PurchasesTable } from "../db/schema.ts";
import { PURCHASE_LOCK, type PurchaseRow } from "./orders-repo.ts";

/** A purchase to store: always pending; the database numbers and dates it. */
export type NewPurchase = Omit<Insertable<PurchasesTable>, "id" | "created_at" | "paid_at" | "cashback_fils" | "status">;

export type PurchaseContextQuery = {
  userId: number;
  uniqueCode: string;
  packageId: number;
  subPackageId: number;
  deliveryTimeId: number;
  deliveryMethodId: number;
  deliveryAddressId: number;
  couponCode: string | undefined;
  /**
   * yyyy-mm-dd: a paid package ending on this day or later blocks the purchase (the new start date,
   * or today if that is later: a renewal starts after the current plan's end).
   */
  activeFrom: string;
};

export type ContextSubPackage = {
  id: number;
  package_id: number;
  days: number;
  meals: number;
  snacks: number;
  soups: number;
  price_fils: number;
};
export type ContextCoupon = {
  code: string;
  discount_type: string;
  discount_value: number;
  expires_at: Date;
  usage_limit: number;
  per_customer_limit: number;
};

export type PurchaseContext = {
  /** The customer's purchase with this unique_code, if any. */
  existing: { id: number; fingerprint: string } | undefined;
  sub: ContextSubPackage | undefined;
  deliveryTimeExists: boolean;
  deliveryMethodExists: boolean;
  addressOwned: boolean;
  walletFils: number;
  activePackage: boolean;
  customer: { name: string; email: string; phone: string };
  packageName: string | undefined;
  coupon: ContextCoupon | undefined;
  couponUses: { total: number; mine: number };
};

/** One row of purchase_context(): every column is null when what it describes does not exist. */
type ContextRow = {
  existing_id: number | null;
  existing_fingerprint: string | null;
  sub_id: number | null;
  sub_package_of: number;
  days: number;
  meals: number;
  snacks: number;
  soups: number;
  price_fils: number;
  time_exists: boolean;
  method_exists: boolean;
  address_owned: boolean;
  wallet_fils: number | null;
  active_package: boolean;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  mobile_no: string | null;
  package_name: string | null;
  coupon_code: string | null;
  coupon_type: string;
  coupon_percent: number;
  coupon_expires_at: Date;
  coupon_usage_limit: number;
  coupon_per_customer_limit: number;
  coupon_uses: number;
  coupon_uses_mine: number;
};

export type NewAttempt = { reference: string; gateway: string };
export type StoredAttempt = { reference: string; payment_type: PaymentType; amount_fils: number };

export function createPurchaseRepo(db: Db) {
  return {
    async readContext(q: PurchaseContextQuery): Promise<PurchaseContext> {
      const { rows } = await sql<ContextRow>`select * from purchase_context(${PURCHASE_LOCK}, ${q.userId}, ${q.uniqueCode}, ${q.packageId},
        ${q.subPackageId}, ${q.deliveryTimeId}, ${q.deliveryMethodId}, ${q.deliveryAddressId}, ${q.couponCode ?? null}, ${q.activeFrom})`.execute(
        db,
      );
      const r = rows[0]!;
      return {
        existing: r.existing_id === null ? undefined : { id: r.existing_id, fingerprint: r.existing_fingerprint ?? "" },
        sub:
          r.sub_id === null
            ? undefined
            : {
                id: r.sub_id,
                package_id: r.sub_package_of,
                days: r.days,
                meals: r.meals,
                snacks: r.snacks,
                soups: r.soups,
                price_fils: r.price_fils,
              },
        deliveryTimeExists: r.time_exists,
        deliveryMethodExists: r.method_exists,
        addressOwned: r.address_owned,
        walletFils: r.wallet_fils ?? 0,
        activePackage: r.active_package,
        customer: {
          name: r.first_name === null ? "" : `${r.first_name} ${r.last_name ?? ""}`,
          email: r.email ?? "",
          phone: r.mobile_no ?? "",
        },
        packageName: r.package_name ?? undefined,
        coupon:
          r.coupon_code === null
            ? undefined
            : {
                code: r.coupon_code,
                discount_type: r.coupon_type,
                discount_value: r.coupon_percent,
                expires_at: r.coupon_expires_at,
                usage_limit: r.coupon_usage_limit,
                per_customer_limit: r.coupon_per_customer_limit,
              },
        couponUses: { total: r.coupon_uses, mine: r.coupon_uses_mine },
      };
    },

    /**
     * Supersedes the customer's unpaid purchases, stores this one and, when something is left to
     * pay, its pending payment attempt (migration 006's purchase_insert).
     */
    async writeNew(p: NewPurchase, attempt: NewAttempt): Promise<{ purchase: PurchaseRow; attempt: StoredAttempt | undefined }> {
      const { rows } = await sql<PurchaseRow>`select * from purchase_insert(${p.user_id}, ${p.unique_code}, ${p.fingerprint},
        ${p.package_id}, ${p.sub_package_id}, ${p.days}, ${p.meals}, ${p.snacks}, ${p.soups}, ${p.delivery_time_id},
        ${p.delivery_method_id}, ${p.delivery_address_id}, ${p.start_date}, ${p.end_date}, ${p.payment_type}, ${p.coupon_code ?? null},
        ${p.package_fils}, ${p.discount_fils}, ${p.wallet_fils}, ${p.total_fils}, ${attempt.reference}, ${attempt.gateway})`.execute(db);
      const purchase = rows[0]!;
      const stored =
        purchase.total_fils > 0
          ? { reference: attempt.reference, payment_type: purchase.payment_type, amount_fils: purchase.total_fils }
          : undefined;
      return { purchase, attempt: stored };
    },
  };
}

export type PurchaseRepo = ReturnType<typeof createPurchaseRepo>;
