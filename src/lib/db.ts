// The one Dexie database of the app: settings, the signed-in session, the order draft, calculator
// answers, the cached public catalog, user caches, the outbox of writes made offline and the address
// form's typing.
// Every `db.version(n)` below is a reviewed migration: never edit an old one, add a new version.
// Features own their tables through their store.ts; only this file declares them.
import { Dexie, type EntityTable } from "dexie";

export type LangId = 1 | 2;

/** How far the whole catalog of one language has been saved for offline use (catalog/save-offline.ts). */
export type OfflineSave = { startedAt: number; done: number; total: number; finishedAt?: number; pictures?: boolean };

/**
 * Small device-wide values: language, the checkout-flow flag, the browser's answer to the request
 * for persistent storage (asked once), whether the iOS install hint was dismissed, and how far the
 * catalog of each language is saved for offline use.
 */
export type Setting =
  | { key: "langId"; value: LangId }
  | { key: "checkoutFlow"; value: boolean }
  | { key: "storagePersisted"; value: boolean }
  | { key: "installHintDismissed"; value: boolean }
  | { key: `offlineCatalog:${LangId}`; value: OfflineSave }
  /** The menu's "Hide dishes I avoid" as the customer last set it (absent: on when they avoid anything). */
  | { key: "menuHideAvoided"; value: boolean };

/** The signed-in customer: one row with id "current" while signed in. */
export type Session = {
  id: "current";
  userId: number;
  firstName: string;
  lastName: string;
  email: string;
  mobileNo: string;
  token: string;
  /** "operator" for the kitchen's account (it sees /ops); absent in sessions saved before it was sent. */
  role?: "customer" | "operator";
};

/** The order the customer is building (PRODUCT.md "One purchase flow"). Dates are ISO yyyy-mm-dd. */
export type OrderDraft = {
  id: "current";
  packageId?: number;
  days?: number;
  meals?: number;
  snacks?: number;
  soups?: number;
  startDate?: string;
  deliveryMethodId?: number;
  deliveryTimeId?: number;
  subPackageId?: number;
  /** Where the draft came from: defaults, a package page or the calculator. */
  source?: "defaults" | "package-page" | "calculator" | "renew";
  /** Checkout choices, kept across the trip to the payment page (not indexed: no schema change). */
  paymentType?: "knet" | "visa";
  couponCode?: string;
  couponPercent?: number;
  walletFils?: number;
  /** The purchase's idempotency key and the order it was made for: a changed order gets a new key. */
  uniqueCode?: string;
  uniqueFor?: string;
  updatedAt: number;
};

/** Calculator answers (id "answers") and its last result (id "result"). */
export type CalculatorRecord = {
  id: "answers" | "result";
  [field: string]: unknown;
};

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

/**
 * Caches that belong to the signed-in user, dropped on logout: the profile (src/profile/profile.ts),
 * the dislikes and allergens (`preferences`, src/profile/preferences.ts: the preferences screen, the
 * menu and the meal picker read this one copy), My plan's meal picks, one row per day and language
 * (`dayPicks:<purchase>:<date>:<lang>`), and `ops:…`, the kitchen's lists of a day as last loaded
 * (features/ops, a few days kept).
 */
export type UserCache = {
  key: "profile" | "preferences" | `dayPicks:${number}:${string}:${LangId}` | `ops:${string}`;
  userId: number;
  value: unknown;
};

/** A write made while offline (or that failed on the network), replayed later exactly once. */
export type OutboxEntry = {
  seq?: number;
  idempotencyKey: string;
  userId: number;
  kind: "address" | "freeze" | "unfreeze" | "dayAddress" | "dayPicks" | "rating" | "preferences";
  payload: Record<string, string>;
  attempts: number;
  nextAttemptAt: number;
  createdAt: number;
  lastError?: string;
};

/**
 * The signed-in customer's plan as the server last answered it (`plan` null: no paid plan), in the
 * language it was asked in, and the refusals of changes sent from the outbox that the customer has
 * not dismissed yet (features/plan).
 */
