// The delivery address form in Chromium against the real server: each tab in English and in
// Arabic, problems shown beside their fields, and a save made offline that survives a reload and
// reaches the server exactly once when the network returns. axe on the form.
import { expect as baseExpect, test, type APIRequestContext, type Page } from "./support/test.ts";
import { deviceData, newCustomer, registerViaApi, signInAs } from "./support/account.ts";
import { arabic } from "./support/catalog.ts";
import { expectNoAxeViolation, serviceWorkerControls, switchToArabic } from "./support/helpers.ts";

// The service worker takes part here (offline, install or update): the suite blocks it elsewhere (playwright.config.ts).
test.use({ serviceWorkers: "allow" });

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 90_000 });

async function token(page: Page): Promise<string> {
  const { user } = await deviceData(page);
  return (user.session?.[0] as { token: string }).token;
}

async function savedAddress(request: APIRequestContext, bearer: string): Promise<Record<string, unknown> | null> {
  const res = await request.post("/api/getuserprofile", { form: {}, headers: { Authorization: `Bearer ${bearer}` } });
  return ((await res.json()) as { data: { address: Record<string, unknown> | null } }).data.address;
}

type Lang = "English" | "Arabic";
const tr = (lang: Lang, english: string) => (lang === "Arabic" ? arabic(english) : english);

async function fill(page: Page, lang: Lang, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) {
    await page.getByLabel(tr(lang, label), { exact: true }).fill(value);
  }
}

const TABS = [
  { tab: "House", type: "house", fields: { Block: "10", Street: "Salem Al Mubarak", "House number": "٢٣" } },
  {
    tab: "Apartment",
    type: "building",
    fields: { Block: "4", Street: "Baghdad St", "Building number": "12", Floor: "3", "Apartment number": "7" },
  },
  {
    tab: "Office",
    type: "office",
    fields: { "Company name": "Fit Co", Block: "2", Street: "Gulf Rd", "Building number": "B5", Floor: "11" },
  },
] as const;

for (const lang of ["English", "Arabic"] as const) {
  test(`${lang}: each tab saves its address, then returns to checkout`, async ({ page, request }) => {
    const c = newCustomer(lang === "Arabic" ? "Huda" : "Sara");
    await registerViaApi(request, c);
    await signInAs(page, c);
    if (lang === "Arabic") await switchToArabic(page);
    const bearer = await token(page);
    for (const { tab, type, fields } of TABS) {
      await page.goto("/checkout/add-address");
      await page.getByRole("tab", { name: tr(lang, tab) }).click();
      await expect(page.getByRole("tab", { name: tr(lang, tab) })).toHaveAttribute("aria-selected", "true");
      // The search narrows the list, by the English or the Arabic name. The list is whole first: until
      // the areas have loaded it holds only its prompt, which a narrowed list's count cannot tell apart
      // from a search that matched nothing (a proof run saw one option, then five).
      const options = page.getByLabel(tr(lang, "Area"), { exact: true }).locator("option");
      await expect.poll(() => options.count()).toBeGreaterThan(8);
      await page.getByLabel(tr(lang, "Find your area"), { exact: true }).fill(lang === "Arabic" ? "السالم" : "salm");
      await expect.poll(() => options.count()).toBeLessThan(8);
      expect(await options.count()).toBeGreaterThan(1);
      await page.getByLabel(tr(lang, "Area"), { exact: true }).selectOption({ label: lang === "Arabic" ? "السالمية" : "Salmiya" });
      await fill(page, lang, fields);
      // The mobile number is the profile's unless changed.
      await expect(page.getByLabel(tr(lang, "Mobile number"), { exact: true })).toHaveValue(c.mobileNo);
      await page.getByRole("button", { name: tr(lang, "Continue") }).click();
      await expect(page.getByText(tr(lang, "Address Updated"))).toBeVisible();
      await expect(page).toHaveURL(/\/checkout$/);
      await expect.poll(async () => (await savedAddress(request, bearer))?.address_type).toBe(type);
    }
    // Back on the form, the tab follows the saved address (the office).
    await page.goto("/checkout/add-address");
    await expect(page.getByRole("tab", { name: tr(lang, "Office") })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByLabel(tr(lang, "Company name"), { exact: true })).toHaveValue("Fit Co");
    // Switching tabs shows that type's saved address or a blank form.
    await page.getByRole("tab", { name: tr(lang, "House") }).click();
    await expect(page.getByLabel(tr(lang, "Street"), { exact: true })).toHaveValue("");
  });
}

