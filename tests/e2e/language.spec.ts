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
