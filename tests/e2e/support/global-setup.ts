// End-to-end global setup: builds the PWA if dist/ is stale, copies it (a build started meanwhile in
// the same tree must not swap files under a running suite), starts a real SMTP server in this process
// on a free loopback port (tests/support/smtp.ts) that writes each mail it accepts as an .eml file
// into a folder, then starts the REAL server (`node --import tsx server/index.ts`,
// NODE_ENV=production) on a free loopback port (named up front: the server's links carry it, as
// PUBLIC_URL defaults to it) with a fresh PGlite DATA_DIR, SMTP_URL naming that SMTP server and
// CLOCK_FILE a file of the work folder, waits until it says it is ready, and hands back the
// teardown that stops it (the node pid itself, SIGTERM then SIGKILL), then the SMTP server, and
// removes the copy and the data folder. Tests read the address from E2E_BASE_URL, which workers
// inherit; the mails from E2E_MAIL_DIR (support/mail.ts); the clock file is E2E_CLOCK_FILE
// (support/clock.ts); the operator's password is OPS_PASSWORD. The server's output goes to
// server.log in the output folder; E2E_SERVER_LOG names it for tests that read what the server
// logged (reset links).
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FullConfig } from "@playwright/test";
import { startTestSmtp, type TestSmtp } from "../../support/smtp.ts";
import { freePort, startServer, type RunningServer } from "./release.ts";

const ROOT = path.resolve(import.meta.dirname, "../../..");

/** Copies dist/ and checks that every asset index.html names came along. */
function snapshotBuild(target: string): void {
  cpSync(path.join(ROOT, "dist"), target, { recursive: true });
  const html = readFileSync(path.join(target, "index.html"), "utf8");
  const missing = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1] ?? "").filter((f) => !existsSync(path.join(target, f)));
  if (missing.length) throw new Error(`dist/ changed while it was copied (missing ${missing.join(", ")}); run again`);
}

export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const build = spawnSync(process.execPath, [path.join(ROOT, "scripts/build-if-stale.mjs")], { cwd: ROOT, stdio: "inherit" });
  if (build.status !== 0) throw new Error("vite build failed");

  const workDir = mkdtempSync(path.join(tmpdir(), "e2e-server-"));
  const dataDir = path.join(workDir, "data");
  const staticDir = path.join(workDir, "static");
  try {
    snapshotBuild(staticDir);
  } catch (error) {
    rmSync(workDir, { recursive: true, force: true });
    throw error;
  }
  const outputDir = config.projects[0]?.outputDir ?? path.join(ROOT, "test-results");
  const log = path.join(outputDir, "server.log");
  mkdirSync(outputDir, { recursive: true });
  writeFileSync(log, "");
  const mailDir = path.join(workDir, "mail");
  const clockFile = path.join(workDir, "clock");
  mkdirSync(mailDir);
  let smtp: TestSmtp;
  try {
    smtp = await startTestSmtp({ onMessage: (raw) => keepMail(mailDir, raw) });
  } catch (error) {
    rmSync(workDir, { recursive: true, force: true });
    throw error;
  }
  const opsPassword = (process.env.OPS_PASSWORD ||= `e2e-ops-${randomBytes(9).toString("base64url")}`);
  let server: RunningServer;
  try {
    server = await startServer({
      port: await freePort(),
      staticDir,
      dataDir,
      log,
      // The operator's password is the suite's own (a demo with none set makes and prints one);
      // the workers read it from OPS_PASSWORD (ops.spec.ts).
      env: { SMTP_URL: smtp.url, CLOCK_FILE: clockFile, OPS_PASSWORD: opsPassword },
    });
  } catch (error) {
    await smtp.close();
    rmSync(workDir, { recursive: true, force: true });
    throw error;
  }
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_SERVER_LOG = log;
  process.env.E2E_MAIL_DIR = mailDir;
  process.env.E2E_CLOCK_FILE = clockFile;
  // A spec's own server may send its mails to the same SMTP server (support/plan.ts startClockServer).
  process.env.E2E_SMTP_URL = smtp.url;
  console.info(`e2e: server on ${server.url}, mails through ${smtp.url} (build copy, data, mails and clock in ${workDir})`);
  return async () => {
    await server.stop();
    await smtp.close();
    rmSync(workDir, { recursive: true, force: true });
  };
}

let received = 0;

/** Writes a mail as `<time>-<n>.eml`, whole or not at all (a reader never sees half a file). */
function keepMail(dir: string, raw: Buffer): void {
  const name = `${Date.now()}-${String(++received).padStart(5, "0")}.eml`;
  writeFileSync(path.join(dir, `.${name}.part`), raw);
  renameSync(path.join(dir, `.${name}.part`), path.join(dir, name));
}
