// Builds the real app (server/app.ts) on a real database for one server test file, and small
// helpers to call it in-process the way the storefront does: POST with urlencoded or multipart
// form data, or GET with a query string.
//
// The database is what tests/support/server-global-setup.ts provided: a copy of the seeded PGlite
// snapshot, or, when CI runs the suite against a PostgreSQL server (TEST_DATABASE_URL), a new
// database on that server, migrated, seeded and dropped again by close().
//
// Use one app per test file:
//   let t: TestApp;
//   beforeAll(async () => { t = await createTestApp(); });
//   afterAll(() => t.close());
import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { Hono } from "hono";
import pg from "pg";
import { expect, inject } from "vitest";
import { createApp, type AppOptions } from "../../server/app.ts";
import { openDatabase, type Db, type DbHandle } from "../../server/db/client.ts";
import { migrateToLatest } from "../../server/db/migrate.ts";
import { catalog } from "../../server/db/seed/catalog.ts";
import { seedCatalog } from "../../server/db/seed/run.ts";
// Type-only: brings the `inject("testDatabase")` declaration without running the setup module.
import type {} from "./server-global-setup.ts";

/** Form or query fields; an array sends the field once per value (duplicated fields). */
export type Fields = Record<string, string | number | readonly (string | number)[]>;

export type TestApp = {
  app: Hono;
  db: Db;
  handle: DbHandle;
  /** Any request, as the server would receive it (`path` may hold a query string). */
  request(path: string, init?: RequestInit): Promise<Response>;
  get(path: string, fields?: Fields, init?: RequestInit): Promise<Response>;
  /** POST application/x-www-form-urlencoded, the storefront's usual call. */
  postForm(path: string, fields?: Fields, init?: RequestInit): Promise<Response>;
  /** POST multipart/form-data. */
  postMultipart(path: string, fields?: Fields, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
};

export function isPostgresServer(): boolean {
  return inject("testDatabase").kind === "postgres";
}

/**
 * A database of its own for the calling test file. `seeded` (the default) gives the migrated and
 * seeded catalog; `seeded: false` an empty database (no tables at all).
 */
export async function openTestDatabase(options: { seeded?: boolean } = {}): Promise<DbHandle> {
  const seeded = options.seeded ?? true;
  const config = inject("testDatabase");
  if (config.kind === "pglite") {
    if (!seeded) return openDatabase({ memory: true });
    const snapshot = new Blob([await readFile(config.snapshot)]);
    return openDatabase({ memory: true, loadDataDir: snapshot });
  }
  return openServerDatabase(config.url, seeded);
}

async function openServerDatabase(serverUrl: string, seeded: boolean): Promise<DbHandle> {
  const name = `test_${randomBytes(6).toString("hex")}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let handle: DbHandle;
  try {
    handle = await openDatabase({ databaseUrl: url.toString() });
    if (seeded) {
      await migrateToLatest(handle.db);
      await seedCatalog(handle.db, catalog);
    }
  } catch (err) {
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    throw err;
  }
  const close = handle.close;
  let closed = false;
  return {
    ...handle,
    close: async () => {
      if (closed) return;
      closed = true;
      await close();
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function createTestApp(options: Omit<AppOptions, "db"> = {}): Promise<TestApp> {
  const handle = await openTestDatabase();
  // Pictures stay in memory unless a test names folders (never the developer's ./data/media).
  const app = createApp({ media: {}, ...options, db: handle.db });
  return { ...clientFor(app), app, db: handle.db, handle, close: () => handle.close() };
}

/** Request helpers for any app (tests that build their own app use this too). */
export function clientFor(app: Hono): Pick<TestApp, "request" | "get" | "postForm" | "postMultipart"> {
  const request = async (path: string, init?: RequestInit) => app.request(path, init);
  return {
    request,
    get: (path, fields = {}, init) => {
      const query = toSearchParams(fields).toString();
      return request(query ? `${path}?${query}` : path, init);
    },
    postForm: (path, fields = {}, init) => request(path, { ...init, method: "POST", body: toSearchParams(fields) }),
    postMultipart: (path, fields = {}, init) => {
      const form = new FormData();
      for (const [key, value] of entries(fields)) form.append(key, value);
      return request(path, { ...init, method: "POST", body: form });
    },
  };
}

function entries(fields: Fields): [string, string][] {
  return Object.entries(fields).flatMap(([key, value]) =>
    (Array.isArray(value) ? value : [value]).map((v): [string, string] => [key, String(v)]),
  );
}

function toSearchParams(fields: Fields): URLSearchParams {
  return new URLSearchParams(entries(fields));
}

/**
 * The headers every API answer carries, errors included (docs/quality-targets.md "Security"): a CSP that frames
 * nothing and runs no inline script, nosniff, a referrer policy, and no caching of API answers.
 */
export function expectApiHeaders(res: Response): void {
  expectSecurityHeaders(res);
  // Public catalog answers served from memory carry an ETag and are revalidated (no-cache); every
  // other answer, errors and authenticated ones included, is never stored.
  const cached = res.status === 200 && res.headers.has("etag");
  expect(res.headers.get("cache-control")).toBe(cached ? "no-cache" : "no-store");
}

/** The security headers of every answer, API or not. */
export function expectSecurityHeaders(res: Response): void {
  const csp = res.headers.get("content-security-policy") ?? "";
  expect(csp).toMatch(/(^|;)\s*frame-ancestors 'none'\s*(;|$)/);
  const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(csp)?.[1] ?? /(?:^|;)\s*default-src ([^;]*)/.exec(csp)?.[1];
  expect(scriptSrc).toBeDefined();
  expect(scriptSrc).not.toMatch(/'unsafe-inline'|'unsafe-eval'|\*/);
  expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  expect(res.headers.get("referrer-policy")).toBeTruthy();
}
