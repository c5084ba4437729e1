// End-to-end global setup: builds the PWA if dist/ is stale, copies it (a build started meanwhile in
// the same tree must not swap files under a running suite), then starts the REAL server
// (`node --import tsx server/index.ts`, NODE_ENV=production) on a free loopback port (named up front:
// the server's links carry it, as PUBLIC_URL defaults to it) with a fresh PGlite DATA_DIR, waits
// until it says it is ready, and hands back the teardown that stops it (the node pid
// itself, SIGTERM then SIGKILL) and removes the copy and the data folder. Tests read the address
// from E2E_BASE_URL, which workers inherit. The server's output goes to server.log in the output
// folder; E2E_SERVER_LOG names it for tests that read what the server logged (reset links).
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FullConfig } from "@playwright/test";
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
  let server: RunningServer;
  try {
    server = await startServer({ port: await freePort(), staticDir, dataDir, log });
  } catch (error) {
    rmSync(workDir, { recursive: true, force: true });
    throw error;
  }
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_SERVER_LOG = log;
  console.info(`e2e: server on ${server.url} (build copy and data in ${workDir})`);
  return async () => {
    await server.stop();
    rmSync(workDir, { recursive: true, force: true });
  };
}
