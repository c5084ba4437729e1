// Fuzz: every API call of tests/support/api-calls.ts with fast-check bodies built by breaking a
// valid request: fields missing, empty, huge, wrong-typed, in any Unicode with control characters,
// SQL and HTML payloads, duplicated, unknown fields added, and the body sent as urlencoded,
// multipart, JSON, plain text, XML, with no type or as a GET query. docs/quality-targets.md "Reliability": no
// 5xx and no crash; a refusal is a 4xx with a code, carries the API headers, and changes nothing
// in the database (every row of every table it may write, compared before and after). The
// kitchen's calls run with the operator's token; their CSV variants answer CSV when they succeed.
//
// Bounded for CI: FUZZ_RUNS runs per call (default 30; calls that hash a password run a third of
// that). A failure prints fast-check's seed and the shrunk request; FUZZ_SEED replays it.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashToken, newToken, SESSION_TTL_MS } from "../../server/auth/tokens.ts";
import { MAX_BODY_BYTES } from "../../server/app.ts";
import { MAX_FIELDS, MAX_REPEATS } from "../../server/http/input.ts";
import { createSessionsRepo } from "../../server/repos/sessions-repo.ts";
import { registerCustomer } from "../support/accounts.ts";
import { API_CALLS, callPath, contextFor, WRITABLE_TABLES, type ApiCall, type CallContext } from "../support/api-calls.ts";
import { allTables, fingerprint, without } from "../support/db-fingerprint.ts";
import { TEST_PAYMENT_SECRET } from "../support/orders.ts";
import { createTestApp, expectApiHeaders, type TestApp } from "../support/test-app.ts";

const RUNS = Number(process.env.FUZZ_RUNS ?? 30);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);

const HOSTILE = [
  "' OR '1'='1",
  "1; DROP TABLE users; --",
  "1 UNION SELECT password_hash FROM users",
  "\\'; select pg_sleep(1); --",
  "<script>alert(1)</script>",
  '<img src=x onerror="alert(1)">',
  "javascript:alert(1)",
  "<svg onload=alert(1)>",
  "\u0000",
  "a\u0000b",
  "\u202e\u200f",
  "\uFEFF",
  "\u0007\u001b[31m",
  "😀👍🏽",
  "١٢٣٤٥٦٧٨",
  "${7*7}{{7*7}}",
  "../../etc/passwd",
  "%00%0d%0a",
  "NaN",
  "Infinity",
  "-1",
  "0",
  "1.5",
  "1e309",
  "0x1A",
  "99999999999999999999",
  "true",
  "null",
  "[]",
  "{}",
  " ",
  "\t\r\n",
];

const value = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE) },
  { weight: 2, arbitrary: fc.string() },
  { weight: 2, arbitrary: fc.string({ unit: "binary" }) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.double().map(String) },
  { weight: 1, arbitrary: fc.constant("") },
  // Huge: over a field's limit, and over the 64 KB body limit.
  { weight: 1, arbitrary: fc.constantFrom(300, 5000, MAX_BODY_BYTES + 10).map((n) => "x".repeat(n)) },
);

type Mutation =
  | { kind: "drop"; field: number }
  | { kind: "set"; field: number; value: string }
  | { kind: "duplicate"; field: number; value: string }
  | { kind: "extra"; name: string; value: string };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant("drop" as const), field: fc.nat() }),
  fc.record({ kind: fc.constant("set" as const), field: fc.nat(), value }),
  fc.record({ kind: fc.constant("duplicate" as const), field: fc.nat(), value }),
  fc.record({ kind: fc.constant("extra" as const), name: fc.constantFrom("user_id", "is_admin", "price", "__proto__", "constructor", "a[]", ""), value }),
);

const ENCODINGS = ["urlencoded", "multipart", "json", "text", "xml", "none", "query"] as const;
type Encoding = (typeof ENCODINGS)[number];

const request = fc.record({
  // Mostly one broken field in an otherwise valid request, so the value travels as far as it can
  // (to the database); sometimes several breaks at once.
  mutations: fc.oneof({ weight: 3, arbitrary: fc.tuple(mutation).map((m) => [...m]) }, { weight: 1, arbitrary: fc.array(mutation, { maxLength: 4 }) }),
  encoding: fc.constantFrom(...ENCODINGS),
  param: fc.option(value, { nil: undefined }),
});

type Entry = [string, string];

function applyMutations(fields: Record<string, string>, mutations: Mutation[]): Entry[] {
  const names = Object.keys(fields);
  let entries: Entry[] = Object.entries(fields);
  for (const m of mutations) {
    if (m.kind === "extra") {
      entries.push([m.name, m.value]);
      continue;
    }
    if (names.length === 0) continue;
    const name = names[m.field % names.length]!;
    if (m.kind === "drop") entries = entries.filter(([k]) => k !== name);
    else if (m.kind === "set") entries = [...entries.filter(([k]) => k !== name), [name, m.value]];
    else entries.push([name, m.value]);
  }
  return entries;
}

