// `npm start`: builds the PWA when the build is missing or older than the sources, then runs the
// one server process (API + PWA + database) in the foreground. Ctrl-C stops it cleanly.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const SOURCES = ["src", "locales", "public", "index.html", "vite.config.ts", "package-lock.json"];

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

const built = existsSync("dist/index.html") ? statSync("dist/index.html").mtimeMs : 0;
if (process.env.SKIP_BUILD !== "1" && built < Math.max(...SOURCES.map(newestMtime))) {
  console.info("building the storefront…");
  const result = spawnSync(process.execPath, ["node_modules/vite/bin/vite.js", "build", "--logLevel", "warn"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The server runs in this process group's foreground child; signals are passed on.
const server = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
  stdio: "inherit",
  env: { NODE_ENV: "production", ...process.env },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
