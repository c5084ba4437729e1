// The kitchen's /ops screen, in English and in Arabic: a subscriber picks the dishes of a plan day
// (plan bought and paid through the API, picks saved with /savedaypicks); the operator opens /ops,
// signs in on the normal sign-in screen and comes back to /ops, chooses that day, and finds the
// picked dishes in the production list and the customer in the delivery manifest; the CSV download
// lists the picked dishes; offline, a day loaded before still shows and a new one says it needs the
// network. A customer opening /ops is told the page is for the kitchen (from the role the sign-in
// answered, and from the server's 403 for a session saved before the role was sent, which the
// session then keeps). axe throughout.
import { readFile } from "node:fs/promises";
import { formatDay } from "../../rules/order-dates.ts";
import { OPERATOR_EMAIL } from "../../server/db/seed/customers.ts";
import { newCustomer, registerViaApi, signInAs, type Customer } from "./support/account.ts";
import { arabic } from "./support/catalog.ts";
import { expectNoAxeViolation, readRow, switchToArabic, writeRows } from "./support/helpers.ts";
import { buyPlanViaApi } from "./support/plan.ts";
import { expect, test, type APIRequestContext, type Page } from "./support/test.ts";

// The service worker takes part here (offline, install or update): the suite blocks it elsewhere (playwright.config.ts).
test.use({ serviceWorkers: "allow" });

type Lang = { name: string; ar: boolean; tr: (english: string) => string };
const EN: Lang = { name: "English", ar: false, tr: (s) => s };
const AR: Lang = { name: "Arabic", ar: true, tr: (s) => arabic(s) };

// The password the e2e global setup gave the server (support/global-setup.ts): a test chooses its own.
const OPS_PASSWORD = process.env.OPS_PASSWORD ?? "";

async function call<T>(request: APIRequestContext, path: string, form: Record<string, string | number>, token?: string): Promise<T> {
  const res = await request.post(`/api${path}`, { form, headers: token ? { Authorization: `Bearer ${token}` } : {} });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

type Slot = { slot_type: "meal" | "snack" | "soup"; meal_id: number | null; meal_name: string | null; chosen_by: string };

/**
 * A customer with a paid plan whose first delivery day (still changeable) has the customer's own
 * picks: the dishes the kitchen proposes for it, saved as the customer's. Answers the day and the
 * picked dishes' names in the page's language.
 */
async function subscriberWithPicks(
  request: APIRequestContext,
  lang: Lang,
): Promise<{ customer: Customer; date: string; dishes: string[] }> {
  const customer = newCustomer(lang.ar ? "Fatma" : "Yusuf", `Kitchen${Math.random().toString(36).slice(2, 7)}`);
  await registerViaApi(request, customer);
  const { token } = await call<{ token: string }>(request, "/userlogin", { email: customer.email, password: customer.password });
  const plan = await buyPlanViaApi(request, token);
  const day = plan.days.find((d) => d.status === "upcoming")!;
  const langId = lang.ar ? 2 : 1;
  const proposed = await call<{ slots: Slot[] }>(
    request,
    "/daypicks",
    { purchase_id: plan.purchase_id, date: day.date, lang_id: langId },
    token,
  );
  const ids = (type: Slot["slot_type"]) =>
    proposed.slots
      .filter((s) => s.slot_type === type)
      .map((s) => s.meal_id)
      .join(",");
  const saved = await call<{ slots: Slot[] }>(
    request,
    "/savedaypicks",
    {
      purchase_id: plan.purchase_id,
      date: day.date,
      meals: ids("meal"),
      snacks: ids("snack"),
      soups: ids("soup"),
      lang_id: langId,
      idempotency_key: `ops-e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`,
    },
    token,
  );
  expect(saved.slots.every((s) => s.chosen_by === "customer" && s.meal_name)).toBe(true);
  return { customer, date: day.date, dishes: [...new Set(saved.slots.map((s) => s.meal_name!))] };
}

async function downloadCsv(page: Page, lang: Lang, expectedName: string): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: lang.tr("Download CSV") }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(expectedName);
  const bytes = await readFile(await download.path());
  // The server's file as it came: the byte-order mark that lets Excel read the Arabic is kept.
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return bytes.subarray(3).toString("utf8");
}

