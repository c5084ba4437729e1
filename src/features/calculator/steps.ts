// What each step of the wizard (step-names.ts) needs to count as answered, and the guard that
// sends a deep link to the first step still unanswered (docs/product-rules.md "Calorie wizard").
import { checkBirthday } from "./birthday-rules.ts";
import {
  ACTIVITY_LEVELS,
  GENDERS,
  GOALS,
  calculateCalories,
  type ActivityLevel,
  type CalorieInputs,
  type Gender,
  type Goal,
} from "../../../rules/calorie-math.ts";
import { isWithin } from "./number-input.ts";
import { STEPS, type Step } from "./step-names.ts";

/** The steps that ask a question ("Step n of 6"). */
export const QUESTION_COUNT = 6;

export const HEIGHT = { sliderMin: 0, min: 1, max: 250, initial: 145 } as const;
export const WEIGHT = { sliderMin: 0, min: 1, max: 300, initial: 85 } as const;
/** The original fixes the target weight; it is kept with the answers but used by no formula. */
export const TARGET_WEIGHT_KG = 70;

export type CalculatorAnswers = {
  gender?: Gender;
  birthday?: string;
  heightCm?: number;
  weightKg?: number;
  targetWeightKg?: number;
  activityLevel?: ActivityLevel;
  goal?: Goal;
};

export const isGender = (v: unknown): v is Gender => GENDERS.includes(v as Gender);
export const isActivityLevel = (v: unknown): v is ActivityLevel => ACTIVITY_LEVELS.includes(v as ActivityLevel);
export const isGoal = (v: unknown): v is Goal => GOALS.includes(v as Goal);

/** The inputs of the formulas once every answer before the goal holds (goal excluded). */
export function bodyInputs(a: CalculatorAnswers, today: Date): Omit<CalorieInputs, "goal"> | undefined {
  if (!isGender(a.gender) || checkBirthday(a.birthday, today) !== null) return undefined;
  if (!isWithin(a.heightCm, HEIGHT.min, HEIGHT.max) || !isWithin(a.weightKg, WEIGHT.min, WEIGHT.max)) return undefined;
  if (!isActivityLevel(a.activityLevel)) return undefined;
  return { gender: a.gender, birthday: a.birthday!, heightCm: a.heightCm, weightKg: a.weightKg, activityLevel: a.activityLevel };
}

/** Calories a day for a goal, or undefined when the answers give no positive value. */
export function caloriesForGoal(a: CalculatorAnswers, goal: Goal, today: Date): number | undefined {
  const body = bodyInputs(a, today);
  if (!body) return undefined;
  const { calories } = calculateCalories({ ...body, goal }, today);
  return calories > 0 ? calories : undefined;
}

/** Whether a step's answer holds (the result step is never "done": it is the end). */
export function isStepDone(step: Step, a: CalculatorAnswers, hasResult: boolean, today: Date): boolean {
  switch (step) {
    case "know-gender":
      return isGender(a.gender);
    case "know-birthday":
      return checkBirthday(a.birthday, today) === null;
    case "know-height":
      return isWithin(a.heightCm, HEIGHT.min, HEIGHT.max);
    case "know-weight":
      return isWithin(a.weightKg, WEIGHT.min, WEIGHT.max);
    case "know-activity-level":
      return isActivityLevel(a.activityLevel);
    case "know-goal":
      return isGoal(a.goal) && caloriesForGoal(a, a.goal, today) !== undefined;
    case "calculate":
      return hasResult;
    case "result":
      return false;
  }
}

/** The step to show for a request: itself, or the first earlier step whose answer is missing. */
export function guardStep(requested: Step, a: CalculatorAnswers, hasResult: boolean, today: Date): Step {
  for (const step of STEPS.slice(0, STEPS.indexOf(requested))) {
    if (!isStepDone(step, a, hasResult, today)) return step;
  }
  return requested;
}

export function nextStep(step: Step): Step | undefined {
  return STEPS[STEPS.indexOf(step) + 1];
}

export function previousStep(step: Step): Step | undefined {
  return STEPS[STEPS.indexOf(step) - 1];
}
