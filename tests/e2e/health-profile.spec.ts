// The health profile and portions (README.md "Health profile and portions"), English and Arabic at
// 320 px. A signed-in subscriber (account and plan set up through the API) with the calorie
// calculator's answers on the phone: the profile screen fills the profile and today's weight from
// them; a second weight makes the chart (uPlot, loaded on this screen only) and the table. In My
// plan, a day's portion control sets the plan's portions: the day's totals follow at once and the
// kitchen's production list counts the dishes at them. Offline, a portion change for that day waits
// on the phone and is sent once when the network returns.
import type { APIRequestContext, Page } from "@playwright/test";
import { formatDay } from "../../rules/order-dates.ts";
import { OPERATOR_EMAIL } from "../../server/db/seed/customers.ts";
import { newCustomer } from "./support/account.ts";
import { arabic } from "./support/catalog.ts";
import { expectNoAxeViolation, readStore, switchToArabic, writeRows } from "./support/helpers.ts";
import { openSignedIn, registerSignedIn } from "./support/meals.ts";
import { buyPlanViaApi, dayButton, showMonthOf } from "./support/plan.ts";
import { appReady, expect, test } from "./support/test.ts";

type Tr = (english: string) => string;
const english: Tr = (s) => s;

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

async function api<T>(request: APIRequestContext, token: string, path: string, form: Record<string, string | number> = {}): Promise<T> {
  const res = await request.post(`/api${path}`, { form, headers: auth(token) });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

type Health = { profile: { goal: string; height_cm: number } | null; weights: { date: string; weight_kg: number }[] };
type Portions = { default: { protein: number; carbs: number }; days: { date: string; protein: number; carbs: number }[] };

/** A Kuwait date `days` before today. */
function daysAgo(days: number): string {
  return new Date(Date.now() + 3 * 3_600_000 - days * 86_400_000).toISOString().slice(0, 10);
}

async function fitsPhone(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await expectNoAxeViolation(page);
}

for (const ar of [false, true]) {
  const tr: Tr = ar ? arabic : english;
  test(`${ar ? "Arabic" : "English"}: calculator answers fill the profile, two weights make the chart, portions change the day's totals and the kitchen's list, offline once`, async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 320, height: 720 });
    const customer = newCustomer(ar ? "Mariam" : "Salem", "Health");
    const session = await registerSignedIn(request, customer);
    const plan = await buyPlanViaApi(request, session.token);
    await openSignedIn(page, customer, session);
    await writeRows(page, "calculator", [
      { id: "answers", gender: "male", birthday: "1990-06-15", heightCm: 180, weightKg: 92, targetWeightKg: 75, activityLevel: "moderate", goal: "looseWeight" },
    ]);
    if (ar) await switchToArabic(page);

    // The profile, from the account menu, filled from the calculator's answers.
    await page.getByRole("button", { name: tr("Account menu") }).click();
    await page.getByRole("link", { name: tr("Health profile") }).click();
    await expect(page.getByRole("heading", { level: 1, name: tr("Health profile") })).toBeVisible();
    await page.getByRole("button", { name: tr("Fill my profile from them") }).click();
    await expect.poll(async () => (await api<Health>(request, session.token, "/healthprofile")).profile?.goal).toBe("looseWeight");
    await expect(page.getByLabel(tr("Height (cm)"))).toHaveValue("180");

    // A second weight: the table and the chart show both, and the targets are there.
    await page.getByLabel(tr("Day"), { exact: true }).fill(daysAgo(20));
    await page.getByLabel(tr("Weight (kg)"), { exact: true }).fill("95.5");
    await page.getByRole("button", { name: tr("Log weight") }).click();
    await expect(page.getByRole("table", { name: tr("Your weights") }).getByRole("row")).toHaveCount(3);
    await expect(page.getByTestId("weight-chart")).toHaveAttribute("data-drawn", "2");
    await expect(page.getByRole("heading", { name: tr("Your daily targets") })).toBeVisible();
    await expect.poll(async () => (await api<Health>(request, session.token, "/healthprofile")).weights.map((w) => w.weight_kg)).toEqual([95.5, 92]);
    await fitsPhone(page);

    // My plan: an upcoming day's portions for the whole plan; the day's totals follow at once.
    const date = plan.days.find((d) => d.status === "upcoming")!.date;
    await page.goto("/my-plan");
    await appReady(page);
    await showMonthOf(page, date);
    await dayButton(page, tr, ar, date, "Kitchen's choice").click();
    const dialog = page.getByRole("dialog", { name: formatDay(date, ar ? "ar" : "en"), exact: true });
    const panel = dialog.getByRole("region", { name: tr("Portions per meal") });
    const totals = panel.getByTestId("portions-day-totals");
    const before = await totals.textContent();
    // The portions nearest the targets are offered (the profile's targets are above this day's
    // calories at the package's portions); taking them sets the controls and the offer goes.
    const offer = panel.getByRole("button", { name: tr("Use these portions") });
    await offer.click();
    await expect(offer).toBeHidden();
    await expect(totals).not.toHaveText(before ?? "");
    const offered = await totals.textContent();
    await panel.getByLabel(tr("Protein source")).selectOption("50");
    await panel.getByLabel(tr("Carbohydrate source")).selectOption("0");
    await expect(totals).not.toHaveText(offered ?? "");
    await panel.getByRole("button", { name: tr("Save portions") }).click();
    await expect.poll(async () => (await api<Portions>(request, session.token, "/planportions", { purchase_id: plan.purchase_id })).default).toEqual({ protein: 50, carbs: 0 });
    await fitsPhone(page);

    // The kitchen counts the day's meals at those portions.
    const login = await request.post("/api/userlogin", { form: { email: OPERATOR_EMAIL, password: process.env.OPS_PASSWORD ?? "" } });
    const ops = ((await login.json()) as { data: { token: string } }).data.token;
    const production = await api<{ rows: { portions: string }[] }>(request, ops, "/ops/production", { date });
    expect(production.rows.map((r) => r.portions)).toContain("P50 C0");

    // Offline: this day only, kept on the phone, sent once when the network returns.
    await context.setOffline(true);
    await panel.getByLabel(tr("Carbohydrate source")).selectOption("200");
    await panel.getByLabel(tr("This day only")).check();
    await panel.getByRole("button", { name: tr("Save portions") }).click();
    await expect(panel.getByRole("status")).toHaveText(tr("Saved on this phone. Your changes will be sent when you are online."));
    expect((await api<Portions>(request, session.token, "/planportions", { purchase_id: plan.purchase_id })).days).toEqual([]);
    await context.setOffline(false);
    await expect.poll(async () => (await api<Portions>(request, session.token, "/planportions", { purchase_id: plan.purchase_id })).days).toEqual([{ date, protein: 50, carbs: 200 }]);
    await expect.poll(async () => (await readStore(page, "outbox")).length).toBe(0);
    await expect(panel.getByText(tr("Saved on this phone. Your changes will be sent when you are online."))).toBeHidden();
    await page.screenshot({ path: `/tmp/F-portions-${ar ? "ar" : "en"}-320.png`, fullPage: true });
  });
}
