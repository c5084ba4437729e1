// Opens the database: embedded PGlite in a data folder by default, or a PostgreSQL server when a
// connection string is given. Both speak the same SQL, so migrations and repos are shared.
import { mkdirSync } from "node:fs";
import { PGlite, types } from "@electric-sql/pglite";
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { PGliteDialect } from "./pglite-driver.ts";
import { trackWrites } from "./read-cache.ts";
import type { Database } from "./schema.ts";
import { ChurnCounter } from "./vacuum.ts";

export type Db = Kysely<Database>;

export type DbHandle = {
  db: Db;
  kind: "pglite" | "postgres";
  /** The embedded engine, when there is one (tests snapshot it). */
  pglite?: PGlite;
  /** On the embedded engine, which has no autovacuum: what `startVacuum` (vacuum.ts) reads. */
  churn?: ChurnCounter;
  close(): Promise<void>;
};

// Make both engines answer the same JavaScript types; our values stay far below 2^53.
// int8 (count(*), sums): a string from node-postgres, a number from PGlite. numeric: a string from
// both unless parsed. Arrays, timestamps (Date) and float8 already agree.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));
const pgliteParsers = { [types.NUMERIC]: (v: string) => Number(v) };

export type OpenOptions =
  | { databaseUrl: string }
  | { dataDir: string }
  | { pglite: PGlite }
  | { memory: true; loadDataDir?: Blob };

const trackers = new WeakMap<PGlite, { writes: ReturnType<typeof trackWrites>; churn: ChurnCounter }>();

export async function openDatabase(options: OpenOptions): Promise<DbHandle> {
  if ("databaseUrl" in options) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection closed by the server (restart, failover, a test dropping its database) is
    // reported here; with no listener Node would crash the process. The pool opens a new one.
    pool.on("error", (err) => console.warn(`postgres: an idle connection was closed: ${err.message}`));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: "postgres", close: () => db.destroy() };
  }
  let pglite: PGlite;
  if ("pglite" in options) {
    pglite = options.pglite;
  } else if ("dataDir" in options) {
    mkdirSync(options.dataDir, { recursive: true });
    pglite = await PGlite.create({ dataDir: options.dataDir, parsers: pgliteParsers });
  } else {
    pglite = await PGlite.create({ parsers: pgliteParsers, ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}) });
  }
  // This process alone writes the embedded database: its writes are counted, and reads may be
  // cached until the next one (read-cache.ts). Every Kysely over one engine shares the count.
  // The statements that leave dead rows are counted as well, for the VACUUM that autovacuum would run.
  let tracker = trackers.get(pglite);
  if (!tracker) trackers.set(pglite, (tracker = { writes: trackWrites(), churn: new ChurnCounter() }));
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite), plugins: [tracker.writes.plugin, tracker.churn] });
  tracker.writes.register(db);
  return {
    db,
    kind: "pglite",
    pglite,
    churn: tracker.churn,
    close: async () => {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}
