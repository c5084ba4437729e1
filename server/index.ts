// Starts the one process that serves the storefront: opens the database (PGlite in DATA_DIR, or
// DATABASE_URL), migrates, seeds once, starts the mail worker, listens on PORT, and stops cleanly on
// Ctrl-C or SIGTERM.
import path from "node:path";
import { serve } from "@hono/node-server";
import { createApp } from "./app.ts";
import { openDatabase } from "./db/client.ts";
import { migrateToLatest } from "./db/migrate.ts";
import { catalog } from "./db/seed/catalog.ts";
import { seedCatalog } from "./db/seed/run.ts";
import { startVacuum } from "./db/vacuum.ts";
import { readEnv } from "./env.ts";
import { fileClock } from "./lib/clock.ts";
import { createMailSender } from "./mail/transport.ts";
import { startMailWorker } from "./mail/worker.ts";
import { loadSsrEntry } from "./ssr.ts";

const env = readEnv();
const handle = await openDatabase(env.databaseUrl ? { databaseUrl: env.databaseUrl } : { dataDir: env.dataDir });
await migrateToLatest(handle.db);
const seeded = await seedCatalog(handle.db, catalog);
console.info(
  `database: ${handle.kind === "pglite" ? `embedded PGlite in ${env.dataDir}` : "PostgreSQL"}${seeded ? " (seed catalog loaded)" : ""}`,
);

// The embedded engine has no autovacuum: rows replaced by updates and deletes are removed here.
const vacuum = handle.churn ? startVacuum({ db: handle.db, churn: handle.churn }) : undefined;

const ssr = await loadSsrEntry(env.staticDir);
// The mail worker sends what the events recorded in mail_outbox (server/mail/), also what an earlier
// run recorded but did not send.
const mail = env.mailWorker
  ? startMailWorker({
      db: handle.db,
      sender: createMailSender({ smtpUrl: env.smtpUrl, from: env.mailFrom, mailDir: path.join(env.dataDir, "mail") }),
      domain: new URL(env.publicUrl).hostname,
    })
  : undefined;
// End-to-end tests move the server's clock through CLOCK_FILE (server/lib/clock.ts); the mail
// worker's timing stays real.
const clock = env.clockFile ? fileClock(env.clockFile) : undefined;
if (env.clockFile) console.info(`clock: the real time plus the offset in ${env.clockFile} (CLOCK_FILE, for tests)`);
const app = createApp({
  db: handle.db,
  ...(clock ? { clock } : {}),
  staticDir: env.staticDir,
  connectOrigins: env.mapOrigins,
  ...(mail ? { mailQueued: mail.kick } : {}),
  ...(ssr ? { ssr } : {}),
});
const server = serve({ fetch: app.fetch, port: env.port, hostname: env.host }, (info) => {
  console.info(`storefront ready on http://localhost:${info.port}`);
});

// An idle keep-alive connection stays open 65 s (Node's default is 5 s): longer than the idle
// timeouts of load balancers and HTTP clients in front of us, so a client never sends a request on a
// connection the server is closing at that moment (the client sees ECONNRESET). The header timeout
// stays above it, as Node requires.
if ("keepAliveTimeout" in server) {
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
}

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.info(`${signal}: stopping`);
  const force = setTimeout(() => process.exit(1), 5000);
  force.unref();
  server.close();
  await mail?.stop();
  await vacuum?.stop();
  await handle.close();
  process.exit(0);
}
process.on("SIGINT", () => void stop("SIGINT"));
process.on("SIGTERM", () => void stop("SIGTERM"));
