// Owns the one rule for "is dist/ older than its sources?": builds the PWA with Vite when the build
// is missing or stale. Used by `npm start` (scripts/start.mjs) and by the end-to-end global setup;
// also runnable alone: `node scripts/build-if-stale.mjs`.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SOURCES = ["src", "locales", "public", "index.html", "vite.config.ts", "package-lock.json"];

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

export function isBuildStale(root = ROOT) {
  const index = path.join(root, "dist/index.html");
  const built = existsSync(index) ? statSync(index).mtimeMs : 0;
  return built < Math.max(...SOURCES.map((s) => newestMtime(path.join(root, s))));
}

/** Builds when stale; returns the exit status (0 when nothing had to be done). */
export function buildIfStale(root = ROOT) {
  if (!isBuildStale(root)) return 0;
  console.info("building the storefront…");
  const result = spawnSync(process.execPath, [path.join(root, "node_modules/vite/bin/vite.js"), "build", "--logLevel", "warn"], {
    cwd: root,
    stdio: "inherit",
  });
  return result.status ?? 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = buildIfStale();
}
