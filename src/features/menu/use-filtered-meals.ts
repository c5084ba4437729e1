// The dishes the menu shows for the current filters. Names are prepared once per list; the search
// text is deferred so typing stays responsive while the list catches up; a result equal to the
// previous one keeps its identity, so the (memoised) list does not render again; each run is
// measured as "menu-filter" (performance.measure) so the benchmark can read its cost per keystroke.
// With `avoid` (the customer hides what they avoid) those dishes are left out and counted.
import { useDeferredValue, useMemo, useRef } from "react";
import type { AvoidableDish } from "../../../rules/dish-facts.ts";
import type { Avoidance } from "../../profile/avoidance.ts";
import { createMealFilter, hideAvoided, type FilterableMeal, type MealFilter } from "./filter-meals.ts";

const EMPTY: never[] = [];

function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

export function useFilteredMeals<T extends FilterableMeal & AvoidableDish>(
  meals: readonly T[] | undefined,
  filter: MealFilter,
  avoid?: Avoidance,
): { shown: T[]; hidden: number } {
  const query = useDeferredValue(filter.query);
  const run = useMemo(() => createMealFilter(meals ?? EMPTY), [meals]);
  const previous = useRef<T[]>(EMPTY);
  const { day, proteinTagId } = filter;
  return useMemo(() => {
    const start = performance.now();
    const { shown, hidden } = hideAvoided(run({ query, day, proteinTagId }), avoid);
    let result = shown;
    if (sameItems(result, previous.current)) result = previous.current;
    previous.current = result;
    performance.measure("menu-filter", { start, end: performance.now(), detail: { query, count: result.length } });
    return { shown: result, hidden };
  }, [run, query, day, proteinTagId, avoid]);
}
