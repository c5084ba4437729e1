// The health profile and the plan's portions (server/routes/health.ts; README.md "Health profile
// and portions"): /healthprofile and /weights read, /savehealthprofile, /saveweight and
// /deleteweight change the profile and the weight log; /planportions reads a plan's portions and
// /saveportions changes the plan's default or one upcoming day's. Every write carries an
// idempotency_key. The server validates with these schemas; the app takes the types only.
import { z } from "zod";
import { ACTIVITY_LEVELS, GENDERS, GOALS, type ActivityLevel, type Gender, type Goal } from "../rules/calorie-math.ts";
import { idempotencyKey, intField, isoDate, optionalField } from "./fields.ts";

/** A number of kg or cm with at most one decimal, within [min, max]. */
function measure(min: number, max: number) {
  return z
    .string()
    .trim()
    .regex(/^\d{1,3}(\.\d)?$/)
    .transform(Number)
    .refine((n) => n >= min && n <= max);
}

/** One of a list of names. */
function named<T extends string>(list: readonly T[]) {
  return z
    .string()
    .trim()
    .refine((v) => (list as readonly string[]).includes(v))
    .transform((v) => v as T);
}

export const WEIGHT_RANGE = { min: 20, max: 300 } as const;
export const HEIGHT_RANGE = { min: 50, max: 250 } as const;

export const healthProfileRequest = z.object({});
export const saveHealthProfileRequest = z.object({
  gender: named(GENDERS),
  birthday: isoDate,
  height_cm: measure(HEIGHT_RANGE.min, HEIGHT_RANGE.max),
  activity_level: named(ACTIVITY_LEVELS),
  goal: named(GOALS),
  target_weight_kg: optionalField(measure(WEIGHT_RANGE.min, WEIGHT_RANGE.max)),
  idempotency_key: idempotencyKey,
});
export const weightsRequest = z.object({});
export const saveWeightRequest = z.object({ date: isoDate, weight_kg: measure(WEIGHT_RANGE.min, WEIGHT_RANGE.max), idempotency_key: idempotencyKey });
export const deleteWeightRequest = z.object({ date: isoDate, idempotency_key: idempotencyKey });

export const planPortionsRequest = z.object({ purchase_id: intField });
export const savePortionsRequest = z.object({
  purchase_id: intField,
  /** Absent: the plan's default; given: that upcoming day's own. */
  date: optionalField(isoDate),
  protein_grams: intField,
  carb_grams: intField,
  idempotency_key: idempotencyKey,
});

const macros = z.object({ kcal: z.number(), protein: z.number(), carbs: z.number(), fat: z.number() });
const portions = z.object({ protein: z.number(), carbs: z.number() });

export const healthWire = z.object({
  profile: z
    .object({
      gender: z.custom<Gender>(),
      birthday: z.string(),
      height_cm: z.number(),
      activity_level: z.custom<ActivityLevel>(),
      goal: z.custom<Goal>(),
      target_weight_kg: z.number().nullable(),
    })
    .nullable(),
  /** Oldest first, one a day. */
  weights: z.array(z.object({ date: z.string(), weight_kg: z.number() })),
  /** The day's targets at the latest weight (rules/body-targets.ts); null without a profile and a weight. */
  targets: macros.nullable(),
  /** The targets at the weight before the latest, when there is one. */
  previous_targets: macros.nullable(),
});

export const portionsWire = z.object({
  purchase_id: z.number(),
  package_id: z.number(),
  protein_ladder: z.array(z.number()),
  carb_ladder: z.array(z.number()),
  default: portions,
  /** The upcoming and past days that have their own portions, by date. */
  days: z.array(portions.extend({ date: z.string() })),
});

export type HealthWire = z.infer<typeof healthWire>;
export type HealthProfileWire = NonNullable<HealthWire["profile"]>;
export type PortionsWire = z.infer<typeof portionsWire>;
