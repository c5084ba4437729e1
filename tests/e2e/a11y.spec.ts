// Foundation: axe-core (WCAG 2.0/2.1 A and AA rules) finds no violation on the home page in English
// and in Arabic, and on the not-found page in both languages.
import { expect, test } from "./support/test.ts";
import { expectNoAxeViolation, switchToArabic } from "./support/helpers.ts";


// axe checks every node's colours and roles: seconds of CPU on a full page, more on a busy machine.
test.describe.configure({ timeout: 60_000 });

test("home page in English has no axe violation", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectNoAxeViolation(page);
});

test("home page in Arabic has no axe violation", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await switchToArabic(page);
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expectNoAxeViolation(page);
});

test("not-found page has no axe violation, in English and in Arabic", async ({ page }) => {
  await page.goto("/no-such-page");
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expectNoAxeViolation(page);

  await switchToArabic(page);
  await expectNoAxeViolation(page);
});