test("problems show beside their fields and nothing is sent", async ({ page, request }) => {
  const c = newCustomer();
  await registerViaApi(request, c);
  await signInAs(page, c);
  await page.goto("/checkout/add-address");
  let posted = 0;
  page.on("request", (r) => r.url().endsWith("/api/addaddress") && posted++);
  await page.getByLabel("House number", { exact: true }).fill("12a");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByLabel("Area", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Area", { exact: true })).toBeFocused();
  await expect(page.getByLabel("Block", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("House number", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Use digits only.")).toBeVisible();
  expect(posted).toBe(0);
  await expectNoAxeViolation(page, { allRules: true });
});

test("offline: the save waits on the phone through a reload, then reaches the server exactly once", async ({ page, context, request }) => {
  const c = newCustomer("Mariam");
  await registerViaApi(request, c);
  await signInAs(page, c);
  await page.goto("/checkout/add-address");
  // The area list arrives (and is cached) while online.
  await expect(page.getByLabel("Area", { exact: true }).locator("option", { hasText: "Salmiya" })).toBeAttached();
  await serviceWorkerControls(page);
  const bearer = await token(page);
  expect(await savedAddress(request, bearer)).toBeNull();

  const created: unknown[] = [];
  page.on("response", async (res) => {
    if (!res.url().endsWith("/api/addaddress") || res.status() !== 200) return;
    created.push(((await res.json()) as { data: { repeated: boolean } }).data.repeated);
  });

  await context.setOffline(true);
  await page.getByLabel("Area", { exact: true }).selectOption({ label: "Salmiya" });
  await fill(page, "English", { Block: "10", Street: "Offline St", "House number": "5" });
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("status").filter({ hasText: "saved on this phone" })).toBeVisible();
  expect((await deviceData(page)).user.outbox ?? []).toHaveLength(1);

  await page.reload();
  await expect(page.getByRole("status").filter({ hasText: "saved on this phone" })).toBeVisible();
  await expect(page.getByLabel("Street", { exact: true })).toHaveValue("Offline St");

  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event("online")));
  await expect(page.getByText("Your address saved on this phone has been sent.")).toBeVisible();
  await expect.poll(async () => (await deviceData(page)).user.outbox?.length).toBe(0);
  await expect.poll(async () => (await savedAddress(request, bearer))?.street).toBe("Offline St");
  // One row created on the server, however many times it was tried.
  expect(created.filter((repeated) => repeated === false)).toHaveLength(1);
});

test.describe("the map", () => {
  test.use({ geolocation: { latitude: 29.334, longitude: 48.074 }, permissions: ["geolocation"], viewport: { width: 412, height: 823 } });

  test("'Get my Location' pins Salmiya; Continue fills the form, which saves the point with the address", async ({ page, request }) => {
    const c = newCustomer("Lulwa");
    await registerViaApi(request, c);
    await signInAs(page, c);
    await page.goto("/checkout/update-map");
    await expect(page.locator(".maplibregl-canvas")).toBeVisible();
    await expect(page.getByRole("button", { name: "Continue" })).toBeDisabled();
    await page.getByRole("button", { name: "Get my Location" }).click();
    await expect(page.locator(".map-place")).toContainText("Salmiya");
    await expect(page.getByRole("link", { name: "Directions" })).toHaveAttribute("href", /destination=29\.334,48\.074/);
    await expectNoAxeViolation(page, { allRules: true });
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/checkout\/add-address\?/);
    await expect(page.getByLabel("Area", { exact: true }).locator("option:checked")).toHaveText("Salmiya");
    await fill(page, "English", { Block: "12", Street: "Tunis St", "House number": "9" });
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByText("Address Updated")).toBeVisible();
    const saved = await savedAddress(request, await token(page));
    expect(saved).toMatchObject({ street: "Tunis St", lat: 29.334, lang: 48.074 });

    // The checkout shows the same map around the saved pin, and the address without "Street" twice.
    await page.goto("/checkout");
    await expect(page.locator(".map-preview .maplibregl-canvas")).toBeVisible();
    await expect(page.locator(".map-preview").getByRole("img", { name: "Delivery point" })).toBeVisible();
    await expect(page.locator(".address-lines")).toContainText("Salmiya, Block 12, Tunis St, House 9");
    await switchToArabic(page);
    await expect(page.locator(".address-lines")).toContainText("السالمية، قطعة 12، Tunis St، منزل 9");
  });
});

