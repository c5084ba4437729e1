// The settings, or a refusal to start: every problem readEnv finds (server/env.ts), printed alone
// without a stack trace, and exit status 1. index.ts starts with it; `npm start` (scripts/start.mjs)
// runs this file first for a live shop, so a missing setting is said before a build of a minute.
import { fileURLToPath } from "node:url";
import { ConfigError, readEnv, type Env } from "./env.ts";

export function readEnvOrExit(): Env {
  try {
    return readEnv();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(`${err.message}\n(README "Demo and live" lists what a live shop needs.)`);
    process.exit(1);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) readEnvOrExit();
