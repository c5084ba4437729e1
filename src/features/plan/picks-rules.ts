// The meal picker's rules on the device (docs/product-rules.md "Meal picks", "Dislikes and
// allergens"; README "Meal picks"): which dishes a slot can take that day (the package's menu, the
// slot's meal types of rules/meal-types.ts, served that weekday: the rule the server checks,
// server/plan/kitchen.ts), the day as it will be once the changes waiting in the outbox arrive, and
// the day's totals. What a dish has that the customer avoids is rules/dish-facts.ts. The server
// decides; these show the customer what it will say.
import { isAvoided, type Avoidance } from "../../../rules/dish-facts.ts";
import { SLOT_MEAL_TYPES } from "../../../rules/meal-types.ts";
import { weekdayOf } from "../../../rules/order-dates.ts";
import type { CachedMeal } from "../../catalog/store.ts";
import type { DayPicks, Picks, PickSlot, SlotType, Totals } from "./picks-api.ts";

export const SLOT_TYPES: readonly SlotType[] = ["meal", "snack", "soup"];

/** A dish the picker can offer, as the cached catalog has it for the plan's package. */
export type Dish = Pick<
  CachedMeal,
  "id" | "mealTypeId" | "name" | "imageUrl" | "days" | "allergens" | "protein" | "ingredients" | "macros"
> & {
  /** Calories of the package's portion. */
  kcal: number;
};

export function toDish(m: CachedMeal): Dish {
  return {
    id: m.id,
    mealTypeId: m.mealTypeId,
    name: m.name,
    imageUrl: m.imageUrl,
    days: m.days,
    kcal: m.calories[0],
    ...(m.macros ? { macros: m.macros } : {}),
    allergens: m.allergens ?? [],
    ...(m.protein ? { protein: m.protein } : {}),
    ...(m.ingredients ? { ingredients: m.ingredients } : {}),
  };
}

/** The dishes a slot of `type` can take on `date`: its meal types, served that weekday, in menu order. */
export function choicesFor(dishes: readonly Dish[], type: SlotType, date: string): Dish[] {
  const weekday = weekdayOf(date);
  const types: readonly number[] = SLOT_MEAL_TYPES[type];
  return dishes
    .filter((d) => types.includes(d.mealTypeId) && d.days.includes(weekday))
    .sort((a, b) => types.indexOf(a.mealTypeId) - types.indexOf(b.mealTypeId));
}

/** The dish ids of the day's slots, by type, in slot order (an empty slot is left out). */
export function picksOf(slots: readonly Pick<PickSlot, "type" | "slot" | "mealId">[]): Picks {
  const picks: Picks = { meal: [], snack: [], soup: [] };
  for (const s of [...slots].sort((a, b) => a.slot - b.slot)) if (s.mealId !== null) picks[s.type].push(s.mealId);
  return picks;
}

export function samePicks(a: Picks, b: Picks): boolean {
  return SLOT_TYPES.every((t) => a[t].length === b[t].length && a[t].every((id, i) => b[t][i] === id));
}

/** How many slots of each type the day has. */
export function slotCounts(slots: readonly Pick<PickSlot, "type">[]): Record<SlotType, number> {
  const counts: Record<SlotType, number> = { meal: 0, snack: 0, soup: 0 };
  for (const s of slots) counts[s.type] += 1;
  return counts;
}

/** Whether every slot has a dish (the server takes exactly one per slot). */
export function isComplete(picks: Picks, counts: Record<SlotType, number>): boolean {
  return SLOT_TYPES.every((t) => picks[t].length === counts[t]);
}

/** A pick or a rating waiting in the outbox. */
export type PendingPicks = { purchaseId: number; date: string; picks: Picks };
export type PendingRating = { purchaseId: number; date: string; mealId: number; stars: number; comment: string | null };

export type ViewSlot = PickSlot & { pending: boolean; ratingPending: boolean };
export type DayView = Omit<DayPicks, "slots"> & {
  slots: ViewSlot[];
  picksPending: boolean;
  /** The picks the server's totals are the sums of (before what waits in the outbox). */
  serverPicks: Picks;
};

