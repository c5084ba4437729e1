// My plan's calls (server/routes/plans.ts; docs/product-rules.md): /subscriptiondetails, and the
// changes /freezedays, /unfreezedays and /setdayaddress, each answered with the plan as it now is.
// The server validates the requests with these schemas and shapes its answer by PlanWire; the app
// takes the types only (src/features/plan/api.ts).
import { z } from "zod";
import { isIsoDate } from "../rules/order-dates.ts";
import { dayStatusWire, idempotencyKey, intField, isoDate, optionalLang, purchaseStatusWire } from "./fields.ts";

/** At most this many dates in one freeze or resume. */
export const MAX_DATES = 60;

/** Dates, comma-separated: at least one, at most MAX_DATES, each a date; repeats count once. */
const dates = z
  .string()
  .trim()
  .max(MAX_DATES * 11)
  .transform((v) => [...new Set(v.split(",").map((d) => d.trim()))])
  .refine((list) => list.length >= 1 && list.length <= MAX_DATES && list.every(isIsoDate));

export const detailsRequest = z.object({ lang_id: optionalLang });
/** /freezedays and /unfreezedays. */
export const freezeRequest = z.object({ purchase_id: intField, dates, idempotency_key: idempotencyKey, lang_id: optionalLang });
export const setDayAddressRequest = z.object({ purchase_id: intField, date: isoDate, address_id: intField, idempotency_key: idempotencyKey, lang_id: optionalLang });

export const planDayWire = z.object({
  date: z.string(),
  status: dayStatusWire,
  cutoff_at: z.string(),
  address_id: z.number(),
  /** The customer chose the day's dishes (otherwise the kitchen chooses them). */
  picked: z.boolean(),
});

/** The answer of /subscriptiondetails and of each change: the plan as it is now. */
export const planWire = z.object({
  purchase_id: z.number(),
  package_id: z.number(),
  sub_package_id: z.number(),
  package_name: z.string(),
  meals: z.number(),
  snacks: z.number(),
  soups: z.number(),
  delivery_days: z.number(),
  delivery_time_id: z.number(),
  delivery_time: z.string(),
  delivery_method_id: z.number(),
  delivery_method: z.string(),
  delivery_address_id: z.number(),
  start_date: z.string(),
  end_date: z.string(),
  days_left: z.number(),
  freeze_limit: z.number(),
  frozen_days: z.number(),
  frozen_days_left: z.number(),
  last_allowed_end_date: z.string(),
  days: z.array(planDayWire),
});

export type PlanDayWire = z.infer<typeof planDayWire>;
export type PlanWire = z.infer<typeof planWire>;

/** /purchasehistory and /walletledger: the language of the package names only. */
export const listRequest = z.object({ lang_id: optionalLang });

/** One purchase of /purchasehistory, newest first; amounts in the wire's KD strings. */
export const purchaseWire = z.object({
  purchase_id: z.number(),
  status: purchaseStatusWire,
  package_id: z.number(),
  package_name: z.string(),
  sub_package_id: z.number(),
  days: z.number(),
  meals: z.number(),
  snacks: z.number(),
  soups: z.number(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  payment_type: z.string(),
  package_amount: z.string(),
  promo_code_discount: z.string(),
  wallet_amount: z.string(),
  total_amount: z.string(),
  cashback_amount: z.string(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  /** The provider's payment did not match the order: nothing paid, the customer contacts support. */
  payment_problem: z.string().nullable(),
});

/** The answer of /walletledger: the balance and every movement, in KD strings and in fils. */
export const ledgerWire = z.object({
  balance: z.string(),
  balance_fils: z.number(),
  entries: z.array(
    z.object({
      id: z.number(),
      kind: z.enum(["spend", "cashback", "refund"]),
      purchase_id: z.number().nullable(),
      amount: z.string(),
      amount_fils: z.number(),
      created_at: z.string(),
    }),
  ),
});

export type PurchaseWire = z.infer<typeof purchaseWire>;
export type LedgerWire = z.infer<typeof ledgerWire>;
