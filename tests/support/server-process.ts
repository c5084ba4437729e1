// The real server (`node --import tsx server/index.ts`) as a child process on a PGlite DATA_DIR,
// for tests that must kill it: start it on a free port (PORT=0, the port read from its "ready"
// line), send it form posts, SIGKILL it, start it again on the same folder.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const READY = /storefront ready on http:\/\/localhost:(\d+)/;

export type ServerProcess = {
  baseUrl: string;
  child: ChildProcess;
  /** Everything the server printed, for failure messages. */
  output(): string;
  /** SIGKILL: no shutdown code runs, like a crash or the OOM killer. */
  kill(): Promise<void>;
  /** SIGTERM, the normal stop (closes the database). */
  stop(): Promise<void>;
};

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once("exit", () => resolve()));
}

/** `env`: more settings of the server (SMTP_URL, MAIL_WORKER …). */
export async function startServer(dataDir: string, timeoutMs = 60_000, env: Record<string, string> = {}): Promise<ServerProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    cwd: ROOT,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      // A production server hashes passwords at production strength (the server project lowers it).
      SCRYPT_LOG2_N: "",
      HOST: "127.0.0.1",
      PORT: "0",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      // API only: no built PWA is needed to write.
      STATIC_DIR: path.join(dataDir, "no-static"),
      ...env,
    },
  });
  let out = "";
  child.stdout!.on("data", (b: Buffer) => void (out += b.toString()));
  child.stderr!.on("data", (b: Buffer) => void (out += b.toString()));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start within ${timeoutMs} ms:\n${out}`)), timeoutMs);
    const onData = () => {
      const m = READY.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    };
    child.stdout!.on("data", onData);
    child.once("exit", (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code ?? signal}) before it was ready:\n${out}`));
    });
  });
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited(child);
  };
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    child,
    output: () => out,
    kill: () => end("SIGKILL"),
    stop: async () => {
      const force = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await end("SIGTERM");
      clearTimeout(force);
    },
  };
}

/** POST form fields to the server; the answer's status and parsed JSON body. */
export async function postForm(
  baseUrl: string,
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: { data?: unknown; code?: string } }> {
  const res = await fetch(`${baseUrl}${path}`, { method: "POST", body: new URLSearchParams(fields), headers });
  return { status: res.status, body: (await res.json()) as { data?: unknown; code?: string } };
}
