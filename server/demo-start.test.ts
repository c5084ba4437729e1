// `npm start` with no settings (README "Demo and live"): the real server process on a new data
// folder is a demo that prints the operator's sign-in, with a password made for this database (not
// the one the README once published), keeps it across a restart, and says where its links point.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { PUBLISHED_OPERATOR_PASSWORD } from "./env.ts";
import { postForm, startServer } from "../tests/support/server-process.ts";
import { isPostgresServer } from "../tests/support/test-app.ts";

const SIGN_IN = /Operator sign-in: ops@kw-meals\.local \/ (\S+)/;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "demo-start-"));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

it.skipIf(isPostgresServer())("a fresh demo prints an operator password of its own, which signs in and stays the same after a restart", { timeout: 240_000 }, async () => {
  // OPS_PASSWORD unset, as `npm start` runs it.
  const env = { OPS_PASSWORD: "", SHOP_MODE: "", PUBLIC_URL: "" };
  const first = await startServer(dataDir, 180_000, env);
  let password: string;
  try {
    expect(first.output()).toContain("demo shop (SHOP_MODE=demo)");
    expect(first.output()).toMatch(/links in mails and payment returns: http:\/\/localhost:0 \(PUBLIC_URL unset/);
    password = SIGN_IN.exec(first.output())?.[1] ?? "";
    expect(password).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(password).not.toBe(PUBLISHED_OPERATOR_PASSWORD);
    expect((await postForm(first.baseUrl, "/api/userlogin", { email: "ops@kw-meals.local", password })).status).toBe(200);
    expect((await postForm(first.baseUrl, "/api/userlogin", { email: "ops@kw-meals.local", password: PUBLISHED_OPERATOR_PASSWORD })).status).toBe(401);
  } finally {
    await first.stop();
  }
  const again = await startServer(dataDir, 120_000, env);
  try {
    expect(SIGN_IN.exec(again.output())?.[1]).toBe(password);
  } finally {
    await again.stop();
  }
});
