// A live shop's seed (README "Demo and live"): the catalog, the operator with OPS_PASSWORD, and no
// demo data: no demo customer (demo@example.com cannot sign in), none of the README's coupons. A
// database a demo has used is refused. The demo's operator password is never the one the README
// once published.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../app.ts";
import { PUBLISHED_OPERATOR_PASSWORD } from "../../env.ts";
import type { PaymentGateway } from "../../payments/gateway.ts";
import { clientFor, openTestDatabase, type TestApp } from "../../../tests/support/test-app.ts";
import type { DbHandle } from "../client.ts";
import { migrateToLatest } from "../migrate.ts";
import { catalog } from "./catalog.ts";
import { OPERATOR_EMAIL, seedOperator } from "./customers.ts";
import { demoOperatorPassword } from "./operator.ts";
import { DemoDatabaseError, seedCatalog } from "./run.ts";

const OPS = "a long operator passphrase";
const provider: PaymentGateway = {
  name: "provider-double",
  startPayment: async (p) => ({ url: `https://pay.provider.example/${p.reference}` }),
  verifyCallback: () => undefined,
  fetchStatus: async () => "pending",
};

let live: DbHandle;
let demo: DbHandle;
let shop: Pick<TestApp, "postForm">;

beforeAll(async () => {
  [live, demo] = await Promise.all([openTestDatabase({ seeded: false }), openTestDatabase()]);
  await migrateToLatest(live.db);
  expect(await seedCatalog(live.db, catalog, { mode: "live", operatorPassword: OPS })).toBe(true);
  shop = clientFor(createApp({ db: live.db, mode: "live", gateway: provider, media: {} }));
});
afterAll(async () => {
  await live?.close();
  await demo?.close();
});

const signIn = (email: string, password: string) => shop.postForm("/api/userlogin", { email, password });

describe("a live shop's seed", () => {
  it("has the catalog and the operator, and no demo customer nor coupon", async () => {
    const count = async (table: "packages" | "meals" | "coupons" | "users") =>
      (await live.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n;
    expect(await count("packages")).toBe(catalog.packages.length);
    expect(await count("meals")).toBe(catalog.meals.length);
    expect(await count("coupons")).toBe(0);
    const users = await live.db.selectFrom("users").select(["email", "role"]).execute();
    expect(users).toEqual([{ email: OPERATOR_EMAIL, role: "operator" }]);
  });

  it("signs the operator in with OPS_PASSWORD only; the README's demo customer and password do not sign in", async () => {
    expect((await signIn(OPERATOR_EMAIL, OPS)).status).toBe(200);
    expect((await signIn(OPERATOR_EMAIL, PUBLISHED_OPERATOR_PASSWORD)).status).toBe(401);
    const demoCustomer = await signIn(catalog.demoCustomer.email, catalog.demoCustomer.password);
    expect(demoCustomer.status).toBe(401);
    expect(await demoCustomer.json()).toMatchObject({ code: "invalid_credentials" });
  });

  it("starts again on its own database, and refuses a demo's", async () => {
    expect(await seedCatalog(live.db, catalog, { mode: "live", operatorPassword: OPS })).toBe(false);
    await expect(seedCatalog(demo.db, catalog, { mode: "live", operatorPassword: OPS })).rejects.toThrow(DemoDatabaseError);
    await expect(seedCatalog(demo.db, catalog, { mode: "live", operatorPassword: OPS })).rejects.toThrow(/demo shop's data/);
  });
});

describe("the operator's password", () => {
  it("in a demo is made once per database, random, and kept", async () => {
    const first = await demoOperatorPassword(demo.db);
    expect(first).not.toBe(PUBLISHED_OPERATOR_PASSWORD);
    expect(first).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(await demoOperatorPassword(demo.db)).toBe(first);
    expect(await demoOperatorPassword(live.db)).not.toBe(first);
  });

  it("follows the password given at start, and a change ends the operator's sessions", async () => {
    const app = clientFor(createApp({ db: demo.db, mode: "demo", paymentSecret: "s", media: {} }));
    const password = await demoOperatorPassword(demo.db);
    expect(await seedOperator(demo.db, password)).toBe(true);
    expect(await seedOperator(demo.db, password)).toBe(false);
    const login = await app.postForm("/api/userlogin", { email: OPERATOR_EMAIL, password });
    expect(login.status).toBe(200);
    const { token } = ((await login.json()) as { data: { token: string } }).data;
    expect((await app.postForm("/api/userlogin", { email: OPERATOR_EMAIL, password: PUBLISHED_OPERATOR_PASSWORD })).status).toBe(401);

    expect(await seedOperator(demo.db, "another operator passphrase")).toBe(true);
    expect((await app.postForm("/api/getuserprofile", {}, { headers: { Authorization: `Bearer ${token}` } })).status).toBe(401);
    expect((await app.postForm("/api/userlogin", { email: OPERATOR_EMAIL, password })).status).toBe(401);
    expect((await app.postForm("/api/userlogin", { email: OPERATOR_EMAIL, password: "another operator passphrase" })).status).toBe(200);
  });
});
