// Foundation: the home page in English, the switch to Arabic (lang, dir, translated heading), and
// the choice kept in IndexedDB across a reload.
import { expect, test, type Page } from "./support/test.ts";
import { arabic } from "./support/catalog.ts";
import { readRow } from "./support/helpers.ts";

const HOME_TITLE = "Healthy meals, delivered fresh across Kuwait every day";

async function savedLangId(page: Page): Promise<unknown> {
  return (await readRow(page, "settings", "langId"))?.value;
}

test("home renders in English, then in Arabic after the language toggle", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(HOME_TITLE);

  await page.getByRole("link", { name: "العربية" }).click();

  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(arabic(HOME_TITLE));
  // The header follows the language too, and the toggle now offers English.
  await expect(page.getByRole("navigation", { name: arabic("Main") }).getByRole("link", { name: arabic("Menu", "food menu") })).toBeVisible();
  await expect(page.getByRole("link", { name: "English" })).toBeVisible();
});

test("the language choice survives a reload (saved in IndexedDB)", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(HOME_TITLE);

  await page.getByRole("link", { name: "العربية" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect.poll(() => savedLangId(page)).toBe(2);

  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(arabic(HOME_TITLE));

  await page.getByRole("link", { name: "English" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect.poll(() => savedLangId(page)).toBe(1);

  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(HOME_TITLE);
});

test("a page left right after the switch keeps the choice: the next page the browser renders is in Arabic, then English", async ({ page }) => {
  // The database's code is held back (a slow phone on a busy network): the switch shows the language
  // at once, but its save to IndexedDB waits for that code, and the customer taps on before it lands.
  let held = 0;
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/db-[\w-]+\.js$/, async (route) => {
    held++;
    await released;
    await route.continue().catch(() => undefined); // its page is gone by then
  }, { times: 1 });
  await page.goto("/");
  await page.getByRole("link", { name: "العربية" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  // Asked for by the save, or already by the app's idle start: held either way.
  await expect.poll(() => held, { message: "the database's code was asked for and held" }).toBe(1);

  // The thank-you page is rendered in the browser, not on the server.
  await page.goto("/ThankYou");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(arabic("Thank you"));
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  release();
  // The choice reaches IndexedDB on this page.
  await expect.poll(() => savedLangId(page)).toBe(2);

  // And back to English the same way, the database's code loaded this time.
  await page.getByRole("link", { name: "English" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.goto("/ThankYou");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you");
  await expect.poll(() => savedLangId(page)).toBe(1);
});
