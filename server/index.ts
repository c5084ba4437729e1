// Starts the one process that serves the storefront: reads the settings (a demo by default, a live
// shop with SHOP_MODE=live, which refuses to start without what it needs: README "Demo and live"),
// opens the database (PGlite in DATA_DIR, or DATABASE_URL), migrates, seeds once, starts the mail
// worker, listens on PORT, and stops cleanly on Ctrl-C or SIGTERM.
import { randomBytes } from "node:crypto";
import path from "node:path";
import { serve } from "@hono/node-server";
import { createApp } from "./app.ts";
import { openDatabase } from "./db/client.ts";
import { migrateToLatest } from "./db/migrate.ts";
import { catalog } from "./db/seed/catalog.ts";
import { OPERATOR_EMAIL } from "./db/seed/customers.ts";
import { demoOperatorPassword } from "./db/seed/operator.ts";
import { DemoDatabaseError, seedCatalog } from "./db/seed/run.ts";
import { startVacuum } from "./db/vacuum.ts";
import { readEnvOrExit } from "./settings-check.ts";
import { fileClock } from "./lib/clock.ts";
import { createMailSender } from "./mail/transport.ts";
import { startMailWorker } from "./mail/worker.ts";
import { createPushSender } from "./notify/push.ts";
import { vapidSource } from "./notify/vapid.ts";
import { startNotifyWorker } from "./notify/worker.ts";
import { createGateway } from "./payments/create-gateway.ts";
import type { ShopGateway } from "./payments/pages.ts";
import { loadSsrEntry } from "./ssr.ts";

/** A start that cannot go on: the reason, alone, without a stack trace, and exit status 1. */
function refuseToStart(message: string): never {
  console.error(message);
  process.exit(1);
}

const env = readEnvOrExit();
const handle = await openDatabase(env.databaseUrl ? { databaseUrl: env.databaseUrl } : { dataDir: env.dataDir });
let gateway: ShopGateway;
try {
  gateway = createGateway(
    { mode: env.mode, paymentProvider: env.paymentProvider, paymentSecret: env.paymentSecret ?? randomBytes(32).toString("hex"), publicUrl: env.publicUrl, providerKeys: env.providerKeys },
    handle.db,
  );
} catch (err) {
  await handle.close();
  refuseToStart(`The server cannot start:\n  - ${err instanceof Error ? err.message : String(err)}`);
}
await migrateToLatest(handle.db);
// The operator's password: OPS_PASSWORD (required in live), else the demo's own, made once per
// database and printed below (server/db/seed/operator.ts).
const operatorPassword = env.opsPassword ?? (await demoOperatorPassword(handle.db));
let seeded: boolean;
try {
  seeded = await seedCatalog(handle.db, catalog, { mode: env.mode, operatorPassword });
} catch (err) {
  if (!(err instanceof DemoDatabaseError)) throw err;
  await handle.close();
  refuseToStart(`The server cannot start:\n  - ${err.message}`);
}
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
// The notification worker (README "Notifications") runs where the mail worker runs: it records the
// reminders due by the plans' clock and sends the messages by push or mail.
const notify = mail
  ? startNotifyWorker({
      db: handle.db,
      push: createPushSender({ keys: vapidSource(handle.db, env.vapid) }),
      ...(clock ? { clock } : {}),
      publicUrl: env.publicUrl,
      mailQueued: mail.kick,
    })
  : undefined;
const app = createApp({
  db: handle.db,
  mode: env.mode,
  gateway,
  ...(clock ? { clock } : {}),
  staticDir: env.staticDir,
  connectOrigins: env.mapOrigins,
  ...(mail ? { mailQueued: () => (mail.kick(), notify?.kick()) } : {}),
  ...(ssr ? { ssr } : {}),
  // A real provider's payments left pending are asked about by every instance (claims keep it once).
  reconciliation: { pollMs: 30_000 },
});
const server = serve({ fetch: app.fetch, port: env.port, hostname: env.host }, (info) => {
  if (env.mode === "demo") {
    console.info("demo shop (SHOP_MODE=demo): seed data, the demo customer, simulated payments (sandbox gateway)");
    console.info(`Demo customer: ${catalog.demoCustomer.email} / ${catalog.demoCustomer.password}`);
    console.info(`Operator sign-in: ${OPERATOR_EMAIL} / ${env.opsPassword ? "the password in OPS_PASSWORD" : operatorPassword}`);
  } else {
    console.info(`live shop (SHOP_MODE=live): payments through ${env.paymentProvider}`);
  }
  console.info(`links in mails and payment returns: ${env.publicUrl}${env.publicUrlSet ? "" : " (PUBLIC_URL unset: the demo's default)"}`);
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
  await notify?.stop();
  await mail?.stop();
  await vacuum?.stop();
  await handle.close();
  process.exit(0);
}
process.on("SIGINT", () => void stop("SIGINT"));
process.on("SIGTERM", () => void stop("SIGTERM"));
