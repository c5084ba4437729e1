// Each cached scope of the public catalog once: its key (also its freshness stamp), how it is
// fetched (api.ts), how it is stored (cache-writes.ts, the tables declared in store.ts), and the refresh that does both. The screens' hooks
// (use-catalog.ts), the early warm-up of a landing screen and the offline save (save-offline.ts)
// all go through these, so a scope is never fetched twice for one freshness window.
import type { LangId } from "../lib/db.ts";
import type { CachedArea, CachedContent, CachedMeal, CachedNamed, CachedPackage, CachedPackageDetails } from "./store.ts";
import {
  fetchAreas,
  fetchContent,
  fetchDeliveryMethods,
  fetchDeliveryTimes,
  fetchMeals,
  fetchPackageDetails,
  fetchPackages,
} from "./api.ts";
import { catalogKeys } from "./keys.ts";
import { saveAreas, saveContent, saveMeals, saveNamed, savePackageDetails, savePackages } from "./cache-writes.ts";

export type TypedScope<T> = {
  key: string;
  /** Fetches the scope without storing it (how the server renders a page). */
  load: () => Promise<T>;
  /** Stores a fetched value. */
  save: (value: T) => Promise<void>;
  /** Fetches and stores. */
  refresh: () => Promise<void>;
};

export type Scope = Pick<TypedScope<unknown>, "key" | "refresh">;

function scope<T>(key: string, load: () => Promise<T>, save: (value: T) => Promise<void>): TypedScope<T> {
  return { key, load, save, refresh: async () => save(await load()) };
}

/**
 * Fetches the scopes without storing them, for a server render (a route's loader, routes.tsx): the
 * values by key. A scope that cannot be fetched is left out; the page renders it as loading and
 * the browser asks again.
 */
export async function loadScopes(scopes: readonly Pick<TypedScope<unknown>, "key" | "load">[]): Promise<Record<string, unknown>> {
  const loaded = await Promise.all(scopes.map(async (s) => [s.key, await s.load().catch(() => undefined)] as const));
  return Object.fromEntries(loaded.filter(([, value]) => value !== undefined));
}

export function catalogScopes(langId: LangId) {
  return {
    packages: scope<CachedPackage[]>(catalogKeys.packages(langId), () => fetchPackages(langId), (rows) => savePackages(langId, rows)),
    details: (packageId: number) =>
      scope<CachedPackageDetails>(catalogKeys.details(langId, packageId), () => fetchPackageDetails(langId, packageId), savePackageDetails),
    meals: (packageId: number, mealTypeId: number) =>
      scope<CachedMeal[]>(
        catalogKeys.meals(langId, packageId, mealTypeId),
        () => fetchMeals(langId, packageId, mealTypeId),
        (rows) => saveMeals(langId, packageId, mealTypeId, rows),
      ),
    deliveryTimes: scope<CachedNamed[]>(catalogKeys.deliveryTimes(langId), () => fetchDeliveryTimes(langId), (rows) => saveNamed("deliveryTimes", langId, rows)),
    deliveryMethods: scope<CachedNamed[]>(
      catalogKeys.deliveryMethods(langId),
      () => fetchDeliveryMethods(langId),
      (rows) => saveNamed("deliveryMethods", langId, rows),
    ),
    areas: scope<CachedArea[]>(catalogKeys.areas(), fetchAreas, saveAreas),
    content: (key: CachedContent["key"]) => scope<CachedContent>(catalogKeys.content(key, langId), () => fetchContent(key, langId), saveContent),
  };
}
