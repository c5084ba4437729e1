// Writes made of several rows are all or nothing. The failure is injected in the database itself
// (a trigger that refuses the second row), so the real route and repos run unchanged.
// Regression: registration stored the account and then, separately, its session; a crash between
// the two left an account the customer was never told about, and signing up again said "email taken".
import { sql } from "kysely";
import { afterAll, beforeAll, expect, it } from "vitest";
import { registrationFields } from "../support/accounts.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ logger: { error: () => {}, info: () => {} } });
});
afterAll(() => t?.close());

it("registration: when the session cannot be stored, no account is left behind, and a retry succeeds", async () => {
  const fields = registrationFields();
  const email = fields.email!;
  await sql`create function refuse_session() returns trigger language plpgsql as $$ begin raise exception 'disk gone'; end $$`.execute(t.db);
  await sql`create trigger refuse_session before insert on sessions for each row execute function refuse_session()`.execute(t.db);
  const failed = await t.postForm("/api/userregistration", fields);
  expect(failed.status).toBe(500);
  expect(await failed.json()).toMatchObject({ data: null, code: "internal_error" });
  expect(await t.db.selectFrom("users").select("id").where("email", "=", email).execute()).toEqual([]);

  await sql`drop trigger refuse_session on sessions`.execute(t.db);
  const retry = await t.postForm("/api/userregistration", fields);
  expect(retry.status).toBe(200);
  const user = await t.db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow();
  expect(await t.db.selectFrom("sessions").select("id").where("user_id", "=", user.id).execute()).toHaveLength(1);
});
