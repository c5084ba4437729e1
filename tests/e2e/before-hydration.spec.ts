// A server-rendered form before the app has taken the page over (src/ui/before-hydration.ts): what
// the customer types or chooses is on screen at once and is still there, in the form's state, once
// the app runs; the submit button waits for the app instead of reloading the page. The app's code
// is held back until the test has typed, as on a slow phone. English and Arabic.
// Playwright's own `test`: the suite's (support/test.ts) waits after every navigation for the app
// to run, which is what these tests hold back.
import { expect, test, type Page } from "@playwright/test";
import { arabic } from "./support/catalog.ts";
import { newCustomer, registerViaApi } from "./support/account.ts";
import { readRow } from "./support/helpers.ts";

/** Holds every script of the app until `release()`; the server's HTML arrives as usual. */
async function holdScripts(page: Page): Promise<{ release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

for (const lang of ["English", "Arabic"] as const) {
  const tr = (english: string) => (lang === "Arabic" ? arabic(english) : english);
  const q = lang === "Arabic" ? "?lang=ar" : "?lang=en";

  test(`${lang}: sign-in typed before the app runs signs in once it does`, async ({ page, request }) => {
    const customer = newCustomer();
    await registerViaApi(request, customer);
    const scripts = await holdScripts(page);
    await page.goto(`/sign-in${q}`, { waitUntil: "commit" });
    await page.getByLabel(tr("Email"), { exact: true }).fill(customer.email);
    await page.getByLabel(tr("Password"), { exact: true }).fill(customer.password);
    const submit = page.getByRole("main").getByRole("button", { name: tr("Sign in"), exact: true });
    await expect(submit).toBeDisabled();
    // Enter in a field does not submit the page either: nothing reloads, nothing is lost.
    await page.getByLabel(tr("Password"), { exact: true }).press("Enter");
    await expect(page.getByLabel(tr("Email"), { exact: true })).toHaveValue(customer.email);

    scripts.release();
    await submit.click();
    await expect(page.getByText(tr("Logged in successfully"))).toBeVisible({ timeout: 20_000 });
    await expect(page).not.toHaveURL(/email|password/);
  });

  test(`${lang}: the calculator's first answer chosen before the app runs is the one it continues with`, async ({ page }) => {
    const scripts = await holdScripts(page);
    await page.goto(`/calculate-calorie/know-gender${q}`, { waitUntil: "commit" });
    await page.getByLabel(tr("Female"), { exact: true }).check();
    const next = page.getByRole("button", { name: tr("Continue"), exact: true });
    await expect(next).toBeDisabled();

    scripts.release();
    await next.click();
    await expect(page).toHaveURL(/\/calculate-calorie\/know-birthday/);
    // The answer kept on the device is the one chosen before the app ran.
    await expect.poll(() => readRow(page, "calculator", "answers")).toMatchObject({ gender: "female" });
  });
}
