// The outbox against a scripted network: a fake `fetch` that answers like the API (and, like it,
// stores an idempotency key once). The real server's idempotency is tested in
// server/routes/addresses.test.ts and end to end in tests/e2e/address.spec.ts.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "../lib/db.ts";
import { backoffMs, enqueue, flushOutbox, isRetryable, onOutboxEvent, type OutboxEvent } from "./outbox.ts";
import { ApiError } from "../lib/api-client.ts";
import { saveSession } from "./session.ts";

type Reply = "ok" | "offline" | number;
let script: Reply[] = [];
let stored: Map<string, number>;
let requests: { key: string; street: string; auth: string | null }[];
let events: OutboxEvent[];
let stop: () => void;
// Starts at the real time: enqueue() flushes at once with the real clock.
const clock = { t: 0, now: () => clock.t };

beforeEach(async () => {
  clock.t = Date.now();
  await Promise.all([db.outbox.clear(), db.session.clear()]);
  await saveSession({ userId: 7, firstName: "A", lastName: "B", email: "a@example.com", mobileNo: "55555555", token: "token-of-7" });
  script = [];
  stored = new Map();
  requests = [];
  events = [];
  stop = onOutboxEvent((e) => events.push(e));
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const body = new URLSearchParams(String(init?.body ?? ""));
    const key = body.get("idempotency_key") ?? "";
    const auth = new Headers(init?.headers).get("authorization");
    requests.push({ key, street: body.get("street") ?? "", auth });
    const reply = script.shift() ?? "ok";
    if (reply === "offline") throw new TypeError("Failed to fetch");
    if (reply !== "ok") {
      return new Response(JSON.stringify({ data: null, code: reply === 400 ? "missing_block" : "internal_error", error_msg: "x", field: "block" }), {
        status: reply,
        headers: { "content-type": "application/json" },
      });
    }
    if (!stored.has(key)) stored.set(key, stored.size + 1);
    return new Response(JSON.stringify({ data: { address_id: stored.get(key) } }), { headers: { "content-type": "application/json" } });
  });
});

afterEach(() => {
  stop();
  vi.unstubAllGlobals();
});

const add = (key: string, street = "Gulf Rd", userId = 7) => enqueue({ kind: "address", userId, idempotencyKey: key, payload: { street, address_type: "house" } });
const pending = () => db.outbox.toArray();

describe("outbox", () => {
  it("sends entries in the order they were saved, with the user's token and their keys, then empties", async () => {
    script = ["offline"];
    await add("key-00000001", "First St"); // tried at once: no network
    await add("key-00000002", "Second St"); // waits behind the first
    await flushOutbox(clock);
    expect(requests).toHaveLength(1);
    clock.t += 10 * 60 * 1000; // the network is back and the retry is due
    await flushOutbox(clock);
    expect(requests.map((r) => r.street)).toEqual(["First St", "First St", "Second St"]);
    expect(requests.every((r) => r.auth === "Bearer token-of-7")).toBe(true);
    expect(events.map((e) => e.entry.payload.street)).toEqual(["First St", "Second St"]);
    expect(await pending()).toEqual([]);
    expect(events.map((e) => e.type)).toEqual(["sent", "sent"]);
  });

  it("keeps an entry on a network failure or a 5xx and waits longer each time before trying again", async () => {
    script = ["offline", 503, 503];
    await add("key-00000003");
    await flushOutbox(clock);
    const [first] = await pending();
    expect(first).toMatchObject({ attempts: 1, lastError: "network" });
    const due = first!.nextAttemptAt;
    // Not due yet: nothing is sent.
    const before = requests.length;
    await flushOutbox(clock);
    expect(requests.length).toBe(before);
    clock.t = due;
    await flushOutbox(clock);
    const [second] = await pending();
    expect(second).toMatchObject({ attempts: 2, lastError: "internal_error" });
    expect(second!.nextAttemptAt - clock.t).toBeGreaterThanOrEqual(backoffMs(2, () => 0));
    clock.t = second!.nextAttemptAt;
    await flushOutbox(clock); // 503 again
    clock.t = (await pending())[0]!.nextAttemptAt;
    await flushOutbox(clock); // ok
    expect(await pending()).toEqual([]);
    expect(stored.size).toBe(1);
  });

  it("drops an entry the server refuses (4xx) and reports why, without holding up the next one", async () => {
    script = [400];
    await add("key-00000004", "Bad");
    await add("key-00000005", "Good");
    await flushOutbox(clock);
    expect(events[0]).toMatchObject({ type: "rejected", entry: { idempotencyKey: "key-00000004" } });
    expect((events[0] as { error: ApiError }).error).toMatchObject({ status: 400, code: "missing_block", field: "block" });
    expect(events[1]).toMatchObject({ type: "sent", entry: { idempotencyKey: "key-00000005" } });
    expect(await pending()).toEqual([]);
  });

  it("applies a save once even when its answer was lost and it is sent again", async () => {
    // The server stored it but the answer never arrived: the entry stays and is replayed.
    await add("key-00000006");
    script = [];
    const realFetch = globalThis.fetch;
    let lose = true;
    vi.stubGlobal("fetch", async (...args: Parameters<typeof fetch>) => {
      const res = await realFetch(...args);
      if (lose) {
        lose = false;
        throw new TypeError("connection reset");
      }
      return res;
    });
    await db.outbox.update((await pending())[0]!.seq!, { nextAttemptAt: clock.t + 1 });
    clock.t += 2;
    await flushOutbox(clock);
    expect(await pending()).toHaveLength(1);
    clock.t = (await pending())[0]!.nextAttemptAt;
    await flushOutbox(clock);
    expect(await pending()).toEqual([]);
    expect(requests.filter((r) => r.key === "key-00000006")).toHaveLength(2);
    expect(stored.size).toBe(1);
  });

  it("never sends another user's entries, and sends nothing when signed out", async () => {
    await db.outbox.put({ kind: "address", userId: 8, idempotencyKey: "key-of-user-8", payload: {}, attempts: 0, nextAttemptAt: 0, createdAt: 0 });
    await flushOutbox(clock);
    expect(requests).toEqual([]);
    await db.session.clear();
    await add("key-00000007");
    await flushOutbox(clock);
    expect(requests).toEqual([]);
    expect(await pending()).toHaveLength(2);
  });

  it("retries what may succeed later and nothing else", () => {
    expect(isRetryable(new ApiError(0, "network", ""))).toBe(true);
    expect(isRetryable(new ApiError(503, "x", ""))).toBe(true);
    expect(isRetryable(new ApiError(429, "x", ""))).toBe(true);
    expect(isRetryable(new ApiError(400, "x", ""))).toBe(false);
    expect(isRetryable(new ApiError(422, "x", ""))).toBe(false);
    expect(backoffMs(1, () => 0)).toBe(1000);
    expect(backoffMs(3, () => 0)).toBe(4000);
    expect(backoffMs(30, () => 0)).toBe(300_000);
    expect(backoffMs(1, () => 1)).toBe(1200);
  });
});
