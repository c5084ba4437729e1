// Hooks the screens use to read the catalog: live from IndexedDB, refreshed in the background.
// Each scope is fetched and stored by one definition (scopes.ts); the server renders a page with
// the fetched values directly (data/seed.tsx). The fetch and store code (scopes.ts, api.ts and the
// API client) is not on the first page: a hook loads it when it first refreshes, loads or saves.
import { refreshIfStale, useCached } from "../data/use-cached.ts";
import type { LangId } from "../lib/db.ts";
import type { CachedContent } from "./store.ts";
import { catalogKeys } from "./keys.ts";
import type { catalogScopes, Scope, TypedScope } from "./scopes.ts";
import { queryAreas, queryContent, queryMeals, queryNamed, queryPackageDetails, queryPackages } from "./cache.ts";

const isEmptyList = (rows: unknown[]) => rows.length === 0;

/** The menu's first view: the first package, Breakfast. */
export const MENU_LANDING = { packageId: 24, mealTypeId: 1 } as const;

type Scopes = ReturnType<typeof catalogScopes>;

/** A scope of scopes.ts by its key, its code loaded on first use. */
function lazyScope<T>(key: string, langId: LangId, pick: (scopes: Scopes) => TypedScope<T>): TypedScope<T> {
  const scope = async () => pick((await import("./scopes.ts")).catalogScopes(langId));
  return {
    key,
    load: async () => (await scope()).load(),
    save: async (value) => (await scope()).save(value),
    refresh: async () => (await scope()).refresh(),
  };
}

/**
 * Starts the requests a landing screen will make as soon as the language is known, before the
 * first render; the screen's hooks then join them (one request per key). Failures are the hooks'
 * to report, so they are ignored here.
 */
export function warmCatalog(pathname: string, langId: LangId): void {
  const path = pathname.toLowerCase().replace(/\/+$/, "") || "/";
  const warm: Scope[] = [];
  if (path === "/" || path === "/menu" || path === "/package") warm.push(lazyScope(catalogKeys.packages(langId), langId, (s) => s.packages));
  if (path === "/menu") {
    const { packageId, mealTypeId } = MENU_LANDING;
    warm.push(lazyScope(catalogKeys.meals(langId, packageId, mealTypeId), langId, (s) => s.meals(packageId, mealTypeId)));
  }
  for (const scope of warm) refreshIfStale(scope.key, scope.refresh).catch(() => {});
}

export function usePackages(langId: LangId) {
  return useCached({
    ...lazyScope(catalogKeys.packages(langId), langId, (s) => s.packages),
    query: () => queryPackages(langId),
    isEmpty: isEmptyList,
    deps: [langId],
  });
}

export function usePackageDetails(langId: LangId, packageId: number | undefined) {
  const scope = packageId === undefined ? undefined : lazyScope(catalogKeys.details(langId, packageId), langId, (s) => s.details(packageId));
  return useCached({
    key: scope?.key ?? `details:${langId}:none`,
    query: async () => (packageId === undefined ? undefined : queryPackageDetails(langId, packageId)),
    refresh: async () => scope?.refresh(),
    save: async (details) => {
      if (details) await scope?.save(details);
    },
    isEmpty: (d) => d === undefined,
    deps: [langId, packageId],
  });
}

export function useMeals(langId: LangId, packageId: number, mealTypeId: number) {
  return useCached({
    ...lazyScope(catalogKeys.meals(langId, packageId, mealTypeId), langId, (s) => s.meals(packageId, mealTypeId)),
    query: () => queryMeals(langId, packageId, mealTypeId),
    isEmpty: isEmptyList,
    deps: [langId, packageId, mealTypeId],
  });
}

export function useDeliveryTimes(langId: LangId) {
  return useCached({
    ...lazyScope(catalogKeys.deliveryTimes(langId), langId, (s) => s.deliveryTimes),
    query: () => queryNamed("deliveryTimes", langId),
    isEmpty: isEmptyList,
    deps: [langId],
  });
}

export function useDeliveryMethods(langId: LangId) {
  return useCached({
    ...lazyScope(catalogKeys.deliveryMethods(langId), langId, (s) => s.deliveryMethods),
    query: () => queryNamed("deliveryMethods", langId),
    isEmpty: isEmptyList,
    deps: [langId],
  });
}

export function useAreas() {
  return useCached({
    ...lazyScope(catalogKeys.areas(), 1, (s) => s.areas),
    query: () => queryAreas(),
    isEmpty: isEmptyList,
    maxAgeMs: 24 * 60 * 60 * 1000,
    deps: [],
  });
}

export function useContent(key: CachedContent["key"], langId: LangId) {
  const scope = lazyScope(catalogKeys.content(key, langId), langId, (s) => s.content(key));
  return useCached({
    ...scope,
    query: () => queryContent(key, langId),
    save: async (row) => {
      if (row) await scope.save(row);
    },
    isEmpty: (c) => c === undefined || c.html === "",
    deps: [key, langId],
  });
}
