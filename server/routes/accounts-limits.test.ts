// Repeated failed sign-ins are slowed without locking the owner out (server/auth/rate-limit.ts): an
// address is refused (429 with Retry-After) after 20 failures, or 10 on one email; an email's
// failures only make its next attempts wait, and the right password still signs in. Counts live in
// Postgres (login_failures), so they hold across instances.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerCustomer, type TestCustomer } from "../../tests/support/accounts.ts";
import { createTestApp, type TestApp } from "../../tests/support/test-app.ts";
import { DEFAULT_LOGIN_LIMITS, guessDelayMs } from "../auth/rate-limit.ts";

let t: TestApp;
let customer: TestCustomer;
let addressCounter = 0;

beforeAll(async () => {
  // Behind a load balancer: the last X-Forwarded-For entry is the client's address.
  // The waits past five failures are shortened (their growth is checked on guessDelayMs below).
  t = await createTestApp({ accounts: { trustProxy: true, loginLimits: { ...DEFAULT_LOGIN_LIMITS, maxDelayMs: 100 } } });
  customer = await registerCustomer(t);
});
afterAll(() => t.close());

function from(address: string): RequestInit {
  return { headers: { "X-Forwarded-For": `203.0.113.9, ${address}` } };
}
const freshAddress = () => `198.51.100.${++addressCounter}`;

function login(email: string, password: string, address: string) {
  return t.postForm("/api/userlogin", { email, password }, from(address));
}

describe("failed sign-ins per email", () => {
  it("five wrong passwords, then the right one signs in (from the guesser's address or another)", async () => {
    expect(DEFAULT_LOGIN_LIMITS).toMatchObject({ perEmail: 5, perEmailAndAddress: 10, perAddress: 20, windowMs: 15 * 60 * 1000 });
    const target = await registerCustomer(t);
    const address = freshAddress();
    for (let i = 0; i < 5; i++) expect((await login(target.email, `Wrong-Password-${i}`, address)).status).toBe(401);
    const owner = await login(target.email, target.password, address);
    expect(owner.status).toBe(200);
    expect(((await owner.json()) as { data: { token: string } }).data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // Strangers from many addresses fail for the email: the owner, elsewhere, still signs in.
    for (let i = 0; i < 6; i++) expect((await login(target.email, `Wrong-Password-${i}`, freshAddress())).status).toBe(401);
    expect((await login(target.email, target.password, freshAddress())).status).toBe(200);
  }, 60_000);

  it("slows an address that keeps guessing one email: 429 with Retry-After after 10 failures", async () => {
    const target = await registerCustomer(t);
    const address = freshAddress();
    const answers: number[] = [];
    for (let i = 0; i < 11; i++) answers.push((await login(target.email, `Guess-${i}-password`, address)).status);
    expect(answers).toEqual([...Array<number>(10).fill(401), 429]);
    const blocked = await login(target.email, target.password, address);
    expect(blocked.status).toBe(429);
    const retryAfter = Number(blocked.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(await blocked.json()).toMatchObject({ data: null, code: "too_many_attempts" });
    // The owner, from another address, is not refused.
    expect((await login(target.email, target.password, freshAddress())).status).toBe(200);
  }, 120_000);

  it("makes attempts past five failures wait longer each time, right password or wrong", () => {
    const limits = DEFAULT_LOGIN_LIMITS;
    expect([0, 4, 5, 6, 7, 9, 50].map((n) => guessDelayMs(n, limits))).toEqual([0, 0, 500, 1000, 2000, 8000, 8000]);
  });

  it("forgets the account's failures after a good sign-in", async () => {
    for (let i = 0; i < 4; i++) await login(customer.email, `Wrong-Password-${i}`, freshAddress());
    expect((await login(customer.email, customer.password, freshAddress())).status).toBe(200);
    const left = await t.db.selectFrom("login_failures").select("id").where("email_key", "=", customer.email.toLowerCase()).execute();
    expect(left).toEqual([]);
  });

  it("counts an unknown email exactly like a real one", async () => {
    const address = freshAddress();
    const answers: number[] = [];
    for (let i = 0; i < 11; i++) answers.push((await login("ghost@example.com", `Wrong-${i}-password`, address)).status);
    expect(answers).toEqual([...Array<number>(10).fill(401), 429]);
  }, 120_000);

  it("lets at most 10 of 14 simultaneous guesses from one address through", async () => {
    const target = await registerCustomer(t);
    const address = freshAddress();
    const answers = await Promise.all(
      Array.from({ length: 14 }, (_, i) => login(target.email, `Guess-number-${i}`, address).then((r) => r.status)),
    );
    expect(answers.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
    expect(answers.filter((s) => s === 429).length).toBeGreaterThanOrEqual(4);
    expect(answers.every((s) => s === 401 || s === 429)).toBe(true);
  }, 120_000);
});

describe("failed sign-ins per address", () => {
  it("answers 429 after 20 failures from one address, whatever the emails; other addresses go on", async () => {
    const address = freshAddress();
    for (let i = 0; i < 20; i++) {
      expect((await login(`visitor${i}@example.com`, "Wrong-Password-1", address)).status).toBe(401);
    }
    const blocked = await login(customer.email, customer.password, address);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await login(customer.email, customer.password, freshAddress())).status).toBe(200);
  }, 120_000);
});
