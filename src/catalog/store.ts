// The cached catalog tables: each save replaces one scope (a language, a package, a meal type) in
// one transaction, so a screen never sees half a refresh; queries read what the screens show.
import { db, type CachedArea, type CachedContent, type CachedMeal, type CachedNamed, type CachedPackage, type CachedPackageDetails, type LangId } from "../lib/db.ts";

async function stamp(key: string): Promise<void> {
  await db.catalogStamps.put({ key, fetchedAt: Date.now() });
}

export async function savePackages(langId: LangId, rows: CachedPackage[]): Promise<void> {
  await db.transaction("rw", db.packages, db.catalogStamps, async () => {
    await db.packages.where("langId").equals(langId).delete();
    await db.packages.bulkPut(rows);
    await stamp(`packages:${langId}`);
  });
}

export function queryPackages(langId: LangId): Promise<CachedPackage[]> {
  return db.packages.where("langId").equals(langId).sortBy("sort");
}

export async function savePackageDetails(details: CachedPackageDetails): Promise<void> {
  await db.transaction("rw", db.packageDetails, db.catalogStamps, async () => {
    await db.packageDetails.put(details);
    await stamp(`details:${details.langId}:${details.packageId}`);
  });
}

export function queryPackageDetails(langId: LangId, packageId: number): Promise<CachedPackageDetails | undefined> {
  return db.packageDetails.get([langId, packageId]);
}

export async function saveMeals(langId: LangId, packageId: number, mealTypeId: number, rows: CachedMeal[]): Promise<void> {
  await db.transaction("rw", db.meals, db.catalogStamps, async () => {
    await db.meals.where("[langId+packageId+mealTypeId]").equals([langId, packageId, mealTypeId]).delete();
    await db.meals.bulkPut(rows);
    await stamp(`meals:${langId}:${packageId}:${mealTypeId}`);
  });
}

export function queryMeals(langId: LangId, packageId: number, mealTypeId: number): Promise<CachedMeal[]> {
  return db.meals.where("[langId+packageId+mealTypeId]").equals([langId, packageId, mealTypeId]).sortBy("position");
}

export async function saveNamed(table: "deliveryTimes" | "deliveryMethods", langId: LangId, rows: CachedNamed[]): Promise<void> {
  const t = db[table];
  await db.transaction("rw", t, db.catalogStamps, async () => {
    await t.where("langId").equals(langId).delete();
    await t.bulkPut(rows);
    await stamp(`${table}:${langId}`);
  });
}

export function queryNamed(table: "deliveryTimes" | "deliveryMethods", langId: LangId): Promise<CachedNamed[]> {
  return db[table].where("langId").equals(langId).sortBy("sort");
}

export async function saveAreas(rows: CachedArea[]): Promise<void> {
  await db.transaction("rw", db.areas, db.catalogStamps, async () => {
    await db.areas.clear();
    await db.areas.bulkPut(rows);
    await stamp("areas");
  });
}

export function queryAreas(): Promise<CachedArea[]> {
  return db.areas.toArray();
}

export async function saveContent(row: CachedContent): Promise<void> {
  await db.transaction("rw", db.content, db.catalogStamps, async () => {
    await db.content.put(row);
    await stamp(`content:${row.key}:${row.langId}`);
  });
}

export function queryContent(key: CachedContent["key"], langId: LangId): Promise<CachedContent | undefined> {
  return db.content.get([key, langId]);
}

export async function fetchedAt(key: string): Promise<number | undefined> {
  return (await db.catalogStamps.get(key))?.fetchedAt;
}