for (const lang of [EN, AR]) {
  test(`${lang.name}: the operator signs in from /ops, finds a subscriber's picked dishes and delivery, downloads the CSV`, async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(90_000);
    const { tr } = lang;
    const { customer, date, dishes } = await subscriberWithPicks(request, lang);
    const day = formatDay(date, lang.ar ? "ar" : "en");

    // Signed out, /ops sends the visitor to sign in, and back to /ops after.
    await page.goto("/ops");
    await expect(page).toHaveURL(/\/sign-in\?next=%2Fops$/);
    if (lang.ar) await switchToArabic(page);
    await page.getByLabel(tr("Email"), { exact: true }).fill(OPERATOR_EMAIL);
    await page.getByLabel(tr("Password"), { exact: true }).fill(OPS_PASSWORD);
    await page
      .getByRole("main")
      .getByRole("button", { name: tr("Sign in"), exact: true })
      .click();
    await expect(page).toHaveURL(/\/ops(\?|$)/);
    await expect(page.getByRole("heading", { level: 1, name: tr("Kitchen") })).toBeVisible();
    expect(await readRow(page, "session", "current")).toMatchObject({ email: OPERATOR_EMAIL, role: "operator" });

    // The subscriber's day.
    await page.getByLabel(tr("Delivery date")).fill(date);
    await expect(page).toHaveURL(new RegExp(`date=${date}`));
    const panel = page.getByRole("tabpanel");
    await expect(panel.getByRole("heading", { level: 2 })).toHaveText(tr("Production list, <0>{day}</0>").replace("<0>{day}</0>", day));
    for (const dish of dishes) await expect(panel.getByRole("rowheader", { name: dish, exact: true })).toBeVisible();
    await expectNoAxeViolation(page);

    const production = await downloadCsv(page, lang, `production-${date}.csv`);
    for (const dish of dishes) expect(production).toContain(dish);

    // The manifest: the customer under the plan's area, the phone to call.
    await page.getByRole("tab", { name: tr("Delivery manifest") }).click();
    await expect(panel.getByRole("heading", { level: 2 })).toHaveText(tr("Delivery manifest, <0>{day}</0>").replace("<0>{day}</0>", day));
    const row = panel.getByRole("row").filter({ has: page.getByRole("rowheader", { name: `${customer.firstName} ${customer.lastName}` }) });
    await expect(row.getByRole("link", { name: customer.mobileNo })).toHaveAttribute("href", `tel:+965${customer.mobileNo}`);
    await expectNoAxeViolation(page);
    const manifest = await downloadCsv(page, lang, `manifest-${date}.csv`);
    expect(manifest).toContain(`${customer.firstName} ${customer.lastName}`);

    // The kitchen's own plain frame: no SUBSCRIBE, no footer, no offline line; on an Arabic phone
    // nothing is wider than the screen (each area's table scrolls inside its own labelled region).
    await expect(page.getByRole("link", { name: tr("SUBSCRIBE") })).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
    await expect(page.locator(".offline-save")).toHaveCount(0);
    if (lang.ar) {
      await page.setViewportSize({ width: 320, height: 700 });
      await expect.poll(() => page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0)).toBeLessThanOrEqual(320);
      await expect(row).toBeAttached();
      await expect(panel.getByRole("region").first()).toBeVisible();
    }

    // The account menu offers the kitchen's screen to the operator.
    await page
      .getByRole("banner")
      .getByRole("button", { name: tr("Account menu") })
      .click();
    await expect(page.getByRole("link", { name: tr("Kitchen") })).toHaveAttribute("href", "/ops");
    await page.keyboard.press("Escape");

    if (!lang.ar) {
      // Offline: the day loaded before still shows, said to be as loaded; a new day needs the network.
      await context.setOffline(true);
      await page.getByRole("button", { name: "Next day" }).click();
      await expect(panel.getByText("The kitchen's lists need the network. Connect and try again.")).toBeVisible();
      await page.getByRole("button", { name: "Previous day" }).click();
      await expect(panel.getByText(/^You are offline\. This is the list as loaded on/)).toBeVisible();
      await expect(row).toBeVisible();
      await context.setOffline(false);
    }
  });

  test(`${lang.name}: a customer opening /ops is told the page is for the kitchen`, async ({ page, request }) => {
    const { tr } = lang;
    const customer = newCustomer(lang.ar ? "Huda" : "Omar", "Customer");
    await registerViaApi(request, customer);
    await signInAs(page, customer);
    if (lang.ar) await switchToArabic(page);
    const message = page.getByText(tr("This page is for the kitchen. Sign in with the kitchen's operator account to see the day's lists."));

    await page
      .getByRole("banner")
      .getByRole("button", { name: tr("Account menu") })
      .click();
    await expect(page.getByRole("link", { name: tr("My plan") })).toBeVisible();
    await expect(page.getByRole("link", { name: tr("Kitchen") })).toHaveCount(0);

    await page.goto("/ops");
    await expect(message).toBeVisible();
    await expectNoAxeViolation(page);

    // A session saved before sign-in answered a role: the server's 403 forbidden_role says the same.
    const session = (await readRow(page, "session", "current"))!;
    delete session.role;
    await writeRows(page, "session", [session]);
    const refused = page.waitForResponse((r) => r.url().endsWith("/api/ops/production"));
    await page.reload();
    expect((await refused).status()).toBe(403);
    await expect(message).toBeVisible();
    // …and the session now knows it is a customer's.
    await expect.poll(async () => (await readRow(page, "session", "current"))?.role).toBe("customer");
  });
}
