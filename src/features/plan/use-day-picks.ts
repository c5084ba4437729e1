// A delivery day's meals on the screen: the day renders from IndexedDB and is asked from the server
// each time it is opened; the package's dishes come from the cached catalog (src/catalog), the
// dislikes and allergens from the customer's one copy (src/profile, read where the picker uses it),
// the picks and ratings waiting in the outbox live, and the calculator's target from its result
// (read through the calculator's store.ts, which owns that table) when the device has one.
import { useMemo } from "react";
import { useMeals } from "../../catalog/use-catalog.ts";
import type { LangId } from "../../lib/db.ts";
import { useLiveDb } from "../../lib/lazy-db.ts";
import { readCalculatorResult } from "../calculator/store.ts";
import { useCached } from "../../data/use-cached.ts";
import { fetchDayPicks } from "./picks-api.ts";
import { calorieTarget, toDish, type Dish } from "./picks-rules.ts";
import { readDay, readPendingMeals, readPickedDates, saveDay, type PendingMeals } from "./picks-store.ts";
import { guarded } from "./use-plan.ts";

export function useDayPicks(userId: number, purchaseId: number, date: string, langId: LangId) {
  return useCached({
    key: `daypicks:${purchaseId}:${date}:${langId}`,
    query: () => readDay(userId, purchaseId, date, langId),
    refresh: () => guarded(async () => saveDay(userId, langId, await fetchDayPicks(purchaseId, date, langId))),
    isEmpty: (v) => v === undefined,
    maxAgeMs: 0,
    deps: [userId, purchaseId, date, langId],
  });
}

const NO_PENDING: PendingMeals = { picks: [], ratings: [] };

/** The picks and ratings still waiting to be sent, live. */
export function usePendingMeals(userId: number): PendingMeals {
  return useLiveDb(() => readPendingMeals(userId), [userId], NO_PENDING);
}

const NO_DATES: ReadonlySet<string> = new Set();

/** The plan's days whose dishes the customer chose, as the device last read them, live. */
export function usePickedDates(userId: number, purchaseId: number): ReadonlySet<string> {
  return useLiveDb(() => readPickedDates(userId, purchaseId), [userId, purchaseId], NO_DATES);
}

/** The package's dishes of every meal type, by id, from the cached catalog. */
export function usePackageDishes(langId: LangId, packageId: number): { dishes: Map<number, Dish>; ready: boolean } {
  const breakfasts = useMeals(langId, packageId, 1);
  const mains = useMeals(langId, packageId, 2);
  const snacks = useMeals(langId, packageId, 3);
  const soups = useMeals(langId, packageId, 11);
  const lists = [breakfasts.data, mains.data, snacks.data, soups.data];
  const dishes = useMemo(
    () => new Map(lists.flatMap((rows) => rows ?? []).map((m) => [m.id, toDish(m)])),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    lists,
  );
  return { dishes, ready: lists.every((rows) => rows !== undefined) };
}

/** The calculator's daily calorie target, when the device has its result. */
export function useCalorieTarget(): number | undefined {
  return useLiveDb(async () => calorieTarget(await readCalculatorResult()), [], undefined);
}
