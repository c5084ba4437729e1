// src/order/'s table: the order draft, one row ("current"). Its schema fragment is read by
// lib/db.ts; features read and write the draft through order-draft.ts, and the checkout keeps its
// purchase key through keepUniqueCode below (off the first page, which order-draft.ts is on).
import type { EntityTable, TableSpec } from "../lib/db.ts";
import { withDb } from "../lib/lazy-db.ts";

/** The order the customer is building (docs/product-rules.md "One purchase flow"). Dates are ISO yyyy-mm-dd. */
export type OrderDraft = {
  id: "current";
  packageId?: number;
  days?: number;
  meals?: number;
  snacks?: number;
  soups?: number;
  startDate?: string;
  deliveryMethodId?: number;
  deliveryTimeId?: number;
  subPackageId?: number;
  /** Where the draft came from: defaults, a package page or the calculator. */
  source?: "defaults" | "package-page" | "calculator" | "renew";
  /** Checkout choices, kept across the trip to the payment page (not indexed: no schema change). */
  paymentType?: "knet" | "visa";
  couponCode?: string;
  couponPercent?: number;
  walletFils?: number;
  /** The purchase's idempotency key and the order it was made for: a changed order gets a new key. */
  uniqueCode?: string;
  uniqueFor?: string;
  updatedAt: number;
};

export type OrderTables = { orderDraft: EntityTable<OrderDraft, "id"> };

export const ORDER_SCHEMA = {
  orderDraft: { version: 1, indexes: "id", user: true },
} as const satisfies Record<keyof OrderTables, TableSpec>;

/** The draft's tables, for a caller that writes the draft (through order-draft.ts) inside its own transaction. */
export const ORDER_TABLES = Object.keys(ORDER_SCHEMA) as (keyof OrderTables)[];

/**
 * The purchase's idempotency key for this order (`orderKey`): the saved one when the order is
 * unchanged, else a new one from `make`, saved with the order it is for (the checkout's Pay now).
 */
export function keepUniqueCode(orderKey: string, make: () => string): Promise<string> {
  return withDb((db) =>
    db.transaction("rw", db.orderDraft, async () => {
      const draft = await db.orderDraft.get("current");
      if (draft?.uniqueCode && draft.uniqueFor === orderKey) return draft.uniqueCode;
      const code = make();
      await db.orderDraft.put({ ...draft, uniqueCode: code, uniqueFor: orderKey, id: "current", updatedAt: Date.now() });
      return code;
    }),
  );
}
