// The real server process (`node --import tsx server/index.ts`) asked to run a live shop without
// what a live shop needs: it does not start, exits with status 1, and says why, every missing item
// at once (README "Demo and live").
import { spawn } from "node:child_process";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, expect, it } from "vitest";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "live-start-"));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

/** Runs the server with `env` over a clean slate; resolves with its exit status and output. */
function run(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/^(SHOP_MODE|PAYMENT_|PUBLIC_URL|OPS_PASSWORD|SMTP_URL|MAIL_FROM|CLOCK_FILE|SCRYPT_LOG2_N|DATABASE_URL)/.test(key)),
  );
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    cwd: ROOT,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...clean, NODE_ENV: "production", HOST: "127.0.0.1", PORT: "0", DATA_DIR: dataDir, STATIC_DIR: path.join(dataDir, "no-static"), ...env },
  });
  let output = "";
  child.stdout.on("data", (b: Buffer) => {
    output += b.toString();
    // A server that started anyway is stopped at once (the test then fails on its output).
    if (output.includes("storefront ready")) child.kill("SIGTERM");
  });
  child.stderr.on("data", (b: Buffer) => void (output += b.toString()));
  return new Promise((resolve) => child.once("exit", (code) => resolve({ code, output })));
}

it("SHOP_MODE=live with nothing else does not start and names each missing setting", { timeout: 60_000 }, async () => {
  const { code, output } = await run({ SHOP_MODE: "live" });
  expect(code).toBe(1);
  expect(output).toContain("The server cannot start:");
  expect(output).toMatch(/PAYMENT_PROVIDER must name a real payment provider \(myfatoorah or tap\)/);
  expect(output).toMatch(/PUBLIC_URL is required/);
  expect(output).toMatch(/OPS_PASSWORD is required/);
  expect(output).toMatch(/PAYMENT_SECRET is required/);
  expect(output).not.toContain("storefront ready");
  // Nothing was opened or written: the refusal comes before the database.
  expect(await readdir(dataDir)).toEqual([]);
});

it("SHOP_MODE=live with every setting but the sandbox as its provider does not start either", { timeout: 60_000 }, async () => {
  const { code, output } = await run({
    SHOP_MODE: "live",
    PAYMENT_PROVIDER: "sandbox",
    PUBLIC_URL: "https://shop.example.com",
    OPS_PASSWORD: "a long operator passphrase",
    PAYMENT_SECRET: "0123456789abcdef0123456789abcdef",
    SMTP_URL: "smtp://127.0.0.1:9",
    MAIL_FROM: "shop@example.com",
  });
  expect(code).toBe(1);
  expect(output).toMatch(/The server cannot start:\n {2}- PAYMENT_PROVIDER must name a real payment provider .*sandbox simulates payments and is for the demo only/);
  expect(output).not.toContain("storefront ready");
});
