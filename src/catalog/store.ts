// The cached catalog's tables: their rows' types and the schema fragment lib/db.ts opens the
// database from. Rows are cached per language. The reads and writes are cache.ts's; this module is
// only declarations, so the first page carries none of it (the database opens after the first commit).
import type { EntityTable, LangId, Table, TableSpec } from "../lib/db.ts";

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
