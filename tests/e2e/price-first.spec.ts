// Price first, on a 320 px phone in English and Arabic: the order builder shows the price and the
// price per day before any start date, pinned in view; and every screen that shows money (the
// builder, a package's page, the checkout, My plan's purchases) writes it one way, through
// rules/money.ts: "KD 180.000" in English, "180.000 د.ك" in Arabic.
import { expect, test, type Page } from "./support/test.ts";
import { newCustomer, registerViaApi, signInAs } from "./support/account.ts";
import { arabic } from "./support/catalog.ts";
import { switchToArabic } from "./support/helpers.ts";
import { tokenOf } from "./support/order.ts";
import { buyPlanViaApi } from "./support/plan.ts";

test.use({ viewport: { width: 320, height: 640 } });

const MONEY = { en: /^KD \d{1,3}(,\d{3})*\.\d{3}$/, ar: /^\d{1,3}(,\d{3})*\.\d{3} د\.ك$/ } as const;

/** Every amount of money written in the page's main area, in any form ("KD 1.50", "170 KD", "د.ك 5"), bidi marks removed. */
async function amounts(page: Page): Promise<string[]> {
  const text = (await page.locator("main").innerText()).replace(/[\u200e\u200f\u061c]/g, "").replace(/\s+/g, " ");
  return text.match(/(?:KWD|KD|د\.ك)\.? ?[\d.,]*\d|\d[\d.,]* ?(?:KWD|KD|د\.ك)/g) ?? [];
}

async function expectOneMoneyFormat(page: Page, lang: "en" | "ar", screen: string) {
  const found = await amounts(page);
  expect(found.length, `${screen}: some money shown`).toBeGreaterThan(0);
  expect(found.filter((a) => !MONEY[lang].test(a)), `${screen}: every amount as ${MONEY[lang]}`).toEqual([]);
}

for (const lang of ["en", "ar"] as const) {
  test(`${lang}: the builder's price before a start date, and one money format on every screen`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const tr = lang === "ar" ? (s: string) => arabic(s) : (s: string) => s;
    const customer = newCustomer("Price", "First");
    await registerViaApi(request, customer);
    await signInAs(page, customer);
    // A paid plan, so My plan lists a purchase with its amount.
    await buyPlanViaApi(request, await tokenOf(page));
    if (lang === "ar") await switchToArabic(page);

    await page.goto("/package");
    await expect(page.locator("#start-date summary .builder-section-current")).toHaveText(tr("Not chosen yet"));
    const price = page.getByTestId("price-block");
    await expect(price.locator(".price-now")).toHaveText(/\d\.\d{3}/);
    await expect(price.locator(".price-per-day")).toHaveText(/\d\.\d{3}/);
    // Pinned to the bottom of the phone's screen while the top of the builder is shown.
    await expect(price).toBeInViewport();
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(320);
    await expectOneMoneyFormat(page, lang, "builder");

    await page.locator("#start-date summary").click();
    await page.locator(".rdp-day:not(.rdp-disabled):not(.rdp-outside) .rdp-day_button").first().click();
    await page.getByRole("button", { name: tr("Continue") }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByTestId("total")).toHaveText(/\d\.\d{3}/);
    await expect(page.getByRole("button", { name: tr("Pay now") })).toBeVisible();
    await expectOneMoneyFormat(page, lang, "checkout");

    await page.goto("/package/24");
    await expect(page.locator(".price-overall")).toHaveText(/\d\.\d{3}/);
    await expectOneMoneyFormat(page, lang, "package page");

    await page.goto("/my-plan");
    await expect(page.locator(".plan-amounts").first()).toBeVisible({ timeout: 20_000 });
    await expectOneMoneyFormat(page, lang, "My plan");
  });
}
