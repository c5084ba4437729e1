// The authorisation matrix (docs/quality-targets.md "Security"): every authenticated call of
// tests/support/api-calls.ts, against every way of not being the customer: no token, malformed
// tokens, a token that expired, a token revoked by logout, and customer A's token naming customer
// B in every id field of the user. Each is refused (401 or 403, with a code), changes nothing,
// and no answer ever holds anything of B's.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashToken, newToken } from "../../server/auth/tokens.ts";
import { createSessionsRepo } from "../../server/repos/sessions-repo.ts";
import { bearer, registerCustomer, type TestCustomer } from "../support/accounts.ts";
import { API_CALLS, callPath, contextFor, WRITABLE_TABLES, type ApiCall, type CallContext } from "../support/api-calls.ts";
import { fingerprint } from "../support/db-fingerprint.ts";
import { TEST_PAYMENT_SECRET } from "../support/orders.ts";
import { createTestApp, expectApiHeaders, type TestApp } from "../support/test-app.ts";

const AUTH_CALLS = API_CALLS.filter((call) => call.auth);

let t: TestApp;
let alice: TestCustomer;
let bob: TestCustomer;
let aliceCtx: CallContext;
let bobCtx: CallContext;
let expiredToken: string;
let revokedToken: string;


beforeAll(async () => {
  t = await createTestApp({ paymentSecret: TEST_PAYMENT_SECRET });
  alice = await registerCustomer(t, { first_name: "Alice", last_name: "Anwar" });
  bob = await registerCustomer(t, { first_name: "Bobbyjoe", last_name: "Buhamad" });
  aliceCtx = await contextFor(t, alice);
  bobCtx = await contextFor(t, bob);
  // An expired session of Alice's (issued 31 days ago, expired yesterday).
  expiredToken = newToken();
  await createSessionsRepo(t.db).create({
    userId: alice.userId,
    tokenHash: hashToken(expiredToken),
    expiresAt: new Date(Date.now() - 86_400_000),
    deviceName: "old phone",
    deviceId: "old",
  });
  // A session of Alice's ended by logout.
  const login = await t.postForm("/api/userlogin", { email: alice.email, password: alice.password });
  revokedToken = ((await login.json()) as { data: { token: string } }).data.token;
  expect((await t.postForm("/api/userlogout", {}, bearer(revokedToken))).status).toBe(200);
});

afterAll(() => t?.close());

/** Nothing of Bob's (beyond the id Alice herself sent) may appear in an answer to Alice. */
function expectNothingOfBob(text: string): void {
  for (const secret of [bob.email, bob.mobileNo, bob.firstName, bob.lastName, bob.token]) expect(text).not.toContain(secret);
}

async function call(c: ApiCall, fields: Record<string, string>, headers: Record<string, string>): Promise<Response> {
  return t.postForm(callPath(c), fields, { headers });
}

const BAD_CREDENTIALS: [string, () => Record<string, string>][] = [
  ["no Authorization header", () => ({})],
  ["an empty bearer", () => ({ authorization: "Bearer " })],
  ["a token without the Bearer scheme", () => ({ authorization: alice.token })],
  ["another scheme", () => ({ authorization: `Basic ${Buffer.from(`${alice.email}:${alice.password}`).toString("base64")}` })],
  ["a token too short", () => ({ authorization: "Bearer abc" })],
  ["a well-formed token nobody was given", () => ({ authorization: `Bearer ${newToken()}` })],
  ["a token with a character changed", () => ({ authorization: `Bearer ${alice.token.slice(0, -1)}${alice.token.endsWith("A") ? "B" : "A"}` })],
  ["two tokens", () => ({ authorization: `Bearer ${alice.token} ${alice.token}` })],
  ["the token hash instead of the token", () => ({ authorization: `Bearer ${hashToken(alice.token)}` })],
  ["a SQL payload", () => ({ authorization: "Bearer ' OR 1=1 --" })],
  ["an expired token", () => ({ authorization: `Bearer ${expiredToken}` })],
  ["a token revoked by logout", () => ({ authorization: `Bearer ${revokedToken}` })],
];

