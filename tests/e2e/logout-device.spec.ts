// The device after logout, in Chromium against the real server: a signed-in customer with an order
// draft, calculator answers, the saved address cached, and an address save queued offline in the
// outbox logs out (online, and again offline); afterwards no IndexedDB table and no Cache Storage
// entry holds anything of theirs (session, token, draft, outbox, profile, address). Also when an
// answer for the user arrives after the logout: it is not written back. A logout made offline ends
// the session on the server once the device is online again.
import { expect as baseExpect, test, type BrowserContext, type Page } from "./support/test.ts";
import { newCustomer, registerViaApi, signInAs, USER_STORES, type Customer } from "./support/account.ts";
import { answerCalculator } from "./support/order.ts";
import { serviceWorkerControls, watchApiCalls, writeRows } from "./support/helpers.ts";

// The service worker takes part here (offline, install or update): the suite blocks it elsewhere (playwright.config.ts).
test.use({ serviceWorkers: "allow" });

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

type Device = { tables: Record<string, unknown[]>; caches: { url: string; body: string }[] };

/** Every row of every table of the app's database, and every Cache Storage entry outside the built files. */
async function everything(page: Page): Promise<Device> {
  return page.evaluate(async () => {
    // The app creates its database after the page has hydrated (lib/db.ts): wait for it, or opening
    // it here would create an empty one.
    while (!(await indexedDB.databases()).some((d) => d.name === "storefront")) await new Promise(requestAnimationFrame);
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open("storefront");
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const tables: Record<string, unknown[]> = {};
    for (const name of [...db.objectStoreNames]) {
      tables[name] = await new Promise<unknown[]>((resolve, reject) => {
        const req = db.transaction(name).objectStore(name).getAll();
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
    }
    db.close();
    const cached: { url: string; body: string }[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        if (new URL(request.url).pathname.startsWith("/assets/")) continue;
        const response = await cache.match(request);
        const type = response?.headers.get("content-type") ?? "";
        cached.push({ url: request.url, body: /json|text|javascript/.test(type) ? ((await response?.text()) ?? "") : "" });
      }
    }
    return { tables, caches: cached };
  });
}

const USER_TABLES = USER_STORES;

function expectNothingOf(device: Device, c: Customer, token: string): void {
  for (const table of USER_TABLES) expect(device.tables[table], `table ${table}`).toEqual([]);
  // Only device-wide settings remain; nothing anywhere mentions the customer.
  const deviceWide = ["langId", "storagePersisted", "installHintDismissed", "offlineCatalog:1", "offlineCatalog:2", "offlineSaveTold"];
  expect(device.tables.settings?.map((s) => (s as { key: string }).key).filter((k) => !deviceWide.includes(k))).toEqual([]);
  const secrets = [c.email, c.mobileNo, token, "Logout Lane", "Draft Drive"];
  for (const [table, rows] of Object.entries(device.tables)) {
    const text = JSON.stringify(rows);
    for (const secret of secrets) expect(text.includes(secret), `${table} mentions ${secret}`).toBe(false);
  }
  for (const entry of device.caches) {
    expect(new URL(entry.url).pathname, "a cached API answer").not.toMatch(/^\/api\//);
    for (const secret of secrets) expect(entry.body.includes(secret), `${entry.url} mentions ${secret}`).toBe(false);
  }
}

async function signIn(page: Page, c: Customer): Promise<string> {
  await signInAs(page, c);
  await serviceWorkerControls(page);
  const device = await everything(page);
  return (device.tables.session?.[0] as { token: string }).token;
}

/** A draft, calculator answers, the profile seen at checkout, then an address saved offline (left offline). */
async function fillDevice(page: Page, context: BrowserContext): Promise<void> {
  await page.goto("/package");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await writeRows(page, "orderDraft", [{ id: "current", packageId: 26, days: 26, meals: 3, updatedAt: Date.now() }]);
  await answerCalculator(page);
  await page.goto("/checkout/add-address");
  await expect(page.getByLabel("Area", { exact: true }).locator("option", { hasText: "Salmiya" })).toBeAttached();
  await page.waitForLoadState("networkidle");

  await context.setOffline(true);
  await page.getByLabel("Area", { exact: true }).selectOption({ label: "Salmiya" });
  await page.getByLabel("Block", { exact: true }).fill("10");
  await page.getByLabel("Street", { exact: true }).fill("Logout Lane");
  await page.getByLabel("House number", { exact: true }).fill("5");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("status").filter({ hasText: "saved on this phone" })).toBeVisible();
  // Typing kept in the form of another type, not saved yet.
  await page.goto("/checkout/add-address");
  await page.getByRole("tab", { name: "Apartment" }).click();
  await page.getByLabel("Street", { exact: true }).fill("Draft Drive");
  await expect.poll(async () => (await everything(page)).tables.addressDrafts?.length ?? 0).toBeGreaterThan(0);

  const before = await everything(page);
  for (const table of USER_TABLES) expect(before.tables[table]?.length, `before logout, ${table} has rows`).toBeGreaterThan(0);
}

async function logOut(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page.getByText("Logged out successfully")).toBeVisible();
  await expect(page.getByRole("banner").getByRole("button", { name: "Sign in" })).toBeVisible();
}

