// Sign-up, sign-in, profile and sign-out through the real app on a real database: the answers of
// the contract and the security rules of docs/quality-targets.md (identical sign-in failures, token required,
// one customer never acting as another, revoked and expired tokens refused, hashes not passwords).
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { bearer, registerCustomer, registrationFields, type TestCustomer } from "../../tests/support/accounts.ts";
import { createTestApp, type TestApp } from "../../tests/support/test-app.ts";
import { catalog } from "../db/seed/catalog.ts";
import { DEMO_REFERRAL_CODE } from "../db/seed/customers.ts";

/** Every call that needs a signed-in customer so far. Later features add theirs in their tests. */
const AUTHENTICATED_CALLS = ["/api/getuserprofile", "/api/addaddress", "/api/userlogout"];

let t: TestApp;
let alice: TestCustomer;
let bob: TestCustomer;

beforeAll(async () => {
  t = await createTestApp();
  alice = await registerCustomer(t, { first_name: "Alice", last_name: "Ahmad" });
  bob = await registerCustomer(t, { first_name: "Bob", last_name: "Bader" });
});
afterAll(() => t.close());

async function json(res: Response) {
  return (await res.json()) as { data: Record<string, unknown> | null; error_msg?: string; code?: string; field?: string };
}

describe("registration", () => {
  it("creates the account and signs the customer in with a bearer token", async () => {
    const fields = registrationFields({ first_name: " Fatma " });
    const latinMobile = `5${fields.mobile_no!.slice(1)}`;
    fields.mobile_no = latinMobile.replace(/\d/g, (d) => String.fromCharCode(0x660 + Number(d)));
    const res = await t.postForm("/api/userregistration", fields);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const { data } = await json(res);
    expect(data).toMatchObject({ first_name: "Fatma", last_name: "Al-Sabah", email: fields.email });
    expect(data!.mobile_no).toBe(latinMobile);
    expect(typeof data!.user_id).toBe("number");
    expect(String(data!.token)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("stores a self-describing scrypt hash at OWASP's parameters, never the password", async () => {
    // The server project lowers the work for its other tests (SCRYPT_LOG2_N); this sign-up is at production's.
    vi.stubEnv("SCRYPT_LOG2_N", "");
    const fatma = await registerCustomer(t).finally(() => vi.unstubAllEnvs());
    const row = await t.db.selectFrom("users").select(["password_hash"]).where("id", "=", fatma.userId).executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(row.password_hash).not.toContain(fatma.password);
    const session = await t.db.selectFrom("sessions").select("token_hash").where("user_id", "=", fatma.userId).executeTakeFirstOrThrow();
    expect(session.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(session.token_hash).not.toBe(fatma.token);
  });

  it("refuses a duplicate email whatever its case, and a duplicate mobile, with 409 and a code", async () => {
    const byEmail = await t.postForm("/api/userregistration", registrationFields({ email: alice.email.toUpperCase() }));
    expect(byEmail.status).toBe(409);
    expect(await json(byEmail)).toMatchObject({ data: null, code: "email_taken", field: "email" });
    const byMobile = await t.postForm("/api/userregistration", registrationFields({ mobile_no: alice.mobileNo }));
    expect(byMobile.status).toBe(409);
    expect(await json(byMobile)).toMatchObject({ data: null, code: "mobile_taken", field: "mobile_no" });
  });

  it("refuses short and common passwords", async () => {
    const short = await t.postForm("/api/userregistration", registrationFields({ password: "Ab1!x" }));
    expect(short.status).toBe(400);
    expect((await json(short)).code).toBe("password_too_short");
    for (const common of ["password123", "Qwerty123", "12345678"]) {
      const res = await t.postForm("/api/userregistration", registrationFields({ password: common }));
      expect(res.status).toBe(400);
      expect(await json(res)).toMatchObject({ code: "common_password", field: "password" });
    }
  });

  it("checks the email format and the Kuwaiti mobile number", async () => {
    const email = await t.postForm("/api/userregistration", registrationFields({ email: "not-an-email" }));
    expect((await json(email)).code).toBe("invalid_email");
    for (const mobile of ["1234567", "12345678", "555123456", "abcdefgh"]) {
      const res = await t.postForm("/api/userregistration", registrationFields({ mobile_no: mobile }));
      expect(res.status).toBe(400);
      expect((await json(res)).code).toBe("invalid_mobile_no");
    }
    const missing = await t.postForm("/api/userregistration", registrationFields({ first_name: "  " }));
    expect((await json(missing)).code).toBe("missing_first_name");
  });

  it("accepts an empty or known referral code and refuses an unknown one", async () => {
    const unknown = await t.postForm("/api/userregistration", registrationFields({ referral_code: "NOSUCHCODE" }));
    expect(unknown.status).toBe(400);
    expect(await json(unknown)).toMatchObject({ data: null, code: "referral_not_found", error_msg: "Referral code not found" });
    const known = await t.postForm("/api/userregistration", registrationFields({ referral_code: DEMO_REFERRAL_CODE.toLowerCase() }));
    expect(known.status).toBe(200);
  });
});

describe("sign-in", () => {
  it("answers the user fields and a new token for the right password, email in any case", async () => {
    const res = await t.postForm("/api/userlogin", { email: alice.email.toUpperCase(), password: alice.password, device_name: "web", device_token: "web", device_id: "web" });
    expect(res.status).toBe(200);
    const { data } = await json(res);
    expect(data).toMatchObject({ user_id: alice.userId, first_name: "Alice", last_name: "Ahmad", email: alice.email, mobile_no: alice.mobileNo });
    expect(data!.token).not.toBe(alice.token);
  });

  it("answers a wrong password and an unknown email identically", async () => {
    const wrong = await t.postForm("/api/userlogin", { email: bob.email, password: "Not-Bobs-Password-1" });
    const unknown = await t.postForm("/api/userlogin", { email: "nobody.here@example.com", password: "Not-Bobs-Password-1" });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(wrong.status);
    const wrongBody = await wrong.text();
    expect(await unknown.text()).toBe(wrongBody);
    expect(JSON.parse(wrongBody)).toEqual({ data: null, error_msg: "Email or password is incorrect", code: "invalid_credentials" });
    const headers = (r: Response) => [...r.headers].filter(([k]) => k !== "date");
    expect(headers(unknown)).toEqual(headers(wrong));
  });

  it("signs the demo customer of the seed in, with the wallet of the seed", async () => {
    const demo = catalog.demoCustomer;
    const login = await json(await t.postForm("/api/userlogin", { email: demo.email, password: demo.password }));
    const token = String(login.data!.token);
    const profile = await json(await t.postForm("/api/getuserprofile", { user_id: String(login.data!.user_id) }, bearer(token)));
    expect(profile.data!.wallet_fils).toBe(demo.walletFils);
    const kd = `${Math.floor(demo.walletFils / 1000)}.${String(demo.walletFils % 1000).padStart(3, "0")}`;
    expect(profile.data!.wallet_amount).toBe(kd);
    expect(profile.data!.wallet_array).toEqual([{ wallet_id: login.data!.user_id, wallet_amount: kd, wallet_fils: demo.walletFils }]);
  });
});

describe("authenticated calls", () => {
  it("answers the profile of the token's owner with no-store", async () => {
    const res = await t.postForm("/api/getuserprofile", { user_id: String(alice.userId) }, bearer(alice.token));
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect((await json(res)).data).toEqual({
      user_id: alice.userId,
      first_name: "Alice",
      last_name: "Ahmad",
      email: alice.email,
      mobile_no: alice.mobileNo,
      role: "customer",
      address: null,
      addresses: [],
      wallet_array: [{ wallet_id: alice.userId, wallet_amount: "0.000", wallet_fils: 0 }],
      wallet_amount: "0.000",
      wallet_fils: 0,
    });
  });

  it("takes the user from the token when user_id is left out", async () => {
    const res = await t.postForm("/api/getuserprofile", {}, bearer(bob.token));
    expect((await json(res)).data!.user_id).toBe(bob.userId);
  });

  it.each(AUTHENTICATED_CALLS)("%s refuses a missing, malformed or unknown token with 401", async (path) => {
    for (const init of [{}, bearer("not-a-token"), bearer("A".repeat(43)), { headers: { Authorization: alice.token } }]) {
      const res = await t.postForm(path, { user_id: String(alice.userId) }, init);
      expect(res.status).toBe(401);
      expect(res.headers.get("www-authenticate")).toMatch(/^Bearer/);
      expect(await json(res)).toMatchObject({ data: null, code: "unauthorized" });
    }
  });

  it.each(AUTHENTICATED_CALLS)("%s refuses user A's token with user B's user_id (403), and does nothing", async (path) => {
    const res = await t.postForm(path, { user_id: String(bob.userId) }, bearer(alice.token));
    expect(res.status).toBe(403);
    expect(await json(res)).toMatchObject({ data: null, code: "forbidden_user" });
    // Nothing happened: both tokens still work and the answer held no data of B.
    for (const who of [alice, bob]) {
      const check = await t.postForm("/api/getuserprofile", {}, bearer(who.token));
      expect(check.status).toBe(200);
    }
  });

  it("refuses a user_id sent twice or in Arabic-Indic digits of someone else", async () => {
    const twice = await t.postForm("/api/getuserprofile", { user_id: [String(alice.userId), String(bob.userId)] }, bearer(alice.token));
    expect(twice.status).toBe(403);
    const arabic = String(bob.userId).replace(/\d/g, (d) => String.fromCharCode(0x660 + Number(d)));
    const other = await t.postForm("/api/getuserprofile", { user_id: arabic }, bearer(alice.token));
    expect(other.status).toBe(403);
  });

  it("revokes the token on logout; the customer's other sessions stay", async () => {
    const first = await json(await t.postForm("/api/userlogin", { email: bob.email, password: bob.password }));
    const second = await json(await t.postForm("/api/userlogin", { email: bob.email, password: bob.password }));
    const out = await t.postForm("/api/userlogout", { user_id: String(bob.userId) }, bearer(String(first.data!.token)));
    expect(out.status).toBe(200);
    expect(out.headers.get("cache-control")).toBe("no-store");
    const revoked = await t.postForm("/api/getuserprofile", {}, bearer(String(first.data!.token)));
    expect(revoked.status).toBe(401);
    const again = await t.postForm("/api/userlogout", {}, bearer(String(first.data!.token)));
    expect(again.status).toBe(401);
    const other = await t.postForm("/api/getuserprofile", {}, bearer(String(second.data!.token)));
    expect(other.status).toBe(200);
  });

  it("refuses an expired token", async () => {
    const login = await json(await t.postForm("/api/userlogin", { email: alice.email, password: alice.password }));
    const token = String(login.data!.token);
    expect((await t.postForm("/api/getuserprofile", {}, bearer(token))).status).toBe(200);
    // Every session of Alice's reaches its expiry (Alice is not used after this test).
    await t.db.updateTable("sessions").set({ expires_at: new Date(Date.now() - 1000) }).where("user_id", "=", alice.userId).execute();
    expect((await t.postForm("/api/getuserprofile", {}, bearer(token))).status).toBe(401);
    expect((await t.postForm("/api/getuserprofile", {}, bearer(alice.token))).status).toBe(401);
  });

  it("issues tokens that expire 30 days after sign-in", async () => {
    const login = await json(await t.postForm("/api/userlogin", { email: bob.email, password: bob.password }));
    expect(login.data).not.toBeNull();
    const row = await t.db.selectFrom("sessions").select(["created_at", "expires_at"]).where("user_id", "=", bob.userId).orderBy("id", "desc").executeTakeFirstOrThrow();
    const days = (new Date(row.expires_at).getTime() - new Date(row.created_at).getTime()) / 86_400_000;
    expect(days).toBeGreaterThan(29.99);
    expect(days).toBeLessThan(30.01);
  });
});
