// The outbox (src/data/outbox.ts, the PWA's real module on a fake IndexedDB) against the real API
// (server/app.ts on a real database), through a network that fast-check scripts: requests lost
// before they reach the server, answers lost after the server applied the save, 5xx from a proxy,
// a request delivered twice, app reloads (the modules start again; IndexedDB stays), time passing,
// and saves the server refuses (a 4xx: dropped and reported, never retried). Whatever the
// interleaving, once the network is back every valid save is stored exactly once, in the order it
// was made, and no refused save is stored. docs/quality-targets.md "Reliability"; issue 9 "Outbox".
import "fake-indexeddb/auto";
import fc from "fast-check";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { registerCustomer, type TestCustomer } from "../support/accounts.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

type Outbox = typeof import("../../src/data/outbox.ts");
type Net = "ok" | "lost-request" | "lost-answer" | "proxy-503" | "twice";

type Step =
  | { kind: "save"; valid: boolean; net: Net[] }
  | { kind: "flush"; net: Net[] }
  | { kind: "reload" }
  | { kind: "wait"; minutes: number };

/** What the network does with the next requests, one each (then "ok"). */
const network = fc.array(fc.constantFrom<Net>("ok", "lost-request", "lost-answer", "proxy-503", "twice"), { maxLength: 6 });
const validity = fc.oneof({ weight: 3, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) });

const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant("save" as const), valid: validity, net: network }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant("flush" as const), net: network }) },
  { weight: 1, arbitrary: fc.constant({ kind: "reload" as const }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("wait" as const), minutes: fc.integer({ min: 0, max: 10 }) }) },
);

let t: TestApp;
let customer: TestCustomer;
let net: Net[] = [];
let served = 0;
let failed = 0;
let run = 0;
let keys = 0;

beforeAll(async () => {
  t = await createTestApp();
  customer = await registerCustomer(t);
  // The page's fetch: what the scripted network does with each request (then "ok" once it is spent).
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = typeof input === "string" ? input : input instanceof URL ? input.pathname : input.url;
    const send = () => t.request(path, { method: init?.method, headers: init?.headers, body: init?.body as BodyInit });
    const what = net.shift() ?? "ok";
    served += 1;
    if (what !== "ok" && what !== "twice") failed += 1;
    if (what === "lost-request") throw new TypeError("Failed to fetch");
    if (what === "proxy-503") return new Response("<h1>Service Unavailable</h1>", { status: 503, headers: { "content-type": "text/html" } });
    if (what === "lost-answer") {
      await send();
      throw new TypeError("Failed to fetch");
    }
    if (what === "twice") await send();
    return send();
  });
});

afterAll(async () => {
  vi.unstubAllGlobals();
  await t?.close();
});

/** The app's modules as a fresh page load has them (IndexedDB, a global, survives). */
async function loadApp(): Promise<{ outbox: Outbox; rejected: string[] }> {
  vi.resetModules();
  const session = await import("../../src/data/session.ts");
  const outbox = await import("../../src/data/outbox.ts");
  // The app registers what each kind's answer writes before anything is sent (src/app/outbox-status.tsx).
  const { registerOutboxHandlers } = await import("../../src/data/outbox-registry.ts");
  const nothing = { sent: async () => {}, refused: async () => {} };
  registerOutboxHandlers({
    address: nothing,
    freeze: nothing,
    unfreeze: nothing,
    dayAddress: nothing,
    dayPicks: nothing,
    rating: nothing,
    preferences: nothing,
    supportReport: nothing,
    inboxRead: nothing,
    healthProfile: nothing,
    weight: nothing,
    weightDelete: nothing,
    portions: nothing,
  });
  if (!(await session.getSession())) {
    await session.saveSession({ userId: customer.userId, firstName: "Out", lastName: "Box", email: customer.email, mobileNo: customer.mobileNo, token: customer.token });
  }
  const rejected: string[] = [];
  outbox.onOutboxEvent((e) => e.type === "rejected" && rejected.push(e.entry.idempotencyKey));
  return { outbox, rejected };
}

it("applies every save exactly once, in order, whatever the network does; refused saves never", async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 14 }), async (steps) => {
      run += 1;
      net = [];
      let app = await loadApp();
      const rejected: string[] = [];
      const clock = { offset: 0, now: () => Date.now() + clock.offset };
      const saves: { key: string; street: string; valid: boolean }[] = [];
      const settle = async () => {
        await app.outbox.flushOutbox(clock); // joins a flush enqueue() started
        await app.outbox.flushOutbox(clock);
      };
      for (const s of steps) {
        if (s.kind === "save") {
          const n = saves.length;
          const save = { key: `prop-${run}-${n}-${++keys}`, street: `Run ${run} street ${n}`, valid: s.valid };
          saves.push(save);
          // An invalid save lacks the block a house needs: the server answers 400 missing_block.
          const payload = { address_type: "house", area_id: "1", block: s.valid ? "3" : "", street: save.street, house_number: "9", mobile_number: "55123456" };
          net = [...s.net];
          await app.outbox.enqueue({ kind: "address", userId: customer.userId, idempotencyKey: save.key, payload });
          await settle();
          net = [];
        } else if (s.kind === "flush") {
          net = [...s.net];
          await settle();
          net = [];
        } else if (s.kind === "reload") {
          rejected.push(...app.rejected);
          app = await loadApp();
        } else {
          clock.offset += s.minutes * 60_000;
        }
      }
      // The network is back for good: time passes until every backoff is due, and the app replays.
      net = [];
      clock.offset += 60 * 60_000;
      await settle();
      rejected.push(...app.rejected);
      const { db } = await import("../../src/lib/db.ts");
      expect(await db.outbox.count()).toBe(0);

      const rows = await t.db.selectFrom("addresses").select(["id", "idempotency_key", "street"]).where("idempotency_key", "like", `prop-${run}-%`).orderBy("id").execute();
      const valid = saves.filter((s) => s.valid);
      // Exactly once each, in the order they were saved, as typed.
      expect(rows.map((r) => [r.idempotency_key, r.street])).toEqual(valid.map((s) => [s.key, s.street]));
      // Every refused save was reported (some only after a reload, when the app that queued it was gone).
      expect(new Set(rejected)).toEqual(new Set(saves.filter((s) => !s.valid).map((s) => s.key)));
    }),
    { numRuns: Number(process.env.OUTBOX_RUNS ?? 40) },
  );
  // The runs went through the failures they are about.
  expect(failed).toBeGreaterThan(10);
  console.info(`outbox property: ${run} runs, ${served} requests, ${failed} of them failed on the way`);
});
