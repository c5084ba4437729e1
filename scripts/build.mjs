// `npm run build`: the PWA (`vite build`) and then, into `<outDir>/ssr`, the server renderer of the
// landing screens (`vite build --ssr src/entry-server.tsx`, loaded by server/ssr.ts). One door for
// every build: npm start (through build-if-stale), npm test, the bench and the release test.
//   node scripts/build.mjs [--outDir DIR] [--logLevel LEVEL]
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const VITE = path.join(ROOT, "node_modules/vite/bin/vite.js");

/** Builds both halves; answers the exit status (0 when both built). */
export function build({ outDir = "dist", logLevel = "info", env = process.env, stdio = "inherit" } = {}) {
  const out = path.resolve(ROOT, outDir);
  const run = (args) =>
    spawnSync(process.execPath, [VITE, "build", ...args, "--logLevel", logLevel], { cwd: ROOT, stdio, env }).status ?? 1;
  const client = run(["--outDir", out, "--emptyOutDir"]);
  if (client !== 0) return client;
  return run(["--ssr", "src/entry-server.tsx", "--outDir", path.join(out, "ssr"), "--emptyOutDir"]);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const arg = (name) => {
    const i = process.argv.indexOf(name);
    return i > 0 ? process.argv[i + 1] : undefined;
  };
  process.exitCode = build({ outDir: arg("--outDir") ?? "dist", logLevel: arg("--logLevel") ?? "info" });
}
