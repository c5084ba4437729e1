// Logouts made offline: only the token's SHA-256 is kept, and it is sent to /revokesession until the
// server has answered; a dead network or a 5xx keeps it, any other answer removes it.
import { createHash } from "node:crypto";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { db } from "../lib/db.ts";
import { queueRevocation, sendRevocations } from "./revocations.ts";

const TOKEN = "tWQ4eOo8s2l3Xb9hGm3p5nE0cRrA1kZ2yV7uJ6fD8qI";
const HASH = createHash("sha256").update(TOKEN).digest("hex");
let replies: ("offline" | number)[];
let sent: { path: string; body: string }[];

beforeEach(async () => {
  await db.revocations.clear();
  replies = [];
  sent = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ path: String(input), body: String(init?.body ?? "") });
    const reply = replies.shift() ?? 200;
    if (reply === "offline") throw new TypeError("Failed to fetch");
    const body = reply === 200 ? { data: { revoked: true } } : { data: null, code: reply === 400 ? "invalid_token_hash" : "internal_error", error_msg: "x" };
    return new Response(JSON.stringify(body), { status: reply, headers: { "content-type": "application/json" } });
  });
});
afterEach(() => vi.unstubAllGlobals());

it("keeps the token's SHA-256, never the token", async () => {
  await queueRevocation(TOKEN);
  const rows = await db.revocations.toArray();
  expect(rows.map((r) => r.tokenHash)).toEqual([HASH]);
  expect(JSON.stringify(rows)).not.toContain(TOKEN);
});

it("sends it until the server answers: a dead network and a 5xx keep it, a 200 removes it", async () => {
  await queueRevocation(TOKEN);
  replies = ["offline"];
  await sendRevocations();
  replies = [503];
  await sendRevocations();
  expect(await db.revocations.count()).toBe(1);
  await sendRevocations();
  expect(await db.revocations.count()).toBe(0);
  expect(sent).toHaveLength(3);
  expect(sent.every((s) => s.path.endsWith("/revokesession") && new URLSearchParams(s.body).get("token_hash") === HASH)).toBe(true);
});

it("drops one the server refuses (a 4xx would be refused again)", async () => {
  await queueRevocation(TOKEN);
  replies = [400];
  await sendRevocations();
  expect(await db.revocations.count()).toBe(0);
});
