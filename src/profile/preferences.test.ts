// The preferences read model against a scripted network (tests/support/fake-fetch.ts answers like
// the API) and the real Dexie database on fake IndexedDB: the server's answer kept on the device,
// a save sent through the outbox once, a save made offline kept as the customer's choice and
// pending until sent, a refusal putting the choice back, and a refresh never undoing a waiting change.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeFetch, type Answer, type Call } from "../../tests/support/fake-fetch.ts";
import { db } from "../lib/db.ts";
import { flushOutbox } from "../data/outbox.ts";
import { saveSession } from "../data/session.ts";
import { pendingPreferences, readPreferences, refreshPreferences, savePreferences } from "./preferences.ts";

const USER = 7;
const NONE = { proteins: [], allergens: [] };
const choices = { proteins: ["chicken", "beef", "lamb", "fish", "shrimp", "turkey", "egg", "vegetarian"], allergens: ["gluten", "dairy", "egg", "nuts", "sesame", "shellfish", "fish", "soy"] };

/** What the server holds, changed by /savepreferences (each idempotency key applied once). */
let server: { proteins: string[]; allergens: string[] };
let keys: Set<string>;
let network: "online" | "offline";
let refuse: number | undefined;

const ok = (data: unknown): Answer => ({ status: 200, body: { data } });
const list = (v: string | undefined) => (v ? v.split(",") : []);

function answers() {
  return fakeFetch({
    "/preferences": () => (network === "offline" ? "offline" : ok({ ...server, choices })),
    "/savepreferences": (call: Call) => {
      if (network === "offline") return "offline";
      if (refuse) return { status: refuse, body: { data: null, code: refuse === 401 ? "unauthorized" : "idempotency_key_reused", error_msg: "x" } };
      if (!keys.has(call.fields.idempotency_key!)) {
        keys.add(call.fields.idempotency_key!);
        server = { proteins: list(call.fields.proteins), allergens: list(call.fields.allergens) };
      }
      return ok({ ...server, choices });
    },
  });
}

let calls: Call[];

beforeEach(async () => {
  await Promise.all([db.outbox.clear(), db.session.clear(), db.userCache.clear()]);
  await saveSession({ userId: USER, firstName: "Noura", lastName: "K", email: "n@example.com", mobileNo: "55555555", token: "token-7" });
  server = { proteins: ["lamb"], allergens: [] };
  keys = new Set();
  network = "online";
  refuse = undefined;
  calls = answers();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const saves = () => calls.filter((c) => c.path === "/savepreferences");

describe("preferences read model", () => {
  it("keeps the server's answer on the device for the signed-in customer", async () => {
    expect(await readPreferences(USER)).toBeUndefined();
    await refreshPreferences(USER);
    expect(await readPreferences(USER)).toEqual({ chosen: { proteins: ["lamb"], allergens: [] }, saved: { proteins: ["lamb"], allergens: [] }, changedAt: 0 });
    expect(calls.at(-1)?.authorization).toBe("Bearer token-7");
    expect(await readPreferences(8)).toBeUndefined();
  });

  it("drops an answer that arrives after a logout", async () => {
    const refresh = refreshPreferences(USER);
    await db.session.clear();
    await refresh;
    expect(await db.userCache.get("preferences")).toBeUndefined();
  });

  it("sends a save online through the outbox once, with its key, and keeps the server's answer", async () => {
    await refreshPreferences(USER);
    const outcome = await savePreferences(USER, { proteins: ["fish"], allergens: ["nuts", "dairy"] }, true);
    expect(outcome).toEqual({ type: "sent" });
    expect(saves()).toHaveLength(1);
    expect(saves()[0]!.fields).toMatchObject({ proteins: "fish", allergens: "dairy,nuts" });
    expect(saves()[0]!.fields.idempotency_key).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(await pendingPreferences(USER)).toEqual([]);
    await vi.waitFor(async () => expect((await readPreferences(USER))?.saved).toEqual({ proteins: ["fish"], allergens: ["dairy", "nuts"] }));
    expect((await readPreferences(USER))?.chosen).toEqual({ proteins: ["fish"], allergens: ["dairy", "nuts"] });
    expect(server).toEqual({ proteins: ["fish"], allergens: ["dairy", "nuts"] });
  });

  it("keeps a save made offline as the customer's choice, pending, then sends it once when online", async () => {
    await refreshPreferences(USER);
    network = "offline";
    expect(await savePreferences(USER, { proteins: ["fish"], allergens: ["nuts"] }, false)).toEqual({ type: "kept" });
    const kept = await readPreferences(USER);
    expect(kept?.chosen).toEqual({ proteins: ["fish"], allergens: ["nuts"] });
    expect(kept?.saved).toEqual({ proteins: ["lamb"], allergens: [] });
    expect(await pendingPreferences(USER)).toHaveLength(1);

    // A refresh while the save waits does not undo it.
    network = "online";
    refuse = 503;
    await refreshPreferences(USER);
    expect((await readPreferences(USER))?.chosen).toEqual({ proteins: ["fish"], allergens: ["nuts"] });

    refuse = undefined;
    await db.outbox.toCollection().modify({ nextAttemptAt: 0 });
    await flushOutbox();
    expect(await pendingPreferences(USER)).toEqual([]);
    await vi.waitFor(async () => expect((await readPreferences(USER))?.saved).toEqual({ proteins: ["fish"], allergens: ["nuts"] }));
    // Sent once by its key however many times it was tried.
    expect(keys.size).toBe(1);
    expect(server).toEqual({ proteins: ["fish"], allergens: ["nuts"] });
  });

  it("puts the choice back to what the server holds when the save is refused, and says so", async () => {
    await refreshPreferences(USER);
    refuse = 409;
    const outcome = await savePreferences(USER, { proteins: ["beef"], allergens: [] }, true);
    expect(outcome).toMatchObject({ type: "rejected", error: { status: 409, code: "idempotency_key_reused" } });
    await vi.waitFor(async () => expect((await readPreferences(USER))?.refused).toBe("idempotency_key_reused"));
    expect((await readPreferences(USER))?.chosen).toEqual({ proteins: ["lamb"], allergens: [] });
    expect(await pendingPreferences(USER)).toEqual([]);
    expect(server).toEqual({ proteins: ["lamb"], allergens: [] });

    // The next save clears the refusal.
    refuse = undefined;
    await savePreferences(USER, NONE, true);
    await vi.waitFor(async () => expect(await readPreferences(USER)).toMatchObject({ chosen: NONE, saved: NONE }));
    expect((await readPreferences(USER))?.refused).toBeUndefined();
  });
});
