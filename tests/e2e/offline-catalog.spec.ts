// The whole catalog offline after one visit (docs/product-rules.md "The whole catalog offline"), in English and
// Arabic, on a phone: a new customer opens the home page only, waits until the quiet line says the
// menu is saved (by a worker of its own), goes offline, and then finds every tab of every package on the menu with every
// dish's picture, the order builder with a price for each package, the terms and the privacy policy.
// Signed in, the checkout shows the saved address and the wallet balance offline (paying says it
// needs the network).
import { expect as baseExpect, test, type Page } from "./support/test.ts";
import { arabic } from "./support/catalog.ts";
import { newCustomer, registerViaApi, signInAs } from "./support/account.ts";
import { readRow, serviceWorkerControls, switchToArabic } from "./support/helpers.ts";

// The service worker takes part here (offline, install or update): the suite blocks it elsewhere (playwright.config.ts).
test.use({ serviceWorkers: "allow" });

// The save fetches the catalog and about 300 pictures: generous on a busy 2-core machine.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });
// Data Saver off: the save takes the pictures too (the suite's other specs run with it on).
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, saveData: false });

const PACKAGES = [
  { id: "24", en: "Sumbatik" },
  { id: "26", en: "Fit" },
  { id: "28", en: "Bulk" },
];
const TABS = ["Breakfast", "Main Meals", "Snacks", "Soups"];

/** Every dish picture the shown cards use, fetched through the page (the service worker answers). */
async function picturesAvailable(page: Page): Promise<{ total: number; missing: string[] }> {
  return page.evaluate(async () => {
    const urls = [...document.querySelectorAll<HTMLImageElement>(".dish-card img")].map((img) => img.currentSrc || img.src);
    const missing: string[] = [];
    for (const url of urls) {
      const ok = await fetch(url).then(
        (r) => r.ok,
        () => false,
      );
      if (!ok) missing.push(url);
    }
    return { total: urls.length, missing };
  });
}

for (const lang of ["en", "ar"] as const) {
  const tr = lang === "ar" ? arabic : (s: string) => s;

  test(`${lang === "en" ? "English" : "Arabic"}: after a visit of the home page only, the whole catalog works offline`, async ({ page, context }) => {
    // The save runs in a worker of its own, off the page's main thread (src/catalog/save-in-worker.ts).
    const saveWorker = page.waitForEvent("worker", { predicate: (worker) => /\/save-worker-[\w-]+\.js$/.test(worker.url()), timeout: 120_000 });
    await page.goto(`/?lang=${lang}`);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await serviceWorkerControls(page);
    const line = page.locator(".offline-save");
    await expect(line).toHaveAttribute("data-state", "saved", { timeout: 120_000 });
    await saveWorker;
    await expect(line).toHaveText(tr("Menu saved for offline"));

    await context.setOffline(true);
    try {
      await page.goto("/menu");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(tr("Our menu"));
      // Said once: not again on the next page (src/app/offline-catalog.tsx).
      await expect(line).toBeHidden();
      const select = page.getByLabel(tr("Package"), { exact: true });
      for (const pkg of PACKAGES) {
        await select.selectOption(pkg.id);
        for (const tab of TABS) {
          await page.getByRole("tab", { name: tr(tab) }).click();
          await expect(page.getByRole("tab", { name: tr(tab) })).toHaveAttribute("aria-selected", "true");
          await expect(page.locator(".dish-card").first()).toBeVisible();
          const pictures = await picturesAvailable(page);
          expect(pictures.total, `${pkg.en} ${tab}: dish cards`).toBeGreaterThan(0);
          expect(pictures.missing, `${pkg.en} ${tab}: pictures missing offline`).toEqual([]);
        }
      }
      // The first cards' pictures are painted, not broken.
      const firstPicture = page.locator(".dish-card img").first();
      await expect.poll(() => firstPicture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

      await page.goto("/package");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(tr("Build your order"));
      // A start date completes the default order; then each package shows its price.
      await page.locator("#start-date summary").click();
      await page.locator(".rdp-day:not(.rdp-disabled):not(.rdp-outside) .rdp-day_button").first().click();
      for (const pkg of PACKAGES) {
        const radio = page.locator(`input[type="radio"][name="package"][value="${pkg.id}"]`);
        await radio.click();
        await expect(radio).toBeChecked();
        await expect(page.getByTestId("price-block"), `${pkg.en}: a price offline`).toContainText(/\d+\.\d{3}/);
      }

      await page.goto("/terms-conditions");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(tr("Terms and Conditions"));
      await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();
      await page.goto("/privacy-policy");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(tr("Privacy Policy"));
      await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
  });
}

for (const lang of ["en", "ar"] as const) {
  const tr = lang === "ar" ? arabic : (s: string) => s;

  test(`${lang === "en" ? "English" : "Arabic"}: signed in, the checkout shows the saved address and the wallet offline; paying says it needs the network`, async ({
    page,
    context,
    request,
  }) => {
    const c = newCustomer("Hessa", "Offline");
    await registerViaApi(request, c);
    await signInAs(page, c);
    const token = String((await readRow(page, "session", "current"))?.token);
    const street = `Offline Street ${Date.now().toString(36)}`;
    const saved = await request.post("/api/addaddress", {
      headers: { Authorization: `Bearer ${token}` },
      form: { address_type: "house", area_id: "1", block: "3", street, house_number: "9", mobile_number: c.mobileNo, idempotency_key: `offline-${Date.now().toString(36)}-${c.mobileNo}` },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    if (lang === "ar") await switchToArabic(page);

    // An order built as a customer builds it, then the checkout online: address and balance shown.
    await page.goto("/package");
    await page.locator("#start-date summary").click();
    await page.locator(".rdp-day:not(.rdp-disabled):not(.rdp-outside) .rdp-day_button").first().click();
    await page.getByRole("button", { name: tr("Continue") }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    const addressCard = page.locator("main").getByText(street, { exact: false });
    await expect(addressCard).toBeVisible();
    const balance = page.getByRole("region", { name: tr("Wallet") }).locator("strong");
    await expect(balance).toHaveText(/0\.000/);
    const balanceOnline = await balance.textContent();
    await serviceWorkerControls(page);

    await context.setOffline(true);
    try {
      await page.reload();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(tr("Checkout"));
      await expect(addressCard).toBeVisible();
      await expect(balance).toHaveText(balanceOnline ?? "");
      const knet = page.getByRole("radio", { name: tr("Knet") });
      await knet.click();
      await expect(knet).toBeChecked();
      await page.getByRole("button", { name: tr("Pay now") }).click();
      await expect(page.getByText(tr("Payment needs a connection. Your order is kept: press Pay now again when you are online.")).first()).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
  });
}
