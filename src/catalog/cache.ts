// The cached catalog tables' reads (declared in store.ts): queries read what the screens show. The
// writes are cache-writes.ts's, which only the refresh (scopes.ts, loaded after the first commit)
// imports, so they are not in the first page (docs/decisions/server-rendering.md, "What loads
// when"). The database loads on first use (lib/lazy-db.ts); once it has, a query reads
// synchronously, inside the zone of the live query that runs it.
import type { LangId } from "../lib/db.ts";
import { withDb } from "../lib/lazy-db.ts";
import type { CachedArea, CachedContent, CachedMeal, CachedNamed, CachedPackage, CachedPackageDetails } from "./store.ts";

export function queryPackages(langId: LangId): Promise<CachedPackage[]> {
  return withDb((db) => db.packages.where("langId").equals(langId).sortBy("sort"));
}

export function queryPackageDetails(langId: LangId, packageId: number): Promise<CachedPackageDetails | undefined> {
  return withDb((db) => db.packageDetails.get([langId, packageId]));
}

export function queryMeals(langId: LangId, packageId: number, mealTypeId: number): Promise<CachedMeal[]> {
  return withDb((db) => db.meals.where("[langId+packageId+mealTypeId]").equals([langId, packageId, mealTypeId]).sortBy("position"));
}

export function queryNamed(table: "deliveryTimes" | "deliveryMethods", langId: LangId): Promise<CachedNamed[]> {
  return withDb((db) => db[table].where("langId").equals(langId).sortBy("sort"));
}

export function queryAreas(): Promise<CachedArea[]> {
  return withDb((db) => db.areas.toArray());
}

export function queryContent(key: CachedContent["key"], langId: LangId): Promise<CachedContent | undefined> {
  return withDb((db) => db.content.get([key, langId]));
}

export async function fetchedAt(key: string): Promise<number | undefined> {
  return (await withDb((db) => db.catalogStamps.get(key)))?.fetchedAt;
}