describe.each(AUTH_CALLS.map((c) => [c.path, c] as const))("%s", (_path, c) => {
  it.each(BAD_CREDENTIALS)("refuses %s with 401 unauthorized and changes nothing", async (_name, headers) => {
    const before = await fingerprint(t.db, WRITABLE_TABLES);
    // Even with a token in the body or the query, which are never read.
    const res = await call(c, { ...c.valid(aliceCtx), token: alice.token }, headers());
    const text = await res.clone().text();
    expect(res.status, text).toBe(401);
    expect(JSON.parse(text)).toMatchObject({ data: null, code: "unauthorized" });
    expect(res.headers.get("www-authenticate")).toMatch(/^Bearer/);
    expectApiHeaders(res);
    expect(await fingerprint(t.db, WRITABLE_TABLES)).toEqual(before);
    expectNothingOfBob(text);
  });

  it.each((c.userIdFields ?? []).map((f) => [f]))("refuses Alice's token with Bob's id in %s (403 forbidden_user), changing nothing", async (field) => {
    for (const bobsId of [String(bob.userId), ` ${bob.userId} `, String(bob.userId).replace(/\d/g, (d) => String.fromCharCode(0x660 + Number(d))), `${bob.userId}.0`, `0${bob.userId}`]) {
      const before = await fingerprint(t.db, WRITABLE_TABLES);
      const res = await call(c, { ...c.valid(aliceCtx), [field]: bobsId }, { authorization: `Bearer ${alice.token}` });
      const text = await res.clone().text();
      expect(res.status, `${field}=${bobsId}: ${text}`).toBe(403);
      expect(JSON.parse(text)).toMatchObject({ data: null, code: "forbidden_user", field });
      expectApiHeaders(res);
      expect(await fingerprint(t.db, WRITABLE_TABLES)).toEqual(before);
      expectNothingOfBob(text);
    }
    // Alice's and Bob's sessions both still work.
    for (const who of [alice, bob]) expect((await t.postForm("/api/getuserprofile", {}, bearer(who.token))).status).toBe(200);
  });

  it.each(Object.entries(c.ownedIdFields ?? {}))("refuses Alice's token with Bob's %s, changing nothing", async (field, bobsValue) => {
    const before = await fingerprint(t.db, WRITABLE_TABLES);
    const res = await call(c, { ...c.valid(aliceCtx), [field]: bobsValue(bobCtx) }, { authorization: `Bearer ${alice.token}` });
    const text = await res.clone().text();
    expect([400, 403, 404], text).toContain(res.status);
    expect(JSON.parse(text)).toMatchObject({ data: null, code: expect.stringMatching(/^[a-z_]+$/), field });
    expectApiHeaders(res);
    expect(await fingerprint(t.db, WRITABLE_TABLES)).toEqual(before);
    expectNothingOfBob(text);
  });

  it.skipIf(c.operator)("answers the token's owner with no-store, and nothing of another customer", async () => {
    const token = c.endsSession ? await freshToken(alice) : alice.token;
    const res = await call(c, c.valid({ ...aliceCtx, token }), { authorization: `Bearer ${token}` });
    const text = await res.clone().text();
    expect(res.status, text).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expectApiHeaders(res);
    expectNothingOfBob(text);
  });

  it.runIf(c.operator)("refuses a customer's token with 403 forbidden_role, changing nothing; answers the operator's with no-store", async () => {
    for (const who of [alice, bob]) {
      const before = await fingerprint(t.db, WRITABLE_TABLES);
      const res = await call(c, c.valid(aliceCtx), { authorization: `Bearer ${who.token}` });
      const text = await res.clone().text();
      expect(res.status, text).toBe(403);
      expect(JSON.parse(text)).toMatchObject({ data: null, code: "forbidden_role" });
      expectApiHeaders(res);
      expect(await fingerprint(t.db, WRITABLE_TABLES)).toEqual(before);
      expectNothingOfBob(text);
    }
    // The kitchen sees every customer's delivery: that is its job, so no "nothing of Bob" here.
    const res = await call(c, c.valid(aliceCtx), { authorization: `Bearer ${aliceCtx.operatorToken}` });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(res.headers.get("content-type")).toMatch(c.csv ? /^text\/csv; charset=utf-8/ : /^application\/json/);
    expectApiHeaders(res);
  });
});

async function freshToken(who: TestCustomer): Promise<string> {
  const res = await t.postForm("/api/userlogin", { email: who.email, password: who.password });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

it("covers every authenticated call of the table", () => {
  expect(AUTH_CALLS.map((c) => c.path)).toEqual(
    expect.arrayContaining([
      "/api/getuserprofile",
      "/api/userlogout",
      "/api/addaddress",
      "/api/verifyCoupon",
      "/api/purchasepackage",
      "/api/purchasestatus",
      "/api/daypicks",
      "/api/savedaypicks",
      "/api/preferences",
      "/api/savepreferences",
      "/api/ratemeal",
      "/api/healthprofile",
      "/api/savehealthprofile",
      "/api/saveweight",
      "/api/deleteweight",
      "/api/planportions",
      "/api/saveportions",
      "/api/ops/production",
      "/api/ops/manifest",
      "/api/ops/production.csv",
      "/api/ops/manifest.csv",
      "/api/support/reports",
      "/api/support/myreports",
      "/api/ops/support/reports",
      "/api/ops/support/resolve",
    ]),
  );
});
