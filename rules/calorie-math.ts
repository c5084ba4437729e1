// The numbers of the calorie wizard (docs/product-rules.md "Calorie numbers"), as pure functions: age, Mifflin-St Jeor
// BMR, activity and goal calories, the protein estimate and the package it recommends.
// Arithmetic runs on integers of hundredths so "2 decimals" never depends on float noise; halves
// round up (Math.round). "today" is always passed in, so tests pin the date.

export type Gender = "male" | "female";
export type ActivityLevel = "notActive" | "low" | "moderate" | "veryActive" | "extraActive";
export type Goal = "looseWeight" | "maintainWeight" | "gainWeight" | "gainMuscle" | "gainMuscleMax";

export const GENDERS: readonly Gender[] = ["male", "female"];
export const ACTIVITY_LEVELS: readonly ActivityLevel[] = ["notActive", "low", "moderate", "veryActive", "extraActive"];
export const GOALS: readonly Goal[] = ["looseWeight", "maintainWeight", "gainWeight", "gainMuscle", "gainMuscleMax"];

/** Activity multipliers in thousandths (1.2, 1.375, 1.55, 1.725, 1.9). */
const ACTIVITY_MILLIS: Record<ActivityLevel, number> = {
  notActive: 1200,
  low: 1375,
  moderate: 1550,
  veryActive: 1725,
  extraActive: 1900,
};

/** kcal added to the daily need per goal. */
export const GOAL_ADJUSTMENT: Record<Goal, number> = {
  looseWeight: -500,
  maintainWeight: 0,
  gainWeight: 500,
  gainMuscle: -500,
  gainMuscleMax: 500,
};

/** Protein grams per kg of body weight, in hundredths (1.25, 1, 1, 2, 1.75). */
const PROTEIN_CENTS_PER_KG: Record<Goal, number> = {
  looseWeight: 125,
  maintainWeight: 100,
  gainWeight: 100,
  gainMuscle: 200,
  gainMuscleMax: 175,
};

export function activityMultiplier(level: ActivityLevel): number {
  return ACTIVITY_MILLIS[level] / 1000;
}

export function proteinFactor(goal: Goal): number {
  return PROTEIN_CENTS_PER_KG[goal] / 100;
}

const toCents = (n: number) => Math.round(n * 100);
const fromCents = (cents: number) => cents / 100;

/**
 * Age in whole years on `today` (local calendar date) for a birthday "yyyy-mm-dd". A 29 February
 * birthday counts from 1 March in years without one.
 */
export function ageOn(birthdayIso: string, today: Date): number {
  const [y, m, d] = birthdayIso.split("-").map(Number) as [number, number, number];
  const beforeBirthday = today.getMonth() + 1 < m || (today.getMonth() + 1 === m && today.getDate() < d);
  return today.getFullYear() - y - (beforeBirthday ? 1 : 0);
}

/** Mifflin-St Jeor: 10 w + 6.25 h - 5 a + 5 (male) or - 161 (female), kcal a day, 2 decimals. */
export function basalCalories(gender: Gender, weightKg: number, heightCm: number, ageYears: number): number {
  const cents = toCents(weightKg * 10) + Math.round(heightCm * 625) - ageYears * 500 + (gender === "male" ? 500 : -16100);
  return fromCents(cents);
}

/** Daily need: BMR times the activity multiplier, 2 decimals. */
export function dailyCalories(bmr: number, level: ActivityLevel): number {
  return fromCents(Math.round((toCents(bmr) * ACTIVITY_MILLIS[level]) / 1000));
}

/** Calories for the goal: the daily need plus the goal's adjustment, 2 decimals. */
export function goalCalories(daily: number, goal: Goal): number {
  return fromCents(toCents(daily) + GOAL_ADJUSTMENT[goal] * 100);
}

/** Estimated protein grams a day for the goal, 2 decimals. */
export function proteinEstimate(weightKg: number, goal: Goal): number {
  return fromCents(Math.round(weightKg * PROTEIN_CENTS_PER_KG[goal]));
}

export type Recommendation = {
  packageId: 24 | 26 | 28;
  /** Price in whole KD of the sub-package to pick (its priceFils is price * 1000). */
  priceKd: number;
  /** Set when the protein estimate fell outside 40-320 g and the nearest band was used. */
  clamped: "below" | "above" | null;
};

export const PROTEIN_MIN = 40;
export const PROTEIN_MAX = 320;

/**
 * The package recommended for a protein estimate. Bands include their lower bound and exclude
 * their upper one: [40, 110) [110, 140) [140, 210) [210, 260), and the last band is [260, 320]
 * (320 itself belongs to it). Under 40 uses the first band, over 320 the last one, and says so.
 * See docs/decisions/calculator-boundaries.md.
 */
export function recommendPackage(protein: number, goal: Goal): Recommendation {
  const clamped = protein < PROTEIN_MIN ? "below" : protein > PROTEIN_MAX ? "above" : null;
  const p = Math.min(Math.max(protein, PROTEIN_MIN), PROTEIN_MAX);
  if (p < 110) return { packageId: 24, priceKd: 160, clamped };
  if (p < 140) return { packageId: 24, priceKd: 190, clamped };
  if (p < 210) return { packageId: 26, priceKd: 205, clamped };
  if (p < 260) return { packageId: 26, priceKd: 235, clamped };
  if (goal === "looseWeight") return { packageId: 26, priceKd: 265, clamped };
  if (goal === "maintainWeight") return { packageId: 26, priceKd: 255, clamped };
  return { packageId: 28, priceKd: 255, clamped };
}

export type CalorieInputs = {
  gender: Gender;
  birthday: string;
  heightCm: number;
  weightKg: number;
  activityLevel: ActivityLevel;
  goal: Goal;
};

export type CalorieResult = Recommendation & {
  ageYears: number;
  bmr: number;
  dailyCalories: number;
  calories: number;
  protein: number;
};

/** Every number of the result from the answers, on `today`. */
export function calculateCalories(inputs: CalorieInputs, today: Date): CalorieResult {
  const ageYears = ageOn(inputs.birthday, today);
  const bmr = basalCalories(inputs.gender, inputs.weightKg, inputs.heightCm, ageYears);
  const daily = dailyCalories(bmr, inputs.activityLevel);
  const protein = proteinEstimate(inputs.weightKg, inputs.goal);
  return {
    ageYears,
    bmr,
    dailyCalories: daily,
    calories: goalCalories(daily, inputs.goal),
    protein,
    ...recommendPackage(protein, inputs.goal),
  };
}
