// A delivery day's picks (server/routes/meals.ts; docs/product-rules.md): /daypicks reads them,
// /savedaypicks changes them, both answered with the day (DayWire); /ratemeal rates a delivered
// dish (RatingWire). The server validates the requests with these schemas and shapes its answers
// by these types (server/plan/day-wire.ts); the app takes the types only (src/features/plan/).
import { z } from "zod";
import { dayStatusWire, idempotencyKey, intField, isoDate, oneOf, optionalField, optionalLang } from "./fields.ts";

/** Dish ids, comma-separated (one per slot); absent or empty is none. */
const ids = optionalField(
  z
    .string()
    .trim()
    .max(200)
    .regex(/^\d{1,9}( *, *\d{1,9})*$/)
    .transform((v) => v.split(",").map((id) => Number(id.trim()))),
).transform((v) => v ?? []);

export const dayPicksRequest = z.object({ purchase_id: intField, date: isoDate, lang_id: optionalLang });
export const saveDayPicksRequest = z.object({
  purchase_id: intField,
  date: isoDate,
  meals: ids,
  snacks: ids,
  soups: ids,
  idempotency_key: idempotencyKey,
  lang_id: optionalLang,
});
export const rateMealRequest = z.object({
  purchase_id: intField,
  date: isoDate,
  meal_id: intField,
  stars: oneOf([1, 2, 3, 4, 5] as const),
  comment: optionalField(z.string().trim().max(500)),
  idempotency_key: idempotencyKey,
});

/** The sums of a day's dishes at the day's portions. */
export const totalsWire = z.object({ kcal: z.number(), protein: z.number(), carbs: z.number(), fat: z.number() });

export const slotWire = z.object({
  slot_type: z.enum(["meal", "snack", "soup"]),
  slot: z.number(),
  meal_id: z.number().nullable(),
  meal_type_id: z.number().nullable(),
  meal_name: z.string().nullable(),
  protein: z.string().nullable(),
  allergens: z.array(z.string()),
  ingredients: z.string().nullable(),
  calories: z.number().nullable(),
  chosen_by: z.enum(["customer", "kitchen"]),
  /** The dish has a protein or allergen the customer avoids (only a customer's own pick can). */
  avoided: z.boolean(),
  /**
   * The dish's stored figures (rules/portion.ts DishNutrition), so the app works out the day's
   * totals at other portions with the server's rule; a day the app stored before has none.
   */
  nutrition: z
    .object({
      small_grams: z.number(),
      small_calories: z.number(),
      large_grams: z.number(),
      large_calories: z.number(),
      protein_g: z.number().nullable(),
      carbs_g: z.number().nullable(),
      fat_g: z.number().nullable(),
    })
    .nullable()
    .optional(),
  /** The customer's rating of this dish on this day (delivered days). */
  rating: z.object({ stars: z.number(), comment: z.string().nullable() }).nullable(),
});

/** The answer of /daypicks and /savedaypicks: the day's slots and totals. */
export const dayWire = z.object({
  purchase_id: z.number(),
  date: z.string(),
  status: dayStatusWire,
  cutoff_at: z.string(),
  changeable: z.boolean(),
  package_id: z.number(),
  portion_grams: z.number(),
  /**
   * The day's protein and carbohydrate portions per meal, in grams (server/health/portions-service.ts).
   * The server always sends it; a day the app stored before it did has none.
   */
  portions: z.object({ protein: z.number(), carbs: z.number() }).optional(),
  slots: z.array(slotWire),
  totals: totalsWire,
});

/** The answer of /ratemeal: the dish's rating on that day as the server now holds it. */
export const ratingWire = z.object({ purchase_id: z.number(), date: z.string(), meal_id: z.number(), stars: z.number(), comment: z.string().nullable() });

export type TotalsWire = z.infer<typeof totalsWire>;
export type SlotWire = z.infer<typeof slotWire>;
export type DayWire = z.infer<typeof dayWire>;
export type RatingWire = z.infer<typeof ratingWire>;
