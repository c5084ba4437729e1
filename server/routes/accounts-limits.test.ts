// Repeated failed sign-ins are slowed: 5 per email and 20 per client address in 15 minutes, then
// 429 with Retry-After. Counts live in Postgres (login_failures), so they hold across instances.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerCustomer, type TestCustomer } from "../../tests/support/accounts.ts";
import { createTestApp, type TestApp } from "../../tests/support/test-app.ts";
import { DEFAULT_LOGIN_LIMITS } from "../auth/rate-limit.ts";

let t: TestApp;
let customer: TestCustomer;
let addressCounter = 0;

beforeAll(async () => {
  // Behind a load balancer: the last X-Forwarded-For entry is the client's address.
  t = await createTestApp({ accounts: { trustProxy: true } });
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
  it("answers 429 with Retry-After after 5 failures, even for the right password or from elsewhere", async () => {
    expect(DEFAULT_LOGIN_LIMITS).toMatchObject({ perEmail: 5, perAddress: 20, windowMs: 15 * 60 * 1000 });
    for (let i = 0; i < 5; i++) {
      expect((await login(customer.email, `Wrong-Password-${i}`, freshAddress())).status).toBe(401);
    }
    const blocked = await login(customer.email, customer.password, freshAddress());
    expect(blocked.status).toBe(429);
    const retryAfter = Number(blocked.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(await blocked.json()).toMatchObject({ data: null, code: "too_many_attempts" });
    // Another email from the same address is not affected.
    expect((await login("someone.else@example.com", "Wrong-Password-x", freshAddress())).status).toBe(401);
  }, 60_000);

  it("lets the customer in again once the window has passed", async () => {
    await t.db
      .updateTable("login_failures")
      .set({ created_at: new Date(Date.now() - 16 * 60 * 1000) })
      .where("email_key", "=", customer.email.toLowerCase())
      .execute();
    expect((await login(customer.email, customer.password, freshAddress())).status).toBe(200);
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
    for (let i = 0; i < 6; i++) answers.push((await login("ghost@example.com", `Wrong-${i}-password`, address)).status);
    expect(answers).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it("lets at most 5 of 10 simultaneous guesses through", async () => {
    const target = await registerCustomer(t);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => login(target.email, `Guess-number-${i}`, freshAddress()).then((r) => r.status)),
    );
    expect(answers.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(answers.filter((s) => s === 429).length).toBeGreaterThanOrEqual(5);
    expect(answers.every((s) => s === 401 || s === 429)).toBe(true);
  });
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
