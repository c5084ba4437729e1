// Global setup of the `server` test project: decides which database the server tests run on and
// hands that to every test file through `provide` / `inject("testDatabase")`.
//
// - With TEST_DATABASE_URL (CI's second pass): a real PostgreSQL server. Only connectivity is
//   checked here; each test file makes, migrates, seeds and drops its own database
//   (tests/support/test-app.ts).
// - Otherwise: embedded PGlite. A new PGlite takes seconds to start and the seed takes more, so the
//   migrated and seeded database is built once and kept as a `dumpDataDir()` tarball under
//   tests/.snapshots/ (git-ignored). Its name holds a hash of every module the build runs
//   (SNAPSHOT_ENTRIES and everything they import, followed through relative imports) and the
//   PGlite version, so it is rebuilt when a migration, the seed or the engine changes, and not when
//   a route does. Each test file then opens its own copy in a fraction of a second.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import { mkdir, readdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../server/db/client.ts";
import { migrateToLatest } from "../../server/db/migrate.ts";
import { catalog } from "../../server/db/seed/catalog.ts";
import { seedCatalog } from "../../server/db/seed/run.ts";

export type TestDatabaseConfig = { kind: "postgres"; url: string } | { kind: "pglite"; snapshot: string };

declare module "vitest" {
  export interface ProvidedContext {
    testDatabase: TestDatabaseConfig;
  }
}

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
/** The modules that build the snapshot (imported above); their imports are followed. */
const SNAPSHOT_ENTRIES = ["server/db/client.ts", "server/db/migrate.ts", "server/db/seed/catalog.ts", "server/db/seed/run.ts"];
const SNAPSHOT_DIR = path.join(ROOT, "tests/.snapshots");

export default async function setup(project: TestProject): Promise<void> {
  // Sign-ups and sign-ins hash at N=2^12 instead of 2^17 (server/auth/password.ts `scryptParams`):
  // 18 ms a hash instead of 650 here. The test workers inherit it; password.test.ts and
  // accounts.test.ts check the production parameters with it unset.
  process.env.SCRYPT_LOG2_N ??= "12";
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    await checkServer(url);
    project.provide("testDatabase", { kind: "postgres", url });
    return;
  }
  project.provide("testDatabase", { kind: "pglite", snapshot: await ensureSnapshot() });
}

async function checkServer(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    await client.query("select 1");
  } catch (err) {
    throw new Error(`TEST_DATABASE_URL is set but the server does not answer: ${String(err)}`);
  } finally {
    await client.end().catch(() => {});
  }
}

/** Path of a seeded snapshot for the current sources, built when missing. */
async function ensureSnapshot(): Promise<string> {
  const file = path.join(SNAPSHOT_DIR, `catalog-${sourceHash()}.tar`);
  if (existsSync(file)) return file;

  const started = performance.now();
  const handle = await openDatabase({ memory: true });
  try {
    await migrateToLatest(handle.db);
    await seedCatalog(handle.db, catalog);
    // Uncompressed: about 40 MB on disk, but each test file opens it faster than a gzipped one.
    const blob = await handle.pglite!.dumpDataDir("none");
    await mkdir(SNAPSHOT_DIR, { recursive: true });
    // Written under a temporary name and renamed, so a run started in parallel never reads half a file.
    const tmp = `${file}.${process.pid}.tmp`;
    await writeFile(tmp, new Uint8Array(await blob.arrayBuffer()));
    await rename(tmp, file);
  } finally {
    await handle.close();
  }
  await removeStaleSnapshots(file);
  console.info(`server tests: built database snapshot in ${Math.round(performance.now() - started)} ms`);
  return file;
}

function sourceHash(): string {
  const hash = createHash("sha256");
  const pglitePackage = path.join(ROOT, "node_modules/@electric-sql/pglite/package.json");
  hash.update(`pglite ${JSON.parse(readFileSync(pglitePackage, "utf8")).version}\n`);
  for (const file of [...localImports(SNAPSHOT_ENTRIES.map((f) => path.join(ROOT, f)))].sort()) {
    hash.update(`${path.relative(ROOT, file).split(path.sep).join("/")}\n`);
    hash.update(readFileSync(file));
  }
  return hash.digest("hex").slice(0, 16);
}

/** The given modules and every module they reach through relative imports (`./x.ts`, `../y.ts`). */
function localImports(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...entries];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    const source = readFileSync(file, "utf8");
    for (const match of source.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g)) {
      pending.push(path.resolve(path.dirname(file), match[1]!));
    }
  }
  return seen;
}

/** Old snapshots go (40 MB each), except recent ones a run started in parallel may still be reading. */
async function removeStaleSnapshots(keep: string): Promise<void> {
  const recent = Date.now() - 15 * 60 * 1000;
  for (const name of await readdir(SNAPSHOT_DIR)) {
    const full = path.join(SNAPSHOT_DIR, name);
    if (full === keep || !name.startsWith("catalog-")) continue;
    if (statSync(full).mtimeMs < recent) await rm(full, { force: true });
  }
}
