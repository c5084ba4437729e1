// The menu's filters as one pure rule: a dish name containing the search (see search-text.ts),
// available on the chosen day, with the chosen protein; filters that are not set match everything.
// Apart from them, a signed-in customer's "Hide dishes I avoid" drops every dish of a disliked
// protein or with an avoided allergen (rules/dish-facts.ts decides what a dish has of them).
import type { CachedMeal } from "../../catalog/store.ts";
import { normaliseSearchText } from "../../catalog/search-text.ts";
import { isAvoided, type AvoidableDish } from "../../../rules/dish-facts.ts";
import { avoidsAnything, type Avoidance } from "../../profile/avoidance.ts";

export type MealFilter = {
  query: string;
  /** Date#getDay numbering (0 Sunday … 6 Saturday); null for any day. */
  day: number | null;
  proteinTagId: number | null;
};

export const NO_FILTER: MealFilter = { query: "", day: null, proteinTagId: null };

export type FilterableMeal = Pick<CachedMeal, "name" | "days" | "proteinTagId">;

export function activeFilterCount(filter: MealFilter): number {
  return (filter.query.trim() ? 1 : 0) + (filter.day === null ? 0 : 1) + (filter.proteinTagId === null ? 0 : 1);
}

/** Normalises the names once, so each keystroke only compares prepared strings. */
export function createMealFilter<T extends FilterableMeal>(meals: readonly T[]): (filter: MealFilter) => T[] {
  const keys = meals.map((m) => normaliseSearchText(m.name));
  return ({ query, day, proteinTagId }) => {
    const needle = normaliseSearchText(query);
    const out: T[] = [];
    for (let i = 0; i < meals.length; i++) {
      const meal = meals[i]!;
      if (needle && !keys[i]!.includes(needle)) continue;
      if (day !== null && !meal.days.includes(day)) continue;
      if (proteinTagId !== null && meal.proteinTagId !== proteinTagId) continue;
      out.push(meal);
    }
    return out;
  };
}

export function filterMeals<T extends FilterableMeal>(meals: readonly T[], filter: MealFilter): T[] {
  return createMealFilter(meals)(filter);
}

export type ProteinOption = { id: number; label: string };

/** The protein types present in the dishes, each once, in the language's alphabetical order. */
export function proteinOptions(meals: readonly Pick<CachedMeal, "proteinTagId" | "proteinTag">[], locale: string): ProteinOption[] {
  const byId = new Map<number, string>();
  for (const m of meals) if (m.proteinTag && !byId.has(m.proteinTagId)) byId.set(m.proteinTagId, m.proteinTag);
  return [...byId].map(([id, label]) => ({ id, label })).sort((a, b) => a.label.localeCompare(b.label, locale));
}

/**
 * The dishes the customer does not avoid, and how many were left out. With nothing avoided the
 * list itself comes back (same identity), so a memoised list does not render again.
 */
export function hideAvoided<T extends AvoidableDish>(meals: T[], avoid: Avoidance | undefined): { shown: T[]; hidden: number } {
  if (!avoid || !avoidsAnything(avoid)) return { shown: meals, hidden: 0 };
  const shown = meals.filter((m) => !isAvoided(m, avoid));
  return shown.length === meals.length ? { shown: meals, hidden: 0 } : { shown, hidden: meals.length - shown.length };
}
