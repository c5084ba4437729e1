// iPhone visitors get 'Share, then Add to Home Screen' guidance, since Safari has no install prompt:
// shown with an iPhone user agent in English and Arabic, closed for good with 'Not now' (also after
// a reload), never in the installed app (standalone) and never on a browser that can prompt.
import { devices, expect, test } from "./support/test.ts";
import { arabic } from "./support/catalog.ts";

const IPHONE = devices["iPhone 13"];

test.describe("on an iPhone", () => {
  test.use({ userAgent: IPHONE.userAgent, viewport: IPHONE.viewport, isMobile: true, hasTouch: true });

  for (const lang of ["en", "ar"] as const) {
    const tr = lang === "ar" ? arabic : (s: string) => s;
    test(`${lang === "ar" ? "Arabic" : "English"}: the hint shows, and 'Not now' closes it for good`, async ({ page }) => {
      await page.goto(`/?lang=${lang}`);
      await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
      const hint = page.getByRole("complementary", { name: tr("Install the app") });
      await expect(hint).toBeVisible();
      const [share, addToHome] = lang === "ar" ? ["مشاركة", "إضافة إلى الشاشة الرئيسية"] : ["Share", "Add to Home Screen"];
      await expect(hint.locator("strong")).toHaveText([share, addToHome]);

      await hint.getByRole("button", { name: tr("Not now") }).click();
      await expect(hint).toHaveCount(0);
      await page.reload();
      await expect(page.locator("html")).toHaveAttribute("data-install-hint", "hidden");
      await expect(hint).toHaveCount(0);
    });
  }

  test("not in the installed app (standalone)", async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, "standalone", { get: () => true }));
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("data-install-hint", "hidden");
    await expect(page.getByRole("complementary", { name: "Install the app" })).toHaveCount(0);
  });
});

test("not on a browser with its own install prompt (desktop Chromium)", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("data-install-hint", "none");
  await expect(page.getByRole("complementary", { name: "Install the app" })).toHaveCount(0);
});
