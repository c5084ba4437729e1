// End-to-end global setup: builds the PWA if dist/ is stale, copies it (a build started meanwhile in
// the same tree must not swap files under a running suite), then starts the REAL server
// (`node --import tsx server/index.ts`, NODE_ENV=production) on a free loopback port with a fresh
// PGlite DATA_DIR, waits until it answers, and hands back the teardown that stops it (the node pid
// itself, SIGTERM then SIGKILL) and removes the copy and the data folder. Tests read the address
// from E2E_BASE_URL, which workers inherit. The server's output goes to server.log in the output
// folder; E2E_SERVER_LOG names it for tests that read what the server logged (reset links).
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { closeSync, cpSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FullConfig } from "@playwright/test";
import { freePort } from "./release.ts";

const ROOT = path.resolve(import.meta.dirname, "../../..");
const START_TIMEOUT_MS = 90_000;

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once("exit", () => resolve()));
}

async function waitUntilServing(url: string, child: ChildProcess, log: string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited (${child.exitCode ?? child.signalCode}) before answering; log:\n${readFileSync(log, "utf8")}`);
    }
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the server did not answer ${url} within ${START_TIMEOUT_MS / 1000} s; log:\n${readFileSync(log, "utf8")}`);
}

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
  const port = await freePort();
  const outputDir = config.projects[0]?.outputDir ?? path.join(ROOT, "test-results");
  const log = path.join(outputDir, "server.log");
  mkdirSync(outputDir, { recursive: true });
  const logFd = openSync(log, "w");
  const server = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    cwd: ROOT,
    stdio: ["ignore", logFd, logFd],
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      STATIC_DIR: staticDir,
      DATABASE_URL: "",
    },
  });
  closeSync(logFd);

  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill("SIGTERM");
      const timer = setTimeout(() => server.kill("SIGKILL"), 5000);
      await exited(server);
      clearTimeout(timer);
    }
    rmSync(workDir, { recursive: true, force: true });
  };

  const baseURL = `http://127.0.0.1:${port}`;
  try {
    await waitUntilServing(`${baseURL}/`, server, log);
  } catch (error) {
    await stop();
    throw error;
  }
  process.env.E2E_BASE_URL = baseURL;
  process.env.E2E_SERVER_LOG = log;
  console.info(`e2e: server ${server.pid} on ${baseURL} (build copy and data in ${workDir})`);
  return stop;
}
