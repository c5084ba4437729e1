// Releases for the app-update test: a build of the current sources with its own VITE_APP_VERSION
// into a folder of its own (dist/ stays as it is), and the real server started on a given port and
// folders, so a test can deploy one release, then stop the server and start it on the next one.
import { spawn, type ChildProcess } from "node:child_process";
import { closeSync, createWriteStream, openSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "../../..");

function run(child: ChildProcess, what: string, log: string): Promise<void> {
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${what} failed (${code}); log:\n${readFileSync(log, "utf8").slice(-4000)}`))));
  });
}

/** The build (PWA and server renderer) of the current sources into `outDir`, the footer showing `version`. */
export function buildRelease(outDir: string, version: string, log: string): Promise<void> {
  const fd = openSync(log, "w");
  const child = spawn(process.execPath, [path.join(ROOT, "scripts/build.mjs"), "--outDir", outDir, "--logLevel", "warn"], {
    cwd: ROOT,
    stdio: ["ignore", fd, fd],
    env: { ...process.env, VITE_APP_VERSION: version },
  });
  closeSync(fd);
  return run(child, "build", log);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export type RunningServer = { url: string; port: number; stop: () => Promise<void> };

const READY = /storefront ready on http:\/\/localhost:(\d+)/;

/**
 * The real server (as in production), serving `staticDir`, its database in `dataDir`, its output
 * appended to `log`, with `env` on top. Resolves once the server's "ready" line is out: it is listening (on the port
 * that line names).
 */
export async function startServer(opts: {
  port: number;
  staticDir: string;
  dataDir: string;
  log: string;
  /** More settings of the server (SMTP_URL, CLOCK_FILE …). */
  env?: Record<string, string>;
}): Promise<RunningServer> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    cwd: ROOT,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      // A production server hashes passwords at production strength (the server project lowers it).
      SCRYPT_LOG2_N: "",
      HOST: "127.0.0.1",
      PORT: String(opts.port),
      DATA_DIR: opts.dataDir,
      STATIC_DIR: opts.staticDir,
      DATABASE_URL: "",
      ...opts.env,
    },
  });
  const log = createWriteStream(opts.log, { flags: "a" });
  child.stdout!.pipe(log, { end: false });
  child.stderr!.pipe(log, { end: false });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
      await exited;
      clearTimeout(timer);
    }
    await new Promise<void>((resolve) => log.end(resolve));
  };
  let out = "";
  try {
    const port = await new Promise<number>((resolve, reject) => {
      child.stdout!.on("data", (chunk: Buffer) => {
        out += chunk.toString();
        const ready = READY.exec(out);
        if (ready) resolve(Number(ready[1]));
      });
      child.once("exit", (code, signal) => reject(new Error(`the server exited (${code ?? signal}) before it was ready:\n${out.slice(-4000)}`)));
    });
    return { url: `http://127.0.0.1:${port}`, port, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
