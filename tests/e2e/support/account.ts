// End-to-end helpers for the account journeys: a unique customer per test, registration through
// the real API, what the device holds in IndexedDB, and the reset link the server logged (the
// server runs as in production: the link goes out by mail, support/mail.ts, and into its log).
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, type APIRequestContext, type Page } from "@playwright/test";

/** Where tests/e2e/support/global-setup.ts sends the server's output (E2E_SERVER_LOG if it says). */
const SERVER_LOG = process.env.E2E_SERVER_LOG ?? path.resolve(import.meta.dirname, "../../../.bench/e2e-server.log");

export type Customer = { firstName: string; lastName: string; email: string; mobileNo: string; password: string };

/** Signs the customer in through the sign-in screen (in English), waiting for the greeting. */
export async function signInAs(page: Page, c: Customer): Promise<void> {
  await page.goto("/sign-in");
  await page.getByLabel("Email", { exact: true }).fill(c.email);
  await page.getByLabel("Password", { exact: true }).fill(c.password);
  await page.getByRole("main").getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByText("Logged in successfully")).toBeVisible({ timeout: 20_000 });
}

export function newCustomer(firstName = "Noura", lastName = "Tester"): Customer {
  const n = Math.floor(Math.random() * 10_000_000);
  return {
    firstName,
    lastName,
    email: `e2e.${Date.now().toString(36)}.${n}@example.com`,
    mobileNo: `6${String(n).padStart(7, "0")}`,
    password: "Saffron-Harbour-42",
  };
}

export async function registerViaApi(request: APIRequestContext, c: Customer): Promise<number> {
  const res = await request.post("/api/userregistration", {
    form: { first_name: c.firstName, last_name: c.lastName, email: c.email, mobile_no: c.mobileNo, password: c.password, referral_code: "" },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { user_id: number } }).data.user_id;
}

export const USER_STORES = ["session", "orderDraft", "calculator", "userCache", "outbox", "addressDrafts"] as const;

/** The user stores as a signed-out device holds them: every one empty. */
export const EMPTY_USER_STORES: Record<string, unknown[]> = Object.fromEntries(USER_STORES.map((store) => [store, []]));

/** Every row of the user stores, the settings and the number of cached packages. */
export async function deviceData(page: Page): Promise<{ user: Record<string, unknown[]>; settings: unknown[]; packages: number }> {
  return page.evaluate(async (stores) => {
    // The app creates its database after the page has hydrated (lib/db.ts): wait for it, or opening
    // it here would create an empty one.
    while (!(await indexedDB.databases()).some((d) => d.name === "storefront")) await new Promise(requestAnimationFrame);
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open("storefront");
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const all = (store: string) =>
      new Promise<unknown[]>((resolve, reject) => {
        const req = db.transaction(store).objectStore(store).getAll();
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
    const user: Record<string, unknown[]> = {};
    for (const store of stores) user[store] = await all(store);
    const settings = await all("settings");
    const packages = (await all("packages")).length;
    db.close();
    return { user, settings, packages };
  }, [...USER_STORES]);
}

/** Puts user data of the other features on the device (a draft, a queued address waiting to retry, a wallet cache). */
export async function addUserData(page: Page, userId: number): Promise<void> {
  await page.evaluate(async (id) => {
    // The app creates its database after the page has hydrated (lib/db.ts): wait for it, or opening
    // it here would create an empty one.
    while (!(await indexedDB.databases()).some((d) => d.name === "storefront")) await new Promise(requestAnimationFrame);
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open("storefront");
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    await new Promise<void>((resolve, reject) => {
      const tx = db.transaction(["orderDraft", "outbox", "userCache", "calculator"], "readwrite");
      tx.objectStore("orderDraft").put({ id: "current", packageId: 24, days: 26, updatedAt: Date.now() });
      // A save waiting for its next retry (an hour away): the app's outbox, which runs after every
      // successful call, leaves it queued, so it is still there when the test counts it.
      tx.objectStore("outbox").put({ idempotencyKey: `e2e-${id}`, userId: id, kind: "address", payload: { block: "1" }, attempts: 1, nextAttemptAt: Date.now() + 3_600_000, createdAt: Date.now() });
      tx.objectStore("userCache").put({ key: "wallet", userId: id, value: { fils: 25000 } });
      tx.objectStore("calculator").put({ id: "answers", userGender: "female" });
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
    db.close();
  }, userId);
}

export async function sessionUserId(page: Page): Promise<number> {
  const { user } = await deviceData(page);
  const session = user.session?.[0] as { userId?: number } | undefined;
  expect(session?.userId).toEqual(expect.any(Number));
  return session!.userId!;
}

/**
 * The path and query of the newest reset link the server under test logged for the user. Links
 * carry the server's own port (PUBLIC_URL defaults to http://localhost:PORT), which tells this
 * run's lines from those of another run sharing the log file on a busy machine.
 */
export async function loggedResetPath(userId: number, baseURL: string): Promise<string> {
  const port = new URL(baseURL).port;
  const prefix = `password reset link for user ${userId}: `;
  let found: URL | undefined;
  await expect
    .poll(
      () => {
        const links = readFileSync(SERVER_LOG, "utf8")
          .split("\n")
          .filter((line) => line.startsWith(prefix))
          .map((line) => new URL(line.slice(prefix.length).trim()))
          .filter((url) => url.port === port);
        found = links.at(-1);
        return found?.href;
      },
      { timeout: 30_000 },
    )
    .toBeTruthy();
  return `${found!.pathname}${found!.search}`;
}
