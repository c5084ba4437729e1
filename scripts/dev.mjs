// `npm run dev`: the API server (restarted on change by tsx watch) on API_PORT (8787) and Vite's
// dev server with hot reload on PORT (5173), which proxies /api, /media and /pay to the API.
import { spawn } from "node:child_process";

const apiPort = process.env.API_PORT ?? "8787";
const children = [
  spawn(process.execPath, ["node_modules/tsx/dist/cli.mjs", "watch", "server/index.ts"], {
    stdio: "inherit",
    env: { ...process.env, PORT: apiPort, HOST: "127.0.0.1", STATIC_DIR: "__none__" },
  }),
  spawn(process.execPath, ["node_modules/vite/bin/vite.js", "--port", process.env.PORT ?? "5173"], {
    stdio: "inherit",
    env: { ...process.env, API_TARGET: `http://127.0.0.1:${apiPort}` },
  }),
];
const stop = () => children.forEach((c) => c.kill("SIGTERM"));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const c of children) c.on("exit", (code) => { stop(); process.exitCode = code ?? 0; });