function encode(entries: Entry[], encoding: Encoding): { method: string; query: string; body?: BodyInit; type?: string } {
  const params = new URLSearchParams(entries);
  switch (encoding) {
    case "urlencoded":
      return { method: "POST", query: "", body: params.toString(), type: "application/x-www-form-urlencoded" };
    case "multipart": {
      const form = new FormData();
      for (const [k, v] of entries) form.append(k, v);
      return { method: "POST", query: "", body: form };
    }
    case "json":
      return { method: "POST", query: "", body: JSON.stringify(Object.fromEntries(entries)), type: "application/json" };
    case "text":
      return { method: "POST", query: "", body: params.toString(), type: "text/plain" };
    case "xml":
      return { method: "POST", query: "", body: `<req>${entries.map(([k, v]) => `<${k}>${v}</${k}>`).join("")}</req>`, type: "application/xml" };
    case "none":
      // Bytes with no Content-Type at all.
      return { method: "POST", query: "", body: new TextEncoder().encode(params.toString()) };
    case "query":
      return { method: "GET", query: params.toString() };
  }
}

type Body = { data?: unknown; code?: unknown; error_msg?: unknown };

let t: TestApp;
let customer: CallContext;
let catalogTables: string[];
let catalogBefore: Awaited<ReturnType<typeof fingerprint>>;
const logged: unknown[][] = [];

beforeAll(async () => {
  t = await createTestApp({ logger: { error: (...args) => void logged.push(args), info: () => {} }, paymentSecret: TEST_PAYMENT_SECRET });
  customer = await contextFor(t, await registerCustomer(t, { first_name: "Fuzz", last_name: "Tester" }));
  catalogTables = (await allTables(t.db)).filter((name) => !(WRITABLE_TABLES as readonly string[]).includes(name));
  catalogBefore = await fingerprint(t.db, catalogTables);
});

afterAll(async () => {
  await t?.close();
});

/** A fresh session of the fuzz customer (for calls that end the one they are given). */
async function freshToken(): Promise<string> {
  const token = newToken();
  await createSessionsRepo(t.db).create({
    userId: customer.userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
    deviceName: "fuzz",
    deviceId: "fuzz",
  });
  return token;
}

async function send(call: ApiCall, ctx: CallContext, input: { mutations: Mutation[]; encoding: Encoding; param: string | undefined }) {
  const entries = applyMutations(call.valid(ctx), input.mutations);
  const params = call.params && input.param !== undefined ? Object.fromEntries(Object.keys(call.params).map((k) => [k, input.param!])) : call.params;
  const { method, query, body, type } = encode(entries, input.encoding);
  const headers: Record<string, string> = {};
  if (type) headers["content-type"] = type;
  if (call.auth) headers.authorization = `Bearer ${call.operator ? ctx.operatorToken : ctx.token}`;
  const path = callPath(call, params);
  return t.request(query ? `${path}?${query}` : path, { method, headers, ...(body === undefined ? {} : { body }) });
}

describe.each(API_CALLS.map((call) => [call.path, call] as const))("fuzz %s", (_path, call) => {
  it("answers no 5xx; every refusal is a 4xx with a code and changes nothing", async () => {
    const runs = call.costly ? Math.max(5, Math.round(RUNS / 3)) : RUNS;
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(request, async (input) => {
        const ctx = call.endsSession ? { ...customer, token: await freshToken() } : customer;
        const before = without(await fingerprint(t.db, WRITABLE_TABLES), call.refusalWrites);
        const res = await send(call, ctx, input);
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        const text = await res.clone().text();
        expect(res.status, text).toBeLessThan(500);
        expectApiHeaders(res);
        // The kitchen's CSV calls answer CSV when they succeed; every refusal is JSON.
        if (call.csv && res.status === 200) {
          expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
          // (Response#text() drops the byte-order mark; server/routes/ops.test.ts reads the bytes.)
          expect(text.split("\r\n")[0]).toMatch(/^[^,]+(,[^,]+)+$/);
          return;
        }
        expect(res.headers.get("content-type")).toMatch(/^application\/json/);
        const body = JSON.parse(text) as Body;
        if (res.status >= 400) {
          expect(body.data).toBeNull();
          expect(body.code).toMatch(/^[a-z][A-Za-z0-9_]*$/);
          expect(typeof body.error_msg).toBe("string");
          const after = without(await fingerprint(t.db, WRITABLE_TABLES), call.refusalWrites);
          expect(after).toEqual(before);
        } else {
          expect(res.status).toBe(200);
          expect(body.data).toBeDefined();
        }
      }),
      { numRuns: runs, ...(SEED === undefined ? {} : { seed: SEED }) },
    );
    // The runs reached both sides: at least one refusal (a run that breaks nothing is allowed).
    expect([...statuses.keys()].some((s) => s >= 400)).toBe(true);
    expect(logged).toEqual([]);
  });
});

