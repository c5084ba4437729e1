// The account's role in the sign-in and profile answers (README "Operator"): "operator" for the
// kitchen's seeded account, so the app offers it the /ops screen, and "customer" for everyone else.
import { afterAll, beforeAll, expect, it } from "vitest";
import { bearer, registerCustomer, registrationFields } from "../../tests/support/accounts.ts";
import { createTestApp, type TestApp } from "../../tests/support/test-app.ts";
import { hashPassword } from "../auth/password.ts";
import { OPERATOR_EMAIL } from "../db/seed/customers.ts";
import { createUsersRepo } from "../repos/users-repo.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

type Answer = { data: { user_id: number; role: string; token?: string } };

it("answers role operator to the kitchen's account and customer to a customer, at sign-in and in the profile", async () => {
  // This file's own database: the operator gets a password of the test's, whatever OPS_PASSWORD says.
  const password = "Kitchen-Test-Pass-77";
  const users = createUsersRepo(t.db);
  const operator = (await users.findByEmailOrMobile({ email: OPERATOR_EMAIL }))!;
  await users.setPassword(operator.id, await hashPassword(password));

  const login = await t.postForm("/api/userlogin", { email: OPERATOR_EMAIL, password });
  expect(login.status).toBe(200);
  const signedIn = (await login.json()) as Answer;
  expect(signedIn.data).toMatchObject({ user_id: operator.id, email: OPERATOR_EMAIL, role: "operator" });
  const profile = (await (await t.postForm("/api/getuserprofile", {}, bearer(signedIn.data.token!))).json()) as Answer;
  expect(profile.data).toMatchObject({ user_id: operator.id, role: "operator" });

  const c = await registerCustomer(t);
  const customerLogin = (await (await t.postForm("/api/userlogin", { email: c.email, password: c.password })).json()) as Answer;
  expect(customerLogin.data).toMatchObject({ user_id: c.userId, role: "customer" });
  const customerProfile = (await (await t.postForm("/api/getuserprofile", {}, bearer(c.token))).json()) as Answer;
  expect(customerProfile.data).toMatchObject({ user_id: c.userId, role: "customer" });
});

it("answers role customer at sign-up", async () => {
  const res = await t.postForm("/api/userregistration", registrationFields());
  expect(res.status).toBe(200);
  expect(((await res.json()) as Answer).data.role).toBe("customer");
});