/**
 * The day as it will be once what waits in the outbox arrives: the last pending picks of the day
 * fill its slots (names and calories from the catalog, the customer's choice), the last pending
 * rating of each dish stands in for its rating.
 */
export function dayView(
  day: DayPicks,
  pendingPicks: readonly PendingPicks[],
  pendingRatings: readonly PendingRating[],
  dishes: ReadonlyMap<number, Dish>,
  avoid: Avoidance | undefined,
): DayView {
  const mine = (p: { purchaseId: number; date: string }) => p.purchaseId === day.purchaseId && p.date === day.date;
  const picks = pendingPicks.filter(mine).at(-1)?.picks;
  const ratings = new Map(pendingRatings.filter(mine).map((r) => [r.mealId, r]));
  const slots = [...day.slots]
    .sort((a, b) => SLOT_TYPES.indexOf(a.type) - SLOT_TYPES.indexOf(b.type) || a.slot - b.slot)
    .map((s): ViewSlot => {
      const pickedId = picks?.[s.type][s.slot - 1];
      let slot: PickSlot = s;
      if (pickedId !== undefined && pickedId !== s.mealId) {
        const dish = dishes.get(pickedId);
        slot = {
          ...s,
          mealId: pickedId,
          mealTypeId: dish?.mealTypeId ?? null,
          name: dish?.name ?? null,
          protein: dish?.protein ?? null,
          allergens: dish?.allergens ?? [],
          ingredients: dish?.ingredients ?? null,
          calories: dish?.kcal ?? null,
          chosenBy: "customer",
          avoided: dish ? isAvoided(dish, avoid) : false,
          rating: null,
        };
      } else if (pickedId !== undefined) {
        slot = { ...s, chosenBy: "customer" };
      }
      const rated = slot.mealId === null ? undefined : ratings.get(slot.mealId);
      return {
        ...slot,
        ...(rated ? { rating: { stars: rated.stars, comment: rated.comment } } : {}),
        pending: picks !== undefined,
        ratingPending: rated !== undefined,
      };
    });
  return { ...day, slots, picksPending: picks !== undefined, serverPicks: picksOf(day.slots) };
}

/** The day's totals; the macros of a dish the device has no figures for (cached before the server sent them) are unknown. */
export type DayTotals = { kcal: number; protein: number | null; carbs: number | null; fat: number | null };

/**
 * The totals of `picks` on `day`: the server's own sums when they are the picks it has; otherwise
 * the sums of each dish's figures for the package's portion from the catalog (/meallist answers
 * the same figures the server adds up: rules/portion.ts), so they are right before saving and
 * offline. A dish without macros on the device leaves them unknown until the server answers.
 */
export function dayTotals(
  day: Pick<DayPicks, "slots" | "totals"> & { serverPicks?: Picks },
  picks: Picks,
  dishes: ReadonlyMap<number, Pick<Dish, "kcal" | "macros">>,
): DayTotals {
  if (samePicks(picks, day.serverPicks ?? picksOf(day.slots))) return day.totals;
  const known = new Map(day.slots.filter((s) => s.mealId !== null).map((s) => [s.mealId!, s.calories ?? 0]));
  const sum: { kcal: number; protein: number; carbs: number; fat: number } = { kcal: 0, protein: 0, carbs: 0, fat: 0 };
  let macrosKnown = true;
  for (const id of SLOT_TYPES.flatMap((t) => picks[t])) {
    const dish = dishes.get(id);
    sum.kcal += dish?.kcal ?? known.get(id) ?? 0;
    if (!dish?.macros) macrosKnown = false;
    else for (const k of ["protein", "carbs", "fat"] as const) sum[k] += dish.macros[k];
  }
  return macrosKnown ? sum : { kcal: sum.kcal, protein: null, carbs: null, fat: null };
}

/** The calculator's daily calorie target, when the device still has its result (the calculator's readCalculatorResult). */
export function calorieTarget(row: Record<string, unknown> | undefined): number | undefined {
  const calories = row?.calories;
  return typeof calories === "number" && Number.isFinite(calories) && calories > 0 ? Math.round(calories) : undefined;
}

export const EMPTY_TOTALS: Totals = { kcal: 0, protein: 0, carbs: 0, fat: 0 };
