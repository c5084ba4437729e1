// Hooks the screens use to read the catalog: live from IndexedDB, refreshed in the background.
import { refreshIfStale, useCached } from "../lib/use-cached.ts";
import type { CachedContent, LangId } from "../lib/db.ts";
import { fetchAreas, fetchContent, fetchDeliveryMethods, fetchDeliveryTimes, fetchMeals, fetchPackageDetails, fetchPackages } from "./api.ts";
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

const packagesKey = (langId: LangId) => `packages:${langId}`;
const refreshPackages = (langId: LangId) => async () => savePackages(langId, await fetchPackages(langId));
const mealsKey = (langId: LangId, packageId: number, mealTypeId: number) => `meals:${langId}:${packageId}:${mealTypeId}`;
const refreshMeals = (langId: LangId, packageId: number, mealTypeId: number) => async () =>
  saveMeals(langId, packageId, mealTypeId, await fetchMeals(langId, packageId, mealTypeId));

/** The menu's first view: the first package, Breakfast. */
export const MENU_LANDING = { packageId: 24, mealTypeId: 1 } as const;

/**
 * Starts the requests a landing screen will make as soon as the language is known, before the
 * first render; the screen's hooks then join them (one request per key). Failures are the hooks'
 * to report, so they are ignored here.
 */
export function warmCatalog(pathname: string, langId: LangId): void {
  const path = pathname.toLowerCase().replace(/\/+$/, "") || "/";
  const jobs: [string, () => Promise<void>][] = [];
  if (path === "/" || path === "/menu" || path === "/package") jobs.push([packagesKey(langId), refreshPackages(langId)]);
  if (path === "/menu") {
    const { packageId, mealTypeId } = MENU_LANDING;
    jobs.push([mealsKey(langId, packageId, mealTypeId), refreshMeals(langId, packageId, mealTypeId)]);
  }
  for (const [key, refresh] of jobs) refreshIfStale(key, refresh).catch(() => {});
}

export function usePackages(langId: LangId) {
  return useCached({
    key: packagesKey(langId),
    query: () => queryPackages(langId),
    refresh: refreshPackages(langId),
    isEmpty: isEmptyList,
    deps: [langId],
  });
}

export function usePackageDetails(langId: LangId, packageId: number | undefined) {
  return useCached({
    key: `details:${langId}:${packageId ?? "none"}`,
    query: async () => (packageId === undefined ? undefined : queryPackageDetails(langId, packageId)),
    refresh: async () => {
      if (packageId !== undefined) await savePackageDetails(await fetchPackageDetails(langId, packageId));
    },
    isEmpty: (d) => d === undefined,
    deps: [langId, packageId],
  });
}

export function useMeals(langId: LangId, packageId: number, mealTypeId: number) {
  return useCached({
    key: mealsKey(langId, packageId, mealTypeId),
    query: () => queryMeals(langId, packageId, mealTypeId),
    refresh: refreshMeals(langId, packageId, mealTypeId),
    isEmpty: isEmptyList,
    deps: [langId, packageId, mealTypeId],
  });
}

export function useDeliveryTimes(langId: LangId) {
  return useCached({
    key: `deliveryTimes:${langId}`,
    query: () => queryNamed("deliveryTimes", langId),
    refresh: async () => saveNamed("deliveryTimes", langId, await fetchDeliveryTimes(langId)),
    isEmpty: isEmptyList,
    deps: [langId],
  });
}

export function useDeliveryMethods(langId: LangId) {
  return useCached({
    key: `deliveryMethods:${langId}`,
    query: () => queryNamed("deliveryMethods", langId),
    refresh: async () => saveNamed("deliveryMethods", langId, await fetchDeliveryMethods(langId)),
    isEmpty: isEmptyList,
    deps: [langId],
  });
}

export function useAreas() {
  return useCached({
    key: "areas",
    query: () => queryAreas(),
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
    refresh: async () => saveContent(await fetchContent(key, langId)),
    isEmpty: (c) => c === undefined || c.html === "",
    deps: [key, langId],
  });
}
