// Sign-up and password-reset abuse (issue 31, findings 4, 5 and 7): limits per client address and
// per account, names and emails that cannot become structure in our mails, and a mail template
// that keeps a stored name on its line. In-process, behind a "load balancer" (trustProxy) so each
// test can speak from its own address.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_ACCOUNT_LIMITS } from "../../server/auth/account-limits.ts";
import { resetMail } from "../../server/mail/templates.ts";
import { registerCustomer, registrationFields } from "../support/accounts.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;
let addressCounter = 0;

beforeAll(async () => {
  t = await createTestApp({ accounts: { trustProxy: true } });
});
afterAll(() => t.close());

const freshAddress = () => `192.0.2.${++addressCounter}`;
const from = (address: string): RequestInit => ({ headers: { "X-Forwarded-For": address } });
type Body = { data: unknown; code?: string };

/** Reset mails recorded for the address (the worker sends what is recorded). */
async function resetMails(email: string): Promise<number> {
  const rows = await t.db
    .selectFrom("mail_outbox")
    .select("id")
    .where("kind", "=", "password_reset")
    .where("to_address", "=", email)
    .execute();
  return rows.length;
}

describe("password reset mails", () => {
  it("ten requests for one account send at most three mails, and each answers the same", async () => {
    expect(DEFAULT_ACCOUNT_LIMITS.resetMailsPerAccount).toBe(3);
    const c = await registerCustomer(t);
    for (let i = 0; i < 10; i++) {
      const res = await t.postForm("/api/forgotpassword", { email: c.email }, from(freshAddress()));
      expect(res.status).toBe(200);
      expect(((await res.json()) as { data: { sent: boolean } }).data.sent).toBe(true);
    }
    expect(await resetMails(c.email)).toBe(3);
  });

  it("answers 429 with Retry-After past 20 requests from one address, account or not", async () => {
    const address = freshAddress();
    for (let i = 0; i < DEFAULT_ACCOUNT_LIMITS.resetsPerAddress; i++) {
      expect((await t.postForm("/api/forgotpassword", { email: `nobody${i}@example.com` }, from(address))).status).toBe(200);
    }
    const refused = await t.postForm("/api/forgotpassword", { email: "nobody@example.com" }, from(address));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await refused.json()) as Body).code).toBe("too_many_attempts");
    expect((await t.postForm("/api/forgotpassword", { email: "nobody@example.com" }, from(freshAddress()))).status).toBe(200);
  });
});

describe("sign-up limits", () => {
  it("answers 'taken' ten times to an address, then 429 for any sign-up from it, taken or not", async () => {
    // Three customers: one email is named at most five times an hour, its own sign-up included.
    const known = [await registerCustomer(t), await registerCustomer(t), await registerCustomer(t)];
    const address = freshAddress();
    for (let i = 0; i < DEFAULT_ACCOUNT_LIMITS.takenPerAddress; i++) {
      const res = await t.postForm("/api/userregistration", registrationFields({ email: known[i % 3]!.email }), from(address));
      expect(((await res.json()) as Body).code).toBe("email_taken");
    }
    for (const fields of [registrationFields({ email: known[0]!.email }), registrationFields()]) {
      const res = await t.postForm("/api/userregistration", fields, from(address));
      expect(res.status).toBe(429);
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    // Another address signs up.
    expect((await t.postForm("/api/userregistration", registrationFields(), from(freshAddress()))).status).toBe(200);
  });

  it("takes at most five sign-ups naming one email an hour, from any addresses", async () => {
    const fields = registrationFields();
    const answers: number[] = [];
    // Each with its own mobile number: only the email repeats.
    for (let i = 0; i < 6; i++) {
      const other = registrationFields({ email: fields.email! });
      answers.push((await t.postForm("/api/userregistration", other, from(freshAddress()))).status);
    }
    expect(answers).toEqual([200, 409, 409, 409, 409, 429]);
  });
});

describe("names and emails", () => {
  it("refuses CR/LF, bidi controls and angle brackets in names with invalid_<field>, writing nothing", async () => {
    const before = await t.db.selectFrom("users").select("id").execute();
    for (const [field, value] of [
      ["first_name", "Eve\r\n\r\nACCOUNT LOCKED - verify: http://evil.example/k"],
      ["first_name", "Eve\u202eevil"],
      ["last_name", "Smith\u2066x\u2069"],
      ["last_name", "<b>Smith</b>"],
    ] as const) {
      const res = await t.postForm("/api/userregistration", registrationFields({ [field]: value }), from(freshAddress()));
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ data: null, code: `invalid_${field}`, field });
    }
    expect(await t.db.selectFrom("users").select("id").execute()).toEqual(before);
  });

  it("refuses an email that is not one plain address (x<demo@…>, q,demo@…), so no mail goes to someone else", async () => {
    const demo = await registerCustomer(t);
    const [local, domain] = demo.email.split("@");
    for (const email of [`x<${demo.email}>`, `q,${demo.email}`, `"${local}"@${domain}`, `Demo <${demo.email}>`]) {
      const res = await t.postForm("/api/userregistration", registrationFields({ email }), from(freshAddress()));
      expect(res.status, email).toBe(400);
      expect(await res.json()).toMatchObject({ data: null, code: "invalid_email", field: "email" });
    }
  });

  it("keeps a stored name with CR/LF on its line in the plain-text reset mail", async () => {
    // A name stored before names were checked.
    const c = await registerCustomer(t);
    await t.db
      .updateTable("users")
      .set({ first_name: "Eve\r\n\r\nACCOUNT LOCKED - verify: http://evil.example/k" })
      .where("id", "=", c.userId)
      .execute();
    expect((await t.postForm("/api/forgotpassword", { email: c.email }, from(freshAddress()))).status).toBe(200);
    const mail = await t.db
      .selectFrom("mail_outbox")
      .select(["text_body", "html_body"])
      .where("to_address", "=", c.email)
      .executeTakeFirstOrThrow();
    const lines = mail.text_body.split(/\r?\n/);
    expect(lines.some((line) => line.startsWith("ACCOUNT LOCKED"))).toBe(false);
    expect(lines).toContain("Hello Eve ACCOUNT LOCKED - verify: http://evil.example/k,");
    // The same for every template and language (subject included).
    const ar = resetMail(2, { firstName: "a\u2028b\u202ec", link: "https://shop.example/r", minutes: 60 });
    expect(ar.text).not.toMatch(/[\u2028\u202e]/);
  });
});
