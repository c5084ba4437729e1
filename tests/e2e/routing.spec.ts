// Foundation: old `/#/path` links land on clean paths, unknown routes show a translated "Page not
// found", and the header links navigate and mark the current page (aria-current="page").
import { expect, test } from "./support/test.ts";
import { arabic } from "./support/catalog.ts";

test("the old /#/menu link lands on /menu", async ({ page }) => {
  await page.goto("/#/menu");
  await expect(page).toHaveURL(/\/menu$/);
  expect(new URL(page.url()).hash).toBe("");
  // The menu screen itself, not the not-found page (its content grows with the menu feature).
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Page not found");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Menu" })).toHaveAttribute("aria-current", "page");
});

test("an unknown route shows Page not found, in English and in Arabic", async ({ page, request }) => {
  const response = await page.goto("/no-such-page");
  // The server answers a path naming nothing with the shell and 404; the app shows the screen.
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle("Page not found | Fit Meals Kuwait");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  await expect(page.getByRole("main").getByRole("link", { name: "Back to home" })).toBeVisible();

  await page.getByRole("link", { name: "العربية" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(arabic("Page not found"));
  // Same page; the address now names its language, so a reload keeps it.
  await expect(page).toHaveURL(/\/no-such-page\?lang=ar$/);

  await expect(page).toHaveTitle(new RegExp(`^${arabic("Page not found")} \\| `));

  // A file-like path is a plain 404, never the app.
  const file = await request.get("/assets/x.js~");
  expect(file.status()).toBe(404);
  expect(await file.text()).not.toContain("<html");

  await page.getByRole("main").getByRole("link", { name: arabic("Back to home") }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(arabic("Healthy meals, delivered fresh across Kuwait every day"));
});

test("header links navigate and mark the active item", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.locator("[aria-current]")).toHaveCount(0);

  const visits = [
    { link: "Packages", url: /\/package$/ },
    { link: "Calorie calculator", url: /\/calculate-calorie\/know-gender$/ },
    { link: "Menu", url: /\/menu$/ },
  ];
  for (const { link, url } of visits) {
    await nav.getByRole("link", { name: link, exact: true }).click();
    await expect(page).toHaveURL(url);
    await expect(nav.getByRole("link", { name: link, exact: true })).toHaveAttribute("aria-current", "page");
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Page not found");
  }

  await page.getByRole("link", { name: "Fit Meals, home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(nav.locator("[aria-current]")).toHaveCount(0);
});
