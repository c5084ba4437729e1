// The first page of a landing screen carries only what it shows (docs/decisions/server-rendering.md,
// "What loads when"): it responds with its own part of the message catalog, and the next screen
// brings the rest of it before it shows, so no screen ever shows a message id.
import { expect, test } from "./support/test.ts";
import { arabic } from "./support/catalog.ts";

const HOME_TITLE = "Healthy meals, delivered fresh across Kuwait every day";
/** The chunks of the languages' whole catalogs (locales/<locale>/messages.po). */
const WHOLE_CATALOG = /\/assets\/messages-[\w-]+\.js$/;

for (const lang of ["en", "ar"] as const) {
  const text = (english: string) => (lang === "ar" ? arabic(english) : english);

  test(`${lang === "ar" ? "Arabic" : "English"}: the home page responds without the whole catalog; the calculator brings it and shows translated`, async ({
    page,
  }) => {
    const catalogRequests: string[] = [];
    page.on("request", (r) => {
      if (WHOLE_CATALOG.test(r.url())) catalogRequests.push(r.url());
    });
    // `goto` waits until the app has taken over the painted page (<html data-ready>).
    await page.goto(`/?lang=${lang}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text(HOME_TITLE));
    await expect(page.getByRole("link", { name: text("Fit Meals, home") })).toBeVisible();
    expect(catalogRequests).toEqual([]);

    await page.getByRole("navigation", { name: text("Main") }).getByRole("link", { name: text("Calorie calculator") }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text("What is your gender?"));
    await expect(page.getByRole("radio", { name: text("Female") })).toBeVisible();
    expect(catalogRequests).toHaveLength(1);
  });
}
