// /revokesession: a logout made offline is sent later as the SHA-256 of the forgotten token. It ends
// exactly that session (the customer's other devices stay signed in), answers alike however often
// it is sent and for a hash nobody holds, and refuses anything that is not a hash.
import { createHash } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import { bearer, registerCustomer } from "../../tests/support/accounts.ts";
import { createTestApp, expectApiHeaders, type TestApp } from "../../tests/support/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const sha256 = (token: string) => createHash("sha256").update(token).digest("hex");
const profileStatus = async (token: string) => (await t.postForm("/api/getuserprofile", {}, bearer(token))).status;

it("ends the session of the hashed token only, and answers alike when repeated or unknown", async () => {
  const c = await registerCustomer(t);
  const login = await t.postForm("/api/userlogin", { email: c.email, password: c.password });
  const phone = ((await login.json()) as { data: { token: string } }).data.token;
  expect(await profileStatus(phone)).toBe(200);

  for (let i = 0; i < 2; i++) {
    const res = await t.postForm("/api/revokesession", { token_hash: sha256(phone) });
    expect(res.status).toBe(200);
    expectApiHeaders(res);
    expect(await res.json()).toEqual({ data: { revoked: true } });
  }
  expect(await profileStatus(phone)).toBe(401);
  // The sign-up session on the other device still works.
  expect(await profileStatus(c.token)).toBe(200);

  const unknown = await t.postForm("/api/revokesession", { token_hash: sha256("nobody-has-this") });
  expect(await unknown.json()).toEqual({ data: { revoked: true } });
  expect(await profileStatus(c.token)).toBe(200);
});

it("refuses a token (not its hash), an empty or malformed hash with invalid_token_hash", async () => {
  const c = await registerCustomer(t);
  for (const token_hash of [c.token, "", "A".repeat(64), sha256(c.token).slice(1), `${sha256(c.token)}0`]) {
    const res = await t.postForm("/api/revokesession", { token_hash });
    expect(res.status, token_hash).toBe(400);
    expect(await res.json()).toMatchObject({ data: null, code: token_hash === "" ? "missing_token_hash" : "invalid_token_hash" });
  }
  expect(await profileStatus(c.token)).toBe(200);
});
