// Support, as a subscriber and the kitchen use it, in English and in Arabic on a 320 px phone: a
// customer with a paid plan (bought through the API) whose first day was delivered (the server's
// clock moved on: a server of the spec's own) reports a missing dish with a photo while offline; the
// report waits on the device and reaches the server once when the network returns. The operator
// credits 2.500 KD through the API; the customer sees the kitchen's answer, the thread and the credit
// on Help, the wallet's new line in My plan, and the mail in their language at the test's SMTP server.
import sharp from "sharp";
import { newCustomer, registerViaApi, signInAs } from "./support/account.ts";
import { arabic } from "./support/catalog.ts";
import { expectNoAxeViolation, switchToArabic } from "./support/helpers.ts";
import { sentTo, waitForMail } from "./support/mail.ts";
import { tokenOf } from "./support/order.ts";
import { buyPlanViaApi, CLOCK_SERVER_START_MS, DAY_MS, startClockServer, type ClockServer } from "./support/plan.ts";
import { appReady, expect, test } from "./support/test.ts";

let server: ClockServer;

test.beforeAll(async () => {
  test.setTimeout(CLOCK_SERVER_START_MS);
  server = await startClockServer("support", { mails: true });
});

test.afterAll(async () => {
  await server?.stop();
});

// One server, one clock: the two languages take turns.
test.describe.configure({ mode: "serial" });

const SUBJECT = { en: "Our answer to your report", ar: "ردنا على بلاغك رقم" };

for (const ar of [false, true]) {
  const tr = ar ? arabic : (s: string) => s;
  test(`${ar ? "Arabic" : "English"}: a missing dish reported offline with a photo is sent once, credited 2.500 KD, answered, mailed`, async ({ browser }) => {
    test.setTimeout(150_000);
    server.resetClock();
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 320, height: 740 } });
    const request = context.request;
    try {
      const page = await context.newPage();
      const customer = newCustomer(ar ? "Mariam" : "Yousef", "Support");
      await registerViaApi(request, customer);
      await signInAs(page, customer);
      await appReady(page);
      const token = await tokenOf(page);
      const plan = await buyPlanViaApi(request, token);
      const day = plan.days[0]!.date;
      // Five days on: the first delivery was yesterday or today, Kuwait time.
      server.moveClock(5 * DAY_MS);
      if (ar) await switchToArabic(page);
      // My plan in the customer's language (the server then mails in it too).
      await page.goto("/my-plan");
      await expect(page.getByRole("heading", { level: 1, name: tr("My plan") })).toBeVisible();

      await page.goto(`/help?purchase_id=${plan.purchase_id}&date=${day}`);
      await appReady(page);
      const form = page.locator(".report-day");
      await expect(form.getByRole("heading", { level: 2 })).toBeVisible();
      await context.setOffline(true);
      await form.getByRole("radio", { name: tr("A dish is missing") }).check();
      await form.getByRole("textbox", { name: tr("Tell us more") }).fill("The soup was not in the bag");
      const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#c84" } }).jpeg().toBuffer();
      await form.getByLabel(tr("Photos (up to three)")).setInputFiles({ name: "bag.jpg", mimeType: "image/jpeg", buffer: photo });
      await form.getByRole("button", { name: tr("Send the report") }).click();
      const reports = page.getByRole("region", { name: tr("Your reports") });
      await expect(reports.getByText(tr("Waiting to be sent"))).toBeVisible();

      await context.setOffline(false);
      await expect(reports.getByText(tr("Sent"), { exact: true })).toBeVisible({ timeout: 20_000 });
      const mine = await (await request.post("/api/support/myreports", { headers: { Authorization: `Bearer ${token}` } })).json();
      const list = (mine as { data: { report_id: number; photos: unknown[] }[] }).data;
      expect(list).toHaveLength(1);
      expect(list[0]!.photos).toHaveLength(1);

      // The kitchen credits 2.500 KD with a message.
      const login = await request.post("/api/userlogin", { form: { email: "ops@kw-meals.local", password: process.env.OPS_PASSWORD ?? "" } });
      const ops = ((await login.json()) as { data: { token: string } }).data.token;
      const resolved = await request.post("/api/ops/support/resolve", {
        headers: { Authorization: `Bearer ${ops}` },
        form: { report_id: String(list[0]!.report_id), outcome: "credit", amount: "2.500", reason: "Sorry about the soup", outcome_key: `e2e-${list[0]!.report_id}-credit` },
      });
      expect(resolved.status()).toBe(200);

      await page.reload();
      await appReady(page);
      await expect(reports.getByText(tr("Resolved"), { exact: true })).toBeVisible();
      await expect(reports.getByText("Sorry about the soup")).toBeVisible();
      await expect(reports.locator(".report-outcome")).toContainText("2.500");
      await expect(reports.locator(".report-photo")).toBeVisible();
      await expectNoAxeViolation(page);

      await page.goto("/my-plan");
      await expect(page.getByRole("region", { name: tr("Wallet") }).or(page.locator("section[aria-labelledby=ledger-title]"))).toContainText("2.500");

      const mail = await waitForMail((m) => sentTo(customer.email)(m) && (m.subject ?? "").startsWith(SUBJECT[ar ? "ar" : "en"]));
      expect(mail.text).toContain("2.500");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    } finally {
      await context.close();
    }
  });
}
