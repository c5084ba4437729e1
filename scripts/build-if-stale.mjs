// Owns the one rule for "is dist/ older than its sources?": builds the PWA with Vite when the build
// is missing or stale. Used by `npm start` (scripts/start.mjs) and by the end-to-end global setup;
// also runnable alone: `node scripts/build-if-stale.mjs`.
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "./build.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SOURCES = ["src", "rules", "locales", "public", "index.html", "vite.config.ts", "package-lock.json"];

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

export function isBuildStale(root = ROOT) {
  // The server renderer is built last: its age is the build's.
  const renderer = path.join(root, "dist/ssr/entry-server.js");
  const built = existsSync(renderer) ? statSync(renderer).mtimeMs : 0;
  return built < Math.max(...SOURCES.map((s) => newestMtime(path.join(root, s))));
}

/** Builds when stale; returns the exit status (0 when nothing had to be done). */
export function buildIfStale(root = ROOT) {
  if (!isBuildStale(root)) return 0;
  console.info("building the storefront…");
  return build({ logLevel: "warn" });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = buildIfStale();
}