export type CachedPlan = {
  userId: number;
  langId: LangId;
  plan: unknown;
  refusals: { dates: string[]; code: string; kind: string; at: number }[];
  fetchedAt: number;
};

/** The customer's purchases and wallet ledger as the server last answered them (features/plan). */
export type CachedPlanList = { userId: number; langId: LangId; value: unknown; fetchedAt: number };

/**
 * What the customer is typing into the address form, per user and address type, kept until saved;
 * or a save the server refused once sent from the outbox, back to be fixed, with why (`refused`, the
 * save's idempotency key, the server's code and field; not indexed: no schema change).
 */
export type AddressDraft = {
  userId: number;
  type: "house" | "building" | "office";
  fields: Record<string, string>;
  updatedAt: number;
  refused?: { key: string; code: string; field?: string };
};

/**
 * A session to end on the server once online: only the SHA-256 of the token the device forgot at
 * logout, which can end that session and do nothing else (not the customer's data; kept after logout).
 */
export type Revocation = { tokenHash: string; createdAt: number };

export class StorefrontDb extends Dexie {
  settings!: EntityTable<Setting, "key">;
  session!: EntityTable<Session, "id">;
  orderDraft!: EntityTable<OrderDraft, "id">;
  calculator!: EntityTable<CalculatorRecord, "id">;
  packages!: Dexie.Table<CachedPackage, [LangId, number]>;
  packageDetails!: Dexie.Table<CachedPackageDetails, [LangId, number]>;
  meals!: Dexie.Table<CachedMeal, [LangId, number, number, number]>;
  deliveryTimes!: Dexie.Table<CachedNamed, [LangId, number]>;
  deliveryMethods!: Dexie.Table<CachedNamed, [LangId, number]>;
  areas!: EntityTable<CachedArea, "id">;
  content!: Dexie.Table<CachedContent, [string, LangId]>;
  catalogStamps!: EntityTable<CatalogStamp, "key">;
  userCache!: EntityTable<UserCache, "key">;
  outbox!: EntityTable<OutboxEntry, "seq">;
  addressDrafts!: Dexie.Table<AddressDraft, [number, AddressDraft["type"]]>;
  revocations!: EntityTable<Revocation, "tokenHash">;
  plans!: EntityTable<CachedPlan, "userId">;
  purchaseHistory!: EntityTable<CachedPlanList, "userId">;
  walletLedger!: EntityTable<CachedPlanList, "userId">;

  constructor(name = "storefront") {
    super(name);
    this.version(1).stores({
      settings: "key",
      session: "id",
      orderDraft: "id",
      calculator: "id",
      packages: "[langId+id], langId",
      packageDetails: "[langId+packageId]",
      meals: "[langId+packageId+mealTypeId+id], [langId+packageId+mealTypeId]",
      deliveryTimes: "[langId+id], langId",
      deliveryMethods: "[langId+id], langId",
      areas: "id",
      content: "[key+langId]",
      catalogStamps: "key",
      userCache: "key, userId",
      outbox: "++seq, &idempotencyKey, userId, nextAttemptAt",
    });
    // 2: the address form's typing, kept as the customer types (issue "Delivery addresses").
    this.version(2).stores({
      addressDrafts: "[userId+type], userId",
    });
    // 3: logouts made offline, waiting to end their session on the server (src/data/revocations.ts).
    this.version(3).stores({
      revocations: "tokenHash",
    });
    // 4: My plan, the purchases and the wallet's ledger, kept for offline use (features/plan).
    this.version(4).stores({
      plans: "userId",
      purchaseHistory: "userId",
      walletLedger: "userId",
    });
  }
}

export const db = new StorefrontDb();

/** The tables holding the signed-in user's data: emptied on logout, even offline. */
export const USER_TABLES = [
  "session",
  "orderDraft",
  "calculator",
  "userCache",
  "outbox",
  "addressDrafts",
  "plans",
  "purchaseHistory",
  "walletLedger",
] as const;
