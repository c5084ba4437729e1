// The cached catalog tables' writes (declared in store.ts; the reads are cache.ts's): each save
// replaces one scope (a language, a package, a meal type) in one transaction, so a screen never
// sees half a refresh. Only the refresh (scopes.ts) writes, after the first commit.
import type { LangId, StorefrontDb } from "../lib/db.ts";
import { withDb } from "../lib/lazy-db.ts";
import type { CachedArea, CachedContent, CachedMeal, CachedNamed, CachedPackage, CachedPackageDetails } from "./store.ts";

async function stamp(db: StorefrontDb, key: string): Promise<void> {
  await db.catalogStamps.put({ key, fetchedAt: Date.now() });
}

export function savePackages(langId: LangId, rows: CachedPackage[]): Promise<void> {
  return withDb((db) =>
    db.transaction("rw", db.packages, db.catalogStamps, async () => {
      await db.packages.where("langId").equals(langId).delete();
      await db.packages.bulkPut(rows);
      await stamp(db, `packages:${langId}`);
    }),
  );
}

export function savePackageDetails(details: CachedPackageDetails): Promise<void> {
  return withDb((db) =>
    db.transaction("rw", db.packageDetails, db.catalogStamps, async () => {
      await db.packageDetails.put(details);
      await stamp(db, `details:${details.langId}:${details.packageId}`);
    }),
  );
}

export function saveMeals(langId: LangId, packageId: number, mealTypeId: number, rows: CachedMeal[]): Promise<void> {
  return withDb((db) =>
    db.transaction("rw", db.meals, db.catalogStamps, async () => {
      await db.meals.where("[langId+packageId+mealTypeId]").equals([langId, packageId, mealTypeId]).delete();
      await db.meals.bulkPut(rows);
      await stamp(db, `meals:${langId}:${packageId}:${mealTypeId}`);
    }),
  );
}

export function saveNamed(table: "deliveryTimes" | "deliveryMethods", langId: LangId, rows: CachedNamed[]): Promise<void> {
  return withDb((db) => {
    const t = db[table];
    return db.transaction("rw", t, db.catalogStamps, async () => {
      await t.where("langId").equals(langId).delete();
      await t.bulkPut(rows);
      await stamp(db, `${table}:${langId}`);
    });
  });
}

export function saveAreas(rows: CachedArea[]): Promise<void> {
  return withDb((db) =>
    db.transaction("rw", db.areas, db.catalogStamps, async () => {
      await db.areas.clear();
      await db.areas.bulkPut(rows);
      await stamp(db, "areas");
    }),
  );
}

export function saveContent(row: CachedContent): Promise<void> {
  return withDb((db) =>
    db.transaction("rw", db.content, db.catalogStamps, async () => {
      await db.content.put(row);
      await stamp(db, `content:${row.key}:${row.langId}`);
    }),
  );
}
