// The one Dexie database of the app, opened from the schema fragments of the modules that own its
// tables (src/features/README.md "Device storage"): each store.ts declares its tables (name → the
// version that added it and its index string) and their rows' types; this file only puts them
// together. A new table or index is a new version number in its owner's fragment, never an edit of
// an old one. The database is declared as one version, the highest, with every table: Dexie (3 and
// later) upgrades an installed database of any earlier version from the schema it finds installed,
// and no version here deletes a table or has an upgrade function. Declaring each version in turn
// made Dexie rebuild its tables' API once per version, 82 ms of a phone's start-up at 4x
// (docs/decisions/server-rendering.md "What loads when"). src/lib/db.test.ts opens a database made
// with the schema as it shipped, versions 1 to 4, through this code.
// Code reaches the database through lib/lazy-db.ts (withDb, useLiveDb) only; tests may import `db`.
import { Dexie, type EntityTable, type Table } from "dexie";
import { CATALOG_SCHEMA, type CatalogTables } from "../catalog/store.ts";
import { DATA_SCHEMA, type DataTables } from "../data/store.ts";
import { ADDRESS_SCHEMA, type AddressTables } from "../features/address/store.ts";
import { CALCULATOR_SCHEMA, type CalculatorTables } from "../features/calculator/store.ts";
import { PLAN_SCHEMA, type PlanTables } from "../features/plan/store.ts";
import { SUPPORT_SCHEMA, type SupportTables } from "../features/support/store.ts";
import { INBOX_SCHEMA, type InboxTables } from "../features/inbox/store.ts";
import { HEALTH_SCHEMA, type HealthTables } from "../features/health/store.ts";
import { ORDER_SCHEMA, type OrderTables } from "../order/store.ts";

export type { EntityTable, Table };

/** The wire's language id: 1 English, 2 Arabic. */
export type LangId = 1 | 2;

/**
 * One table of a store's schema fragment: the database version that added it, its Dexie index
 * string, and whether it holds the signed-in user's data (emptied on logout, even offline).
 */
export type TableSpec = { version: number; indexes: string; user?: boolean };

/** The fragments the database is opened from, one per owner. */
const SCHEMA: Record<string, TableSpec> = {
  ...DATA_SCHEMA,
  ...ORDER_SCHEMA,
  ...CALCULATOR_SCHEMA,
  ...CATALOG_SCHEMA,
  ...ADDRESS_SCHEMA,
  ...PLAN_SCHEMA,
  ...SUPPORT_SCHEMA,
  ...INBOX_SCHEMA,
  ...HEALTH_SCHEMA,
};

export type StorefrontDb = Dexie & DataTables & OrderTables & CalculatorTables & CatalogTables & AddressTables & PlanTables & SupportTables & InboxTables & HealthTables;

/** The highest version of the fragments, declared with every table (see the head of the file). */
export function openDb(name = "storefront"): StorefrontDb {
  const database = new Dexie(name);
  const version = Math.max(...Object.values(SCHEMA).map((spec) => spec.version));
  database.version(version).stores(Object.fromEntries(Object.entries(SCHEMA).map(([table, spec]) => [table, spec.indexes])));
  return database as StorefrontDb;
}

export const db = openDb();

/** The tables holding the signed-in user's data: emptied on logout, even offline. */
export const USER_TABLES = Object.entries(SCHEMA)
  .filter(([, spec]) => spec.user)
  .map(([table]) => table);
