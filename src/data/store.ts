// src/data/'s tables: the device-wide settings, the signed-in session, the user caches, the outbox
// and the revocations of logouts made offline. Its schema fragment is read by lib/db.ts, which opens
// the database; only src/data/ (and the shared layers through its functions) reads these tables.
import type { EntityTable, LangId, TableSpec } from "../lib/db.ts";

/** How far the whole catalog of one language has been saved for offline use (catalog/save-offline.ts). */
export type OfflineSave = { startedAt: number; done: number; total: number; finishedAt?: number; pictures?: boolean };

/**
 * Small device-wide values: language, the checkout-flow flag, the browser's answer to the request
 * for persistent storage (asked once), whether the iOS install hint was dismissed, how far the
 * catalog of each language is saved for offline use and whether the device was told it is.
 */
export type Setting =
  | { key: "langId"; value: LangId }
  | { key: "checkoutFlow"; value: boolean }
  | { key: "storagePersisted"; value: boolean }
  | { key: "installHintDismissed"; value: boolean }
  | { key: `offlineCatalog:${LangId}`; value: OfflineSave }
  /** The offline save's line has said "saved" on this device once: it stays quiet from then on. */
  | { key: "offlineSaveTold"; value: boolean }
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

/** The health profile's and the portions' writes (src/features/health/store.ts). */
export type HealthKind = "healthProfile" | "weight" | "weightDelete" | "portions";

/** A write made while offline (or that failed on the network), replayed later exactly once. */
export type OutboxEntry = {
  seq?: number;
  idempotencyKey: string;
  userId: number;
  kind: "address" | "freeze" | "unfreeze" | "dayAddress" | "dayPicks" | "rating" | "preferences" | "supportReport" | "inboxRead" | HealthKind;
  payload: Record<string, string>;
  attempts: number;
  nextAttemptAt: number;
  createdAt: number;
  lastError?: string;
};

/**
 * A session to end on the server once online: only the SHA-256 of the token the device forgot at
 * logout, which can end that session and do nothing else (not the customer's data; kept after logout).
 */
export type Revocation = { tokenHash: string; createdAt: number };

export type DataTables = {
  settings: EntityTable<Setting, "key">;
  session: EntityTable<Session, "id">;
  userCache: EntityTable<UserCache, "key">;
  outbox: EntityTable<OutboxEntry, "seq">;
  revocations: EntityTable<Revocation, "tokenHash">;
};

export const DATA_SCHEMA = {
  settings: { version: 1, indexes: "key" },
  session: { version: 1, indexes: "id", user: true },
  userCache: { version: 1, indexes: "key, userId", user: true },
  outbox: { version: 1, indexes: "++seq, &idempotencyKey, userId, nextAttemptAt", user: true },
  // 3: logouts made offline, waiting to end their session on the server (src/data/revocations.ts).
  revocations: { version: 3, indexes: "tokenHash" },
} as const satisfies Record<keyof DataTables, TableSpec>;
