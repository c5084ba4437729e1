// Runs the numbered migrations in ./migrations, in order, once each (Kysely's migration table).
import { Migrator, type Migration, type MigrationProvider } from "kysely";
import type { Db } from "./client.ts";
import * as m001 from "./migrations/001-catalog.ts";
import * as m002 from "./migrations/002-accounts.ts";
import * as m003 from "./migrations/003-engagement.ts";
import * as m004 from "./migrations/004-addresses.ts";
import * as m005 from "./migrations/005-orders.ts";
import * as m006 from "./migrations/006-purchase-functions.ts";
import * as m007 from "./migrations/007-plans-and-mail.ts";
import * as m008 from "./migrations/008-meal-picks.ts";
import * as m009 from "./migrations/009-mail-outbox-open.ts";
import * as m011 from "./migrations/011-payment-providers.ts";
import * as m012 from "./migrations/012-account-limits.ts";
import * as m013 from "./migrations/013-coupon-reservations.ts";
import * as m014 from "./migrations/014-support.ts";
import * as m015 from "./migrations/015-notify.ts";
import * as m016 from "./migrations/016-health.ts";

// A static list: bundlers and tsx both see every migration, and the order is reviewed by hand.
const migrations: Record<string, Migration> = {
  "001-catalog": m001,
  "002-accounts": m002,
  "003-engagement": m003,
  "004-addresses": m004,
  "005-orders": m005,
  "006-purchase-functions": m006,
  "007-plans-and-mail": m007,
  "008-meal-picks": m008,
  "009-mail-outbox-open": m009,
  "011-payment-providers": m011,
  "012-account-limits": m012,
  "013-coupon-reservations": m013,
  "014-support": m014,
  "015-notify": m015,
  "016-health": m016,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ""} failed: ${String(error)}`);
  }
}
