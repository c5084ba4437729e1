// Hooks the screens use to read the catalog: live from IndexedDB, refreshed in the background.
// Each scope is fetched by one function (api.ts) and stored by one (store.ts); the server renders
// a page with the fetched values directly (lib/seed.tsx).
import { refreshIfStale, useCached } from "../lib/use-cached.ts";
import type { CachedContent, CachedPackageDetails, LangId } from "../lib/db.ts";
import {
  fetchAreas,
  fetchContent,
  fetchDeliveryMethods,
  fetchDeliveryTimes,
  fetchMeals,
  fetchPackageDetails,
  fetchPackages,
} from "./api.ts";
import {
  queryAreas,
  queryContent,
  queryMeals,
  queryNamed,
  queryPackageDetails,
  queryPackages,
  saveAreas,
  saveContent,
  saveMeals,
  saveNamed,
  savePackageDetails,
  savePackages,
} from "./store.ts";

const isEmptyList = (rows: unknown[]) => rows.length === 0;

/** A cached scope: its key, how to fetch it and how to store what was fetched. */
type Scope<T> = { key: string; load: () => Promise<T>; save: (value: T) => Promise<void> };

const refreshOf =
  <T>({ load, save }: Scope<T>) =>
  async () =>
    save(await load());

const packagesScope = (langId: LangId): Scope<Awaited<ReturnType<typeof fetchPackages>>> => ({
  key: `packages:${langId}`,
  load: () => fetchPackages(langId),
  save: (rows) => savePackages(langId, rows),
});

const mealsScope = (langId: LangId, packageId: number, mealTypeId: number): Scope<Awaited<ReturnType<typeof fetchMeals>>> => ({
  key: `meals:${langId}:${packageId}:${mealTypeId}`,
  load: () => fetchMeals(langId, packageId, mealTypeId),
  save: (rows) => saveMeals(langId, packageId, mealTypeId, rows),
});

/** The menu's first view: the first package, Breakfast. */
export const MENU_LANDING = { packageId: 24, mealTypeId: 1 } as const;

/**
 * Starts the requests a landing screen will make as soon as the language is known, before the
 * first render; the screen's hooks then join them (one request per key). Failures are the hooks'
 * to report, so they are ignored here.
 */
export function warmCatalog(pathname: string, langId: LangId): void {
  const path = pathname.toLowerCase().replace(/\/+$/, "") || "/";
  const scopes: Scope<unknown[]>[] = [];
  if (path === "/" || path === "/menu" || path === "/package") scopes.push(packagesScope(langId) as Scope<unknown[]>);
  if (path === "/menu") scopes.push(mealsScope(langId, MENU_LANDING.packageId, MENU_LANDING.mealTypeId) as Scope<unknown[]>);
  for (const scope of scopes) refreshIfStale(scope.key, refreshOf(scope)).catch(() => {});
}

export function usePackages(langId: LangId) {
  const scope = packagesScope(langId);
  return useCached({ ...scope, query: () => queryPackages(langId), refresh: refreshOf(scope), isEmpty: isEmptyList, deps: [langId] });
}

export function usePackageDetails(langId: LangId, packageId: number | undefined) {
  const load = packageId === undefined ? undefined : () => fetchPackageDetails(langId, packageId);
  return useCached({
    key: `details:${langId}:${packageId ?? "none"}`,
    query: async () => (packageId === undefined ? undefined : queryPackageDetails(langId, packageId)),
    refresh: async () => {
      if (load) await savePackageDetails(await load());
    },
    ...(load ? { load } : {}),
    save: async (details: CachedPackageDetails | undefined) => {
      if (details) await savePackageDetails(details);
    },
    isEmpty: (d) => d === undefined,
    deps: [langId, packageId],
  });
}

export function useMeals(langId: LangId, packageId: number, mealTypeId: number) {
  const scope = mealsScope(langId, packageId, mealTypeId);
  return useCached({
    ...scope,
    query: () => queryMeals(langId, packageId, mealTypeId),
    refresh: refreshOf(scope),
    isEmpty: isEmptyList,
    deps: [langId, packageId, mealTypeId],
  });
}

function useNamed(
  table: "deliveryTimes" | "deliveryMethods",
  langId: LangId,
  fetch: (langId: LangId) => ReturnType<typeof fetchDeliveryTimes>,
) {
  const scope: Scope<Awaited<ReturnType<typeof fetch>>> = {
    key: `${table}:${langId}`,
    load: () => fetch(langId),
    save: (rows) => saveNamed(table, langId, rows),
  };
  return useCached({ ...scope, query: () => queryNamed(table, langId), refresh: refreshOf(scope), isEmpty: isEmptyList, deps: [langId] });
}

export function useDeliveryTimes(langId: LangId) {
  return useNamed("deliveryTimes", langId, fetchDeliveryTimes);
}

export function useDeliveryMethods(langId: LangId) {
  return useNamed("deliveryMethods", langId, fetchDeliveryMethods);
}

export function useAreas() {
  return useCached({
    key: "areas",
    query: () => queryAreas(),
    load: fetchAreas,
    save: saveAreas,
    refresh: async () => saveAreas(await fetchAreas()),
    isEmpty: isEmptyList,
    maxAgeMs: 24 * 60 * 60 * 1000,
    deps: [],
  });
}

export function useContent(key: CachedContent["key"], langId: LangId) {
  return useCached({
    key: `content:${key}:${langId}`,
    query: () => queryContent(key, langId),
    load: () => fetchContent(key, langId),
    save: async (row: CachedContent | undefined) => {
      if (row) await saveContent(row);
    },
    refresh: async () => saveContent(await fetchContent(key, langId)),
    isEmpty: (c) => c === undefined || c.html === "",
    deps: [key, langId],
  });
}