test.describe("the map without location access", () => {
  test.use({ permissions: [], viewport: { width: 412, height: 823 } });

  test("says location is off, and a tap on the map still places the pin (Arabic)", async ({ page, request }) => {
    const c = newCustomer("Dana");
    await registerViaApi(request, c);
    await signInAs(page, c);
    await page.goto("/");
    await switchToArabic(page);
    await page.goto("/checkout/update-map");
    await page.getByRole("button", { name: arabic("Get my Location") }).click();
    await expect(page.getByRole("alert")).toContainText(
      arabic("Location access is off for this site. Tap the map to place the pin, or allow location in your browser settings."),
    );
    const canvas = page.locator(".maplibregl-canvas");
    await expect(canvas).toBeVisible();
    // The middle of the default view is Kuwait City (its top is the bay, outside our delivery area).
    await canvas.click();
    await expect(page.getByRole("button", { name: arabic("Continue") })).toBeEnabled();
  });
});

test.describe("area names on the map", () => {
  test.use({ permissions: [], viewport: { width: 412, height: 823 } });

  for (const lang of ["English", "Arabic"] as const) {
    test(`${lang}: the areas in view are labelled in the page's language; the keyboard pins the map's centre`, async ({
      page,
      request,
    }) => {
      const c = newCustomer(lang === "Arabic" ? "Shaikha" : "Amal");
      await registerViaApi(request, c);
      await signInAs(page, c);
      if (lang === "Arabic") await switchToArabic(page);
      await page.goto("/checkout/update-map");
      await expect(page.locator(".maplibregl-canvas")).toBeVisible();
      // Kuwait City sits at the default view's centre (labels that would overlap it are left out),
      // Fahaheel far outside it; the area under the centre is named above the map.
      const labels = page.locator(".map-area-label");
      const city = labels.filter({ hasText: new RegExp(`^${lang === "Arabic" ? "مدينة الكويت" : "Kuwait City"}$`) });
      await expect(city).toBeVisible();
      await expect(city).toHaveAttribute("aria-hidden", "true");
      await expect(labels.filter({ hasText: lang === "Arabic" ? "الفحيحيل" : "Fahaheel" })).toHaveCount(0);
      await expect(labels.filter({ hasText: lang === "Arabic" ? "Kuwait City" : "مدينة الكويت" })).toHaveCount(0);
      await expect(page.locator(".map-here")).toHaveText(lang === "Arabic" ? /^وسط الخريطة: / : /^Map centre: /);

      // A tap on a label goes through to the map and places the pin there.
      const continueButton = page.getByRole("button", { name: tr(lang, "Continue") });
      await expect(continueButton).toBeDisabled();
      const box = (await city.boundingBox())!;
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await expect(page.locator(".map-pin")).toBeVisible();
      await expect(continueButton).toBeEnabled();

      // Keyboard only: focus the map, move it south (inland) with an arrow key, pin its centre.
      await page.reload();
      await expect(page.locator(".maplibregl-canvas")).toBeVisible();
      await expect(continueButton).toBeDisabled();
      await page.locator(".maplibregl-canvas").focus();
      await page.keyboard.press("ArrowDown");
      const pinCentre = page.getByRole("button", { name: tr(lang, "Pin the centre of the map") });
      await expect(pinCentre).toBeEnabled();
      await pinCentre.focus();
      await page.keyboard.press("Enter");
      await expect(page.locator(".map-place")).toContainText(lang === "Arabic" ? "محافظة العاصمة" : "Al Asimah (Capital)");
      await expect(continueButton).toBeEnabled();
      await continueButton.focus();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/checkout\/add-address\?.*area=/);
    });
  }
});
