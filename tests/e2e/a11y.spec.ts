// Foundation: axe-core (WCAG 2.0/2.1 A and AA rules) finds no violation on the home page in English
// and in Arabic, and on the not-found page in both languages.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./support/test.ts";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

// axe checks every node's colours and roles: seconds of CPU on a full page, more on a busy machine.
test.describe.configure({ timeout: 60_000 });

async function violations(page: Page): Promise<string[]> {
  // Fonts change text metrics and so contrast sampling; scan the page as the customer sees it.
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return results.violations.map(
    (v) => `${v.id} (${v.impact ?? "?"}): ${v.help}\n    ${v.nodes.map((n) => `${n.target.join(" ")} ${n.failureSummary ?? ""}`).join("\n    ")}`,
  );
}

async function switchToArabic(page: Page): Promise<void> {
  await page.getByRole("link", { name: "العربية" }).click();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
}

test("home page in English has no axe violation", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test("home page in Arabic has no axe violation", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await switchToArabic(page);
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  expect(await violations(page)).toEqual([]);
});

test("not-found page has no axe violation, in English and in Arabic", async ({ page }) => {
  await page.goto("/no-such-page");
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  expect(await violations(page)).toEqual([]);

  await switchToArabic(page);
  expect(await violations(page)).toEqual([]);
});
