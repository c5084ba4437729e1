// `npm start`: builds the PWA when the build is missing or older than the sources, then runs the
// one server process (API + PWA + database) in the foreground. Ctrl-C stops it cleanly.
import { spawn, spawnSync } from "node:child_process";
import { buildIfStale } from "./build-if-stale.mjs";

// A live shop's settings are checked first (server/settings-check.ts): a missing one is said
// before the build, not a minute later.
if (process.env.SHOP_MODE === "live") {
  const check = spawnSync(process.execPath, ["--import", "tsx", "server/settings-check.ts"], {
    stdio: "inherit",
    env: { NODE_ENV: "production", ...process.env },
  });
  if (check.status !== 0) process.exit(check.status ?? 1);
}

if (process.env.SKIP_BUILD !== "1") {
  const status = buildIfStale();
  if (status !== 0) process.exit(status);
}

// The server runs in this process group's foreground child; signals are passed on.
const server = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
  stdio: "inherit",
  env: { NODE_ENV: "production", ...process.env },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
