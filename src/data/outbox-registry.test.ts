// The outbox's registry and its one wait (src/data/outbox-registry.ts, sendAndAwait in outbox.ts),
// against a fake network: each answer is written through its kind's handler before the entry
// leaves the queue, nothing is sent before the app has registered its handlers, and a screen that
// waits hears how its save ended (sent, refused, or kept on the device) after the handler wrote it.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeFetch } from "../../tests/support/fake-fetch.ts";
import type { ApiError } from "../lib/api-client.ts";
import { db } from "../lib/db.ts";
import type { OutboxEntry } from "./store.ts";
import { enqueue, flushOutbox, onOutboxEvent, readQueued, sendAndAwait, type OutboxEvent } from "./outbox.ts";
import { registerOutboxHandlers, type OutboxHandler, type OutboxHandlers } from "./outbox-registry.ts";
import { saveSession } from "./session.ts";

/** What the handlers were given, with what was still queued when each ran. */
let written: { kind: string; key: string; data?: unknown; code?: string; queuedThen: string[] }[];
let restore: () => void;

const record = (kind: string): OutboxHandler => ({
  sent: async (entry, data) => {
    written.push({ kind, key: entry.idempotencyKey, data, queuedThen: (await readQueued(7)).map((e) => e.idempotencyKey) });
  },
  refused: async (entry, error) => {
    written.push({ kind, key: entry.idempotencyKey, code: error.code, queuedThen: (await readQueued(7)).map((e) => e.idempotencyKey) });
  },
});
const handlers = (): OutboxHandlers => ({
  address: record("address"),
  freeze: record("freeze"),
  unfreeze: record("unfreeze"),
  dayAddress: record("dayAddress"),
  dayPicks: record("dayPicks"),
  rating: record("rating"),
  preferences: record("preferences"),
  supportReport: record("supportReport"),
  inboxRead: record("inboxRead"),
  healthProfile: record("healthProfile"),
  weight: record("weight"),
  weightDelete: record("weightDelete"),
  portions: record("portions"),
});

const refused = (code: string) => ({ status: 409, body: { data: null, code, error_msg: code } });
const ok = (data: unknown) => ({ status: 200, body: { data } });
const entry = (kind: OutboxEntry["kind"], key: string, payload: Record<string, string> = {}) => ({ kind, userId: 7, idempotencyKey: key, payload });

beforeEach(async () => {
  await Promise.all([db.outbox.clear(), db.session.clear()]);
  await saveSession({ userId: 7, firstName: "A", lastName: "B", email: "a@example.com", mobileNo: "55555555", token: "token-of-7" });
  written = [];
  restore = registerOutboxHandlers(handlers());
});

afterEach(() => {
  restore();
  vi.unstubAllGlobals();
});

describe("the registry", () => {
  it("writes each answer through its kind's handler while the entry is still queued, then empties the queue", async () => {
    fakeFetch({ "/freezedays": (call) => (call.fields.dates === "2026-12-05" ? refused("past_cutoff") : ok({ plan: "after" })) });
    await enqueue(entry("freeze", "k-refused", { dates: "2026-12-05" }));
    await enqueue(entry("freeze", "k-sent", { dates: "2026-12-20" }));
    await flushOutbox();
    await flushOutbox();
    expect(written).toEqual([
      { kind: "freeze", key: "k-refused", code: "past_cutoff", queuedThen: ["k-refused", "k-sent"] },
      { kind: "freeze", key: "k-sent", data: { plan: "after" }, queuedThen: ["k-sent"] },
    ]);
    expect(await readQueued(7)).toEqual([]);
  });

  it("sends nothing before the app has registered its handlers", async () => {
    const calls = fakeFetch({ "/addaddress": ok({ address_id: 1 }) });
    registerOutboxHandlers(undefined);
    await enqueue(entry("address", "k-early"));
    await flushOutbox();
    expect(calls).toEqual([]);
    registerOutboxHandlers(handlers());
    await flushOutbox();
    expect(written.map((w) => w.key)).toEqual(["k-early"]);
    expect(await readQueued(7)).toEqual([]);
  });

  it("a handler that fails loses only its own outcome: the entry leaves the queue and the next is sent", async () => {
    fakeFetch({ "/ratemeal": ok({ stars: 4 }), "/savedaypicks": ok({ day: 1 }) });
    registerOutboxHandlers({ ...handlers(), rating: { sent: () => Promise.reject(new Error("storage full")), refused: async () => {} } });
    await enqueue(entry("rating", "k-rating"));
    await enqueue(entry("dayPicks", "k-picks"));
    await flushOutbox();
    await flushOutbox();
    expect(written.map((w) => w.key)).toEqual(["k-picks"]);
    expect(await readQueued(7)).toEqual([]);
  });
});

describe("sendAndAwait", () => {
  let events: OutboxEvent[];
  let stop: () => void;
  beforeEach(() => {
    events = [];
    stop = onOutboxEvent((e) => events.push(e));
  });
  afterEach(() => stop());

  it("online, answers sent with the server's answer once its handler has written it", async () => {
    const calls = fakeFetch({ "/savepreferences": ok({ proteins: ["beef"], allergens: [] }) });
    const outcome = await sendAndAwait(entry("preferences", "k-pref", { proteins: "beef" }), { online: true });
    expect(outcome).toEqual({ type: "sent", data: { proteins: ["beef"], allergens: [] } });
    expect(written.map((w) => w.key)).toEqual(["k-pref"]);
    expect(calls.map((c) => c.fields.idempotency_key)).toEqual(["k-pref"]);
    // The app's notices skip a save a screen waited for.
    expect(events.map((e) => [e.type, e.awaited])).toEqual([["sent", true]]);
  });

  it("online, answers rejected with the server's code, its refusal written", async () => {
    fakeFetch({ "/addaddress": { status: 400, body: { data: null, code: "missing_block", error_msg: "x", field: "block" } } });
    const outcome = await sendAndAwait(entry("address", "k-bad"), { online: true });
    expect(outcome.type).toBe("rejected");
    expect((outcome as { error: ApiError }).error).toMatchObject({ code: "missing_block", field: "block" });
    expect(written).toMatchObject([{ key: "k-bad", code: "missing_block" }]);
    expect(await readQueued(7)).toEqual([]);
  });

  it("answers kept when the network fails or an earlier save still waits; offline it sends nothing", async () => {
    const calls = fakeFetch({ "/addaddress": "offline" });
    expect(await sendAndAwait(entry("address", "k-1"), { online: true })).toEqual({ type: "kept" });
    expect(await sendAndAwait(entry("address", "k-2"), { online: true })).toEqual({ type: "kept" });
    expect(calls.map((c) => c.fields.idempotency_key)).toEqual(["k-1"]);
    expect(await sendAndAwait(entry("address", "k-3"), { online: false })).toEqual({ type: "kept" });
    expect(calls).toHaveLength(1);
    expect((await readQueued(7)).map((e) => e.idempotencyKey)).toEqual(["k-1", "k-2", "k-3"]);
    expect(written).toEqual([]);
  });

  it("writes what goes with the save in the same transaction as the entry", async () => {
    fakeFetch({});
    await sendAndAwait(entry("preferences", "k-with"), {
      online: false,
      alongside: () => db.userCache.put({ key: "preferences", userId: 7, value: "chosen" }),
    });
    expect((await db.userCache.get("preferences"))?.value).toBe("chosen");
    expect((await readQueued(7, ["preferences"])).map((e) => e.idempotencyKey)).toEqual(["k-with"]);
    expect(await readQueued(7, ["address"])).toEqual([]);
  });
});