// Every field of every call, one at a time, with the values most likely to reach the database and
// break there. Cheap values only for calls that hash a password (they are refused before hashing).
const SWEEP_ALL = ["a\u0000b", "\u0000", "x".repeat(5000)];
const SWEEP_CHEAP_CALLS = [...SWEEP_ALL, "' OR '1'='1", "<script>alert(1)</script>", "\u202e\u0007😀", "١٢"];

describe("every field, one at a time", () => {
  it.each(API_CALLS.map((call) => [call.path, call] as const))("%s: no 5xx, refusals change nothing", async (_path, call) => {
    const fields = Object.keys(call.valid(customer));
    const values = call.costly ? SWEEP_ALL : SWEEP_CHEAP_CALLS;
    for (const [index, field] of fields.entries()) {
      for (const v of values) {
        const ctx = call.endsSession ? { ...customer, token: await freshToken() } : customer;
        const before = without(await fingerprint(t.db, WRITABLE_TABLES), call.refusalWrites);
        const res = await send(call, ctx, { mutations: [{ kind: "set", field: index, value: v }], encoding: "urlencoded", param: undefined });
        const text = await res.text();
        expect(res.status, `${field}=${JSON.stringify(v.slice(0, 20))}: ${text}`).toBeLessThan(500);
        if (res.status >= 400) {
          expect((JSON.parse(text) as Body).code).toBeTruthy();
          expect(without(await fingerprint(t.db, WRITABLE_TABLES), call.refusalWrites)).toEqual(before);
        }
        // Regression: a NUL reached Postgres ("invalid byte sequence for encoding UTF8") as a 500.
        // An id of the user that is not the token's user's is refused as such (403), NUL or not.
        const code = call.userIdFields?.includes(field) ? "forbidden_user" : `invalid_${field}`;
        if (v.includes("\u0000")) expect(JSON.parse(text)).toMatchObject({ data: null, code, field });
      }
    }
    for (const v of call.params ? values : []) {
      const res = await send(call, customer, { mutations: [], encoding: "urlencoded", param: v });
      const text = await res.text();
      expect(res.status, `path parameter ${JSON.stringify(v.slice(0, 20))}: ${text}`).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect((JSON.parse(text) as Body).code).toBeTruthy();
    }
    expect(logged).toEqual([]);
  });
});

// Bodies that cost more than their size to a quadratic parser (issue 31): one field repeated past the
// bound, and more fields than the bound, in every encoding a form may take. Each is refused with 400
// `too_many_fields` before any route reads it, and changes nothing.
describe("many fields and many repeats", () => {
  const ENCODED = ["urlencoded", "multipart", "query"] as const;
  // Calls that read fields (the pages under a path parameter read none, so nothing is parsed).
  const reading = API_CALLS.filter((call) => call.params === undefined);
  it.each(reading.map((call) => [call.path, call] as const))("%s: 400 too_many_fields, nothing changed", async (_path, call) => {
    const valid = Object.entries(call.valid(customer));
    const [name, first] = valid[0]!;
    const bodies: Entry[][] = [
      [...valid, ...Array.from({ length: MAX_REPEATS }, (): Entry => [name, first])],
      [...valid, ...Array.from({ length: MAX_FIELDS }, (_, i): Entry => [`extra_${i}`, "1"])],
      // The request of the issue: 32 KB of `a&`.
      Array.from({ length: 16_000 }, (): Entry => ["a", ""]),
    ];
    for (const entries of bodies) {
      for (const encoding of ENCODED.filter((e) => e !== "query" || call.methods.includes("GET"))) {
        const ctx = call.endsSession ? { ...customer, token: await freshToken() } : customer;
        const before = await fingerprint(t.db, WRITABLE_TABLES);
        const { method, query, body, type } = encode(entries, encoding);
        const headers: Record<string, string> = type ? { "content-type": type } : {};
        if (call.auth) headers.authorization = `Bearer ${call.operator ? ctx.operatorToken : ctx.token}`;
        const path = callPath(call, call.params);
        const res = await t.request(query ? `${path}?${query}` : path, { method, headers, ...(body === undefined ? {} : { body }) });
        const text = await res.text();
        // A multipart body of 16,000 parts is over the 64 KB body limit: 413 before any parsing.
        const expected = res.status === 413 && encoding === "multipart" ? "payload_too_large" : "too_many_fields";
        expect(res.status, `${encoding} ${entries.length} fields: ${text.slice(0, 200)}`).toBe(expected === "too_many_fields" ? 400 : 413);
        expect(JSON.parse(text)).toMatchObject({ data: null, code: expected });
        expect(await fingerprint(t.db, WRITABLE_TABLES)).toEqual(before);
      }
    }
  });
});

it("left the catalog exactly as seeded", async () => {
  expect(await fingerprint(t.db, catalogTables)).toEqual(catalogBefore);
});
