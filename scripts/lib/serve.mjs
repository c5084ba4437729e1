// Starts the real server (`node --import tsx server/index.ts`, NODE_ENV=production) on a free
// loopback port with a fresh embedded database in a temporary folder, serving a built `staticDir`;
// `stop()` ends it (SIGTERM, then SIGKILL) and removes the folder. Used by the bench and the
// Lighthouse gate; the end-to-end suite has its own TypeScript twin in tests/e2e/support.
import { spawn } from "node:child_process";
import { mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export function chromePath() {
  return process.env.CHROME_PATH || "/usr/bin/chromium";
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** @returns {Promise<{ baseURL: string, pid: number, dataDir: string, stop: (o?: { keepData?: boolean }) => Promise<void>, remove: () => void }>} */
/** `root`: the checkout whose server runs (another commit's worktree, scripts/lib/against.mjs). */
export async function startServer({ root = ROOT, staticDir = path.join(root, "dist"), env = {} } = {}) {
  const work = mkdtempSync(path.join(tmpdir(), "serve-"));
  const dataDir = path.join(work, "data");
  const log = path.join(work, "server.log");
  const port = await freePort();
  const fd = openSync(log, "w");
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    cwd: root,
    stdio: ["ignore", fd, fd],
    env: { ...process.env, NODE_ENV: "production", SCRYPT_LOG2_N: "", HOST: "127.0.0.1", PORT: String(port), DATA_DIR: dataDir, STATIC_DIR: staticDir, DATABASE_URL: "", ...env },
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  /** Stops the server; `keepData` leaves the database folder for a look afterwards (then `remove()`). */
  const stop = async ({ keepData = false } = {}) => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
      await exited;
      clearTimeout(timer);
    }
    if (!keepData) rmSync(work, { recursive: true, force: true });
  };
  const remove = () => rmSync(work, { recursive: true, force: true });
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) {
      const text = readFileSync(log, "utf8");
      await stop();
      throw new Error(`the server exited before answering:\n${text}`);
    }
    try {
      if ((await fetch(`${baseURL}/`, { signal: AbortSignal.timeout(2000) })).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server did not answer within 90 s`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { baseURL, pid: child.pid, dataDir, stop, remove };
}

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  if (!s.length) return NaN;
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