test("logout online: the device keeps nothing of the customer, and the token is revoked", async ({ page, context, request }) => {
  const c = newCustomer("Dalal", "Device");
  await registerViaApi(request, c);
  const token = await signIn(page, c);
  await fillDevice(page, context);

  const calls = watchApiCalls(page);
  await context.setOffline(false);
  await logOut(page);
  expectNothingOf(await everything(page), c, token);
  // The old token is refused, so nothing can be sent for the customer from here on; and every call
  // under way at the logout (a replay of the queued address) has come back without writing anything.
  await expect.poll(async () => (await request.post("/api/getuserprofile", { form: {}, headers: { Authorization: `Bearer ${token}` } })).status()).toBe(401);
  await calls.settled();
  expectNothingOf(await everything(page), c, token);
});

test("logout offline: the device keeps nothing of the customer, and the token is revoked once online", async ({ page, context, request }) => {
  const c = newCustomer("Fajer", "Offline");
  await registerViaApi(request, c);
  const token = await signIn(page, c);
  await fillDevice(page, context);

  await logOut(page);
  expectNothingOf(await everything(page), c, token);

  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event("online")));
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expectNothingOf(await everything(page), c, token);
  // The session the device forgot offline is ended on the server once the app is back online.
  await expect.poll(async () => (await request.post("/api/getuserprofile", { form: {}, headers: { Authorization: `Bearer ${token}` } })).status()).toBe(401);
  await expect.poll(async () => (await everything(page)).tables.revocations?.length).toBe(0);
  // The address queued before the logout was never sent for the customer.
  const profile = await request.post("/api/userlogin", { form: { email: c.email, password: c.password } });
  const fresh = ((await profile.json()) as { data: { token: string } }).data.token;
  const saved = await request.post("/api/getuserprofile", { form: {}, headers: { Authorization: `Bearer ${fresh}` } });
  expect(((await saved.json()) as { data: { address: unknown } }).data.address).toBeNull();
});

test("an answer for the customer that arrives after the logout is not written back", async ({ page, request }) => {
  const c = newCustomer("Latifa", "Late");
  await registerViaApi(request, c);
  const token = await signIn(page, c);
  // Give the customer a saved address on the server, so the late answer carries one.
  const add = await request.post("/api/addaddress", {
    headers: { Authorization: `Bearer ${token}` },
    form: { address_type: "house", area_id: "1", block: "3", street: "Logout Lane", house_number: "9", mobile_number: c.mobileNo, idempotency_key: `late-${Date.now()}` },
  });
  expect(add.status(), await add.text()).toBe(200);

  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route(/\/api\/getuserprofile$/, async (route) => {
    asked = true;
    const response = await route.fetch();
    await held;
    await route.fulfill({ response });
  });
  const calls = watchApiCalls(page);
  await page.goto("/checkout/add-address");
  await expect.poll(() => asked).toBe(true);
  await logOut(page);
  release();
  // The held answer has arrived and the app has done what it does with it.
  await calls.settled();
  expectNothingOf(await everything(page), c, token);
});
