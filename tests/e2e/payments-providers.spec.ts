// Paying through a real provider's hosted page (README "Payments"), played by its contract double in
// this process: a server of the spec's own per provider (PAYMENT_PROVIDER=myfatoorah, then tap, the
// base URL the double's), the customer's account, address and order set up through the API, then
// what the subject is, in the browser: Pay now, the provider's page, Approve, /ThankYou, My plan.
// Each provider in English and in Arabic.
import { cpSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { addDays, FRIDAY, kuwaitToday, weekdayOf } from "../../rules/order-dates.ts";
import { startMyFatoorahDouble, type MyFatoorahDouble } from "../support/myfatoorah-double.ts";
import { startTapDouble, type TapDouble } from "../support/tap-double.ts";
import { newCustomer, registerViaApi } from "./support/account.ts";
import { arabic } from "./support/catalog.ts";
import { switchToArabic, writeRows } from "./support/helpers.ts";
import { CLOCK_SERVER_START_MS } from "./support/plan.ts";
import { freePort, ROOT, startServer, type RunningServer } from "./support/release.ts";
import { expect, test, type Page } from "./support/test.ts";

type Shop = { server: RunningServer; api: APIRequestContext; work: string };

async function startShop(name: string, env: Record<string, string>): Promise<Shop> {
  const work = mkdtempSync(path.join(tmpdir(), `e2e-${name}-`));
  cpSync(path.join(ROOT, "dist"), path.join(work, "static"), { recursive: true });
  mkdirSync(path.join(work, "data"));
  const port = await freePort();
  const server = await startServer({
    port,
    staticDir: path.join(work, "static"),
    dataDir: path.join(work, "data"),
    log: path.join(work, "server.log"),
    env: { PUBLIC_URL: `http://127.0.0.1:${port}`, ...env },
  });
  return { server, api: await playwrightRequest.newContext({ baseURL: server.url }), work };
}

async function stopShop(shop: Shop | undefined): Promise<void> {
  if (!shop) return;
  await shop.api.dispose();
  await shop.server.stop();
  rmSync(shop.work, { recursive: true, force: true });
}

/** A customer with a saved address and, on the device, a whole order (package 24, 26 days, 2 meals, 3 snacks). */
async function readyToPay(page: Page, shop: Shop) {
  const c = newCustomer();
  await registerViaApi(shop.api, c);
  const login = await shop.api.post("/api/userlogin", { form: { email: c.email, password: c.password } });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const call = async <T>(p: string, form: Record<string, string | number>) =>
    ((await (await shop.api.post(`/api${p}`, { form, headers: { Authorization: `Bearer ${token}` } })).json()) as { data: T }).data;
  const groups = await call<{ areas: { main_area_id: number }[] }[]>("/arealist", { language_id: 1 });
  await call("/addaddress", { address_type: "house", area_id: groups.flatMap((g) => g.areas)[0]!.main_area_id, block: "3", street: "12", house_number: "7" });
  type Details = { sub_package_list: { days: number; sub_packages: { sub_package_id: number; total_combo_count: { meals: number; snacks: number; soup: number } }[] }[] };
  const [details] = await call<Details[]>("/packagelistV3", { lang_id: 1, package_id: 24 });
  const sub = details!.sub_package_list.find((p) => p.days === 26)!.sub_packages.find((s) => s.total_combo_count.meals === 2 && s.total_combo_count.snacks === 3 && s.total_combo_count.soup === 0)!;
  let start = addDays(kuwaitToday(), 4);
  if (weekdayOf(start) === FRIDAY) start = addDays(start, 1);

  await page.goto(`${shop.server.url}/sign-in`);
  await page.getByLabel("Email", { exact: true }).fill(c.email);
  await page.getByLabel("Password", { exact: true }).fill(c.password);
  await page.getByRole("main").getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByText("Logged in successfully")).toBeVisible({ timeout: 20_000 });
  await writeRows(page, "orderDraft", [
    { id: "current", packageId: 24, subPackageId: sub.sub_package_id, days: 26, meals: 2, snacks: 3, soups: 0, startDate: start, deliveryMethodId: 1, deliveryTimeId: 1, paymentType: "knet", source: "package-page", updatedAt: Date.now() },
  ]);
}

const LANGUAGES = [
  { name: "English", tr: (s: string) => s, inArabic: false },
  { name: "Arabic", tr: arabic, inArabic: true },
] as const;
type Language = (typeof LANGUAGES)[number];

/** Pay now, the provider's page (Approve), and the thank-you page; then My plan. */
async function payThroughProvider(page: Page, shop: Shop, providerUrl: string, { tr, inArabic }: Language) {
  await page.goto(`${shop.server.url}/checkout`);
  if (inArabic) await switchToArabic(page);
  await page.getByRole("button", { name: tr("Pay now") }).click();
  await page.waitForURL((url) => url.toString().startsWith(providerUrl), { timeout: 20_000 });
  await expect(page.getByRole("heading", { level: 1 })).toContainText("KNET");
  await page.getByRole("button", { name: "Approve" }).click();
  await page.waitForURL(/\/ThankYou\?purchase_id=\d+/, { timeout: 20_000 });
  await expect(page.getByRole("heading", { level: 1, name: tr("Thank you! Your payment was successful.") })).toBeVisible({ timeout: 20_000 });
  await page.getByRole("link", { name: tr("My plan") }).last().click();
  await expect(page).toHaveURL(/\/my-plan$/);
  await expect(page.getByRole("button", { name: tr("Renew this plan") })).toBeVisible({ timeout: 20_000 });
}

test.describe("MyFatoorah", () => {
  let mf: MyFatoorahDouble;
  let shop: Shop | undefined;
  test.beforeAll(async () => {
    test.setTimeout(CLOCK_SERVER_START_MS);
    mf = await startMyFatoorahDouble();
    shop = await startShop("myfatoorah", { PAYMENT_PROVIDER: "myfatoorah", MYFATOORAH_API_KEY: mf.apiKey, MYFATOORAH_WEBHOOK_SECRET: mf.webhookSecret, MYFATOORAH_BASE_URL: mf.url });
    mf.webhookUrl = `${shop.server.url}/api/payments/myfatoorah/webhook`;
  });
  test.afterAll(async () => {
    await stopShop(shop);
    await mf?.close();
  });

  for (const language of LANGUAGES) {
    test(`in ${language.name}: Pay now, MyFatoorah's KNET page, paid, My plan`, async ({ page }) => {
      const before = mf.invoices.size;
      await readyToPay(page, shop!);
      await payThroughProvider(page, shop!, mf.url, language);
      expect([...mf.invoices.values()].slice(before).map((i) => i.status)).toEqual(["Paid"]);
    });
  }
});

test.describe("Tap", () => {
  let tap: TapDouble;
  let shop: Shop | undefined;
  test.beforeAll(async () => {
    test.setTimeout(CLOCK_SERVER_START_MS);
    tap = await startTapDouble();
    shop = await startShop("tap", { PAYMENT_PROVIDER: "tap", TAP_SECRET_KEY: tap.secretKey, TAP_BASE_URL: tap.url });
  });
  test.afterAll(async () => {
    await stopShop(shop);
    await tap?.close();
  });

  for (const language of LANGUAGES) {
    test(`in ${language.name}: Pay now, Tap's KNET page, paid, My plan`, async ({ page }) => {
      const before = tap.charges.size;
      await readyToPay(page, shop!);
      await payThroughProvider(page, shop!, tap.url, language);
      expect([...tap.charges.values()].slice(before).map((c) => c.status)).toEqual(["CAPTURED"]);
    });
  }
});
