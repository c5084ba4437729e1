// The order builder's rules (docs/product-rules.md "One purchase flow", "Start date"): the defaults when
// nothing is preselected, the choice read from the order draft (a calculator recommendation or a
// package page preselects), the price of a combination from the cached package details, and the
// checks of Continue in the spec's order.
import type { CachedSubPackage } from "../../catalog/store.ts";
import type { OrderDraft } from "../../order/store.ts";
import { MEAL_TYPE } from "../../../rules/meal-types.ts";
import { isSelectableStart } from "../../../rules/order-dates.ts";

/** Meal types the customer counts (type 1, breakfast, is hidden). */
export const COUNTED_TYPES = [
  { mealTypeId: MEAL_TYPE.main, field: "meals" },
  { mealTypeId: MEAL_TYPE.snack, field: "snacks" },
  { mealTypeId: MEAL_TYPE.soup, field: "soups" },
] as const;

export type CountField = (typeof COUNTED_TYPES)[number]["field"];

/** Package 24, 26 days, 2 meals, 3 snacks, 0 soups, leave the box at the door (1), 8 AM to 6 PM (1). */
export const DEFAULT_CHOICE = { packageId: 24, days: 26, meals: 2, snacks: 3, soups: 0, deliveryMethodId: 1, deliveryTimeId: 1 } as const;

export type Choice = {
  packageId: number;
  days: number;
  meals: number;
  snacks: number;
  soups: number;
  deliveryMethodId: number;
  deliveryTimeId: number;
  startDate: string | undefined;
};

export function choiceFromDraft(draft: OrderDraft | undefined): Choice {
  return {
    packageId: draft?.packageId ?? DEFAULT_CHOICE.packageId,
    days: draft?.days ?? DEFAULT_CHOICE.days,
    meals: draft?.meals ?? DEFAULT_CHOICE.meals,
    snacks: draft?.snacks ?? DEFAULT_CHOICE.snacks,
    soups: draft?.soups ?? DEFAULT_CHOICE.soups,
    deliveryMethodId: draft?.deliveryMethodId ?? DEFAULT_CHOICE.deliveryMethodId,
    deliveryTimeId: draft?.deliveryTimeId ?? DEFAULT_CHOICE.deliveryTimeId,
    startDate: draft?.startDate,
  };
}

/** The sub-package whose days and counts equal the choice and that has a price; else none. */
export function findCombination(subPackages: readonly CachedSubPackage[], c: Pick<Choice, "days" | "meals" | "snacks" | "soups">): CachedSubPackage | undefined {
  return subPackages.find((s) => s.days === c.days && s.meals === c.meals && s.snacks === c.snacks && s.soups === c.soups && s.priceFils > 0);
}

/** One delivery day's share of a combination's price, rounded to the fils: 180.000 KD for 26 days is 6.923 KD. */
export function pricePerDayFils(s: Pick<CachedSubPackage, "priceFils" | "days">): number {
  return Math.round(s.priceFils / s.days);
}

export type ContinueProblem = "package" | "period" | "items" | "startDate" | "method" | "time" | "combination";

export type ChoiceContext = {
  packageIds: readonly number[];
  periods: readonly number[];
  methodIds: readonly number[];
  timeIds: readonly number[];
  subPackages: readonly CachedSubPackage[];
  today: string;
};

/** The first thing Continue must warn about, in the spec's order; undefined when all is set. */
export function continueProblem(c: Choice, ctx: ChoiceContext): ContinueProblem | undefined {
  if (!ctx.packageIds.includes(c.packageId)) return "package";
  if (!ctx.periods.includes(c.days)) return "period";
  if (c.meals + c.snacks + c.soups === 0) return "items";
  if (!isSelectableStart(c.startDate, ctx.today)) return "startDate";
  if (!ctx.methodIds.includes(c.deliveryMethodId)) return "method";
  if (!ctx.timeIds.includes(c.deliveryTimeId)) return "time";
  if (!findCombination(ctx.subPackages, c)) return "combination";
  return undefined;
}

/** Complete: everything chosen; the combination may still be unavailable (the price block says so). */
export function isComplete(c: Choice, ctx: ChoiceContext): boolean {
  const problem = continueProblem(c, ctx);
  return problem === undefined || problem === "combination";
}
