// The form fields the calls share, as zod reads them (README "Architecture": contract/). Form
// values are strings; ids are small positive integers; an optional field absent, empty or blank is
// "not given". server/http/input.ts reads a request's fields and reports the first problem.
import { z } from "zod";
import { wireToFils } from "../rules/money.ts";
import { isIsoDate } from "../rules/order-dates.ts";
import type { DayStatus } from "../rules/plan-calendar.ts";

const digits = z.string().trim().regex(/^\d{1,9}$/);

export const intField = digits.transform(Number);

export function oneOf<T extends number>(values: readonly T[]) {
  return digits
    .transform(Number)
    .refine((n) => (values as readonly number[]).includes(n))
    .transform((n) => n as T);
}

/**
 * An optional field: absent, empty and blank all mean "not given" (the same values the server
 * reports as missing for a required field), so `show_festival_package=` takes the default
 * instead of failing as "required".
 */
export function optionalField<S extends z.ZodType>(field: S) {
  return z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), field.optional());
}

/** Language id of the wire: 1 English, 2 Arabic. */
export const langField = oneOf([1, 2] as const);
export type LangId = 1 | 2;

/** The language of an answer: absent is English. */
export const optionalLang = optionalField(langField);

/** A write's idempotency key: a repeat of the same key applies nothing and answers the same. */
export const idempotencyKey = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,64}$/);

/** A calendar date, YYYY-MM-DD. */
export const isoDate = z.string().trim().refine(isIsoDate);

/** A plan day's state in an answer (rules/plan-calendar.ts). */
export const dayStatusWire = z.enum(["upcoming", "locked", "delivered", "frozen"] as const satisfies readonly DayStatus[]);

/** A purchase's state in an answer (/purchasehistory, /purchasestatus). */
export const purchaseStatusWire = z.enum(["pending", "paid", "declined", "cancelled", "superseded"]);
export type PurchaseStatus = z.infer<typeof purchaseStatusWire>;

/** A positive amount in KD as the wire writes it ("2.500", up to three decimals), read as fils. */
export const positiveKdField = z
  .string()
  .trim()
  .max(20)
  .transform((v, ctx) => {
    const fils = wireToFils(v);
    if (fils === undefined || fils <= 0) {
      ctx.addIssue({ code: "custom", message: "not a positive KD amount" });
      return z.NEVER;
    }
    return fils;
  });
