// The cached catalog tables (their rows' types and schema fragment are declared here): each save replaces one scope (a language, a package, a meal type) in
// one transaction, so a screen never sees half a refresh; queries read what the screens show.
// The database loads on first use (lib/lazy-db.ts); once it has, a query reads synchronously,
// inside the zone of the live query that runs it.
import type { EntityTable, LangId, StorefrontDb, Table, TableSpec } from "../lib/db.ts";
import { withDb } from "../lib/lazy-db.ts";

/** Catalog rows are cached per language: `langId` is part of every key. */
export type CachedPackage = {
  langId: LangId;
  id: number;
  name: string;
  gramLabel: string;
  descriptionHtml: string;
  imageUrl: string;
  proteinGrams: number;
  packageType: number;
  sort: number;
};

export type CachedSubPackage = {
  id: number;
  days: number;
  meals: number;
  snacks: number;
  soups: number;
  priceFils: number;
  actualPriceFils: number;
  minCal: number;
  maxCal: number;
};

export type CachedPackageDetails = {
  langId: LangId;
  packageId: number;
  periods: { days: number; label: string }[];
  subPackages: CachedSubPackage[];
  maxPerMealType: Record<number, number>;
  /** Dishes on the package's menu per meal type (absent in details stored before it was sent). */
  menuCounts?: Record<number, number>;
};

export type CachedMeal = {
  langId: LangId;
  packageId: number;
  mealTypeId: number;
  id: number;
  name: string;
  imageUrl: string;
  proteinTagId: number;
  proteinTag: string;
  days: number[];
  protCarbs: string;
  calories: [number, number];
  /** Grams of protein, carbohydrate and fat of the package's portion, the figures a day's totals add
   *  up (absent in rows cached before the server sent them; not indexed: no schema change). */
  macros?: { protein: number; carbs: number; fat: number };
  /** What the dish contains (absent in rows cached before the server sent it): allergen names of
   *  the wire (gluten, dairy, egg, nuts, sesame, shellfish, fish, soy) and its main protein. */
  allergens?: string[];
  protein?: string;
  ingredients?: string;
  /** The average of its ratings (one decimal) from three ratings up, else null; and their count. */
  ratingAverage?: number | null;
  ratingCount?: number;
  /** Position in the server's list, to keep its order. */
  position: number;
};

export type CachedNamed = { langId: LangId; id: number; name: string; sort: number };

export type CachedArea = {
  id: number;
  nameEn: string;
  nameAr: string;
  governorateId: number;
  governorateEn: string;
  governorateAr: string;
  lat: number;
  lng: number;
};

export type CachedContent = { key: "terms" | "privacy" | "general_note"; langId: LangId; html: string };

/** When a catalog query was last refreshed from the network, by a key such as "meals:1:24:2". */
export type CatalogStamp = { key: string; fetchedAt: number };


export type CatalogTables = {
  packages: Table<CachedPackage, [LangId, number]>;
  packageDetails: Table<CachedPackageDetails, [LangId, number]>;
  meals: Table<CachedMeal, [LangId, number, number, number]>;
  deliveryTimes: Table<CachedNamed, [LangId, number]>;
  deliveryMethods: Table<CachedNamed, [LangId, number]>;
  areas: EntityTable<CachedArea, "id">;
  content: Table<CachedContent, [string, LangId]>;
  catalogStamps: EntityTable<CatalogStamp, "key">;
};

/** The catalog's schema fragment (lib/db.ts opens the database from it): all since version 1. */
export const CATALOG_SCHEMA = {
  packages: { version: 1, indexes: "[langId+id], langId" },
  packageDetails: { version: 1, indexes: "[langId+packageId]" },
  meals: { version: 1, indexes: "[langId+packageId+mealTypeId+id], [langId+packageId+mealTypeId]" },
  deliveryTimes: { version: 1, indexes: "[langId+id], langId" },
  deliveryMethods: { version: 1, indexes: "[langId+id], langId" },
  areas: { version: 1, indexes: "id" },
  content: { version: 1, indexes: "[key+langId]" },
  catalogStamps: { version: 1, indexes: "key" },
} as const satisfies Record<keyof CatalogTables, TableSpec>;


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

export function queryPackages(langId: LangId): Promise<CachedPackage[]> {
  return withDb((db) => db.packages.where("langId").equals(langId).sortBy("sort"));
}

export function savePackageDetails(details: CachedPackageDetails): Promise<void> {
  return withDb((db) =>
    db.transaction("rw", db.packageDetails, db.catalogStamps, async () => {
      await db.packageDetails.put(details);
      await stamp(db, `details:${details.langId}:${details.packageId}`);
    }),
  );
}

export function queryPackageDetails(langId: LangId, packageId: number): Promise<CachedPackageDetails | undefined> {
  return withDb((db) => db.packageDetails.get([langId, packageId]));
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

export function queryMeals(langId: LangId, packageId: number, mealTypeId: number): Promise<CachedMeal[]> {
  return withDb((db) => db.meals.where("[langId+packageId+mealTypeId]").equals([langId, packageId, mealTypeId]).sortBy("position"));
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

export function queryNamed(table: "deliveryTimes" | "deliveryMethods", langId: LangId): Promise<CachedNamed[]> {
  return withDb((db) => db[table].where("langId").equals(langId).sortBy("sort"));
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

export function queryAreas(): Promise<CachedArea[]> {
  return withDb((db) => db.areas.toArray());
}

export function saveContent(row: CachedContent): Promise<void> {
  return withDb((db) =>
    db.transaction("rw", db.content, db.catalogStamps, async () => {
      await db.content.put(row);
      await stamp(db, `content:${row.key}:${row.langId}`);
    }),
  );
}

export function queryContent(key: CachedContent["key"], langId: LangId): Promise<CachedContent | undefined> {
  return withDb((db) => db.content.get([key, langId]));
}

export async function fetchedAt(key: string): Promise<number | undefined> {
  return (await withDb((db) => db.catalogStamps.get(key)))?.fetchedAt;
}
