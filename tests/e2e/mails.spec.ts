// The mails of docs/product-rules.md "Emails" as the customer's mailbox receives them: the server under test
// sends through a real SMTP server that the global setup runs (support/mail.ts reads what it got).
// In English and in Arabic: a customer buys a package in the browser and pays at the sandbox
// gateway, and the receipt arrives addressed to them, in their language, with the package and the
// amount the checkout showed; a freeze of a plan day through the API sends its confirmation exactly
// once (a repeated request and the worker's later passes add no copy); a forgotten password sends
// the reset mail whose link opens the reset screen. No test here moves the server's clock: a plan
// starts days ahead, so its first day is still open to a freeze at the real time.
import { randomUUID } from "node:crypto";
import type { ParsedMail } from "mailparser";
import { expect, test, type APIRequestContext, type Page } from "./support/test.ts";
import { newCustomer, registerViaApi, type Customer } from "./support/account.ts";
import { arabic } from "./support/catalog.ts";
import { gotoArabic } from "./support/helpers.ts";
import { mailsMatching, sentTo, spelledDate, waitForMail } from "./support/mail.ts";
import { startCalculatorWithAnswers } from "./support/order.ts";

type Lang = { name: string; tr: (english: string) => string; ar: boolean; langId: 1 | 2 };
const EN: Lang = { name: "English", tr: (s) => s, ar: false, langId: 1 };
const AR: Lang = { name: "Arabic", tr: arabic, ar: true, langId: 2 };

const SUBJECTS = {
  receipt: { 1: (id: number) => `Your receipt for order ${id}`, 2: (id: number) => `إيصال طلبك رقم ${id}` },
  frozen: { 1: "Your days are frozen", 2: "تأكيد تجميد الأيام" },
  resumed: { 1: "Your days are resumed", 2: "تأكيد استئناف الأيام" },
  reset: { 1: "Reset your password", 2: "إعادة تعيين كلمة المرور" },
} as const;

const withSubject = (email: string, subject: string) => (mail: ParsedMail) => sentTo(email)(mail) && mail.subject === subject;

async function tokenFor(request: APIRequestContext, c: Customer): Promise<string> {
  const res = await request.post("/api/userlogin", { form: { email: c.email, password: c.password } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

/** A customer registered through the API with a saved delivery address; answers their token. */
async function customerWithAddress(request: APIRequestContext, c: Customer): Promise<string> {
  await registerViaApi(request, c);
  const token = await tokenFor(request, c);
  const add = await request.post("/api/addaddress", {
    headers: { Authorization: `Bearer ${token}` },
    form: {
      address_type: "house",
      area_id: "1",
      block: "3",
      street: "Mailbox Lane",
      house_number: "7",
      mobile_number: c.mobileNo,
      idempotency_key: randomUUID(),
    },
  });
  expect(add.status(), await add.text()).toBe(200);
  return token;
}

async function signIn(page: Page, c: Customer, { tr, ar }: Lang): Promise<void> {
  if (ar) await gotoArabic(page, "/sign-in");
  else await page.goto("/sign-in");
  await page.getByLabel(tr("Email"), { exact: true }).fill(c.email);
  await page.getByLabel(tr("Password"), { exact: true }).fill(c.password);
  await page
    .getByRole("main")
    .getByRole("button", { name: tr("Sign in"), exact: true })
    .click();
  await expect(page.getByText(tr("Logged in successfully"))).toBeVisible({ timeout: 20_000 });
}

/**
 * The calculator's recommendation as the order, the first start day, checkout with the saved
 * address, KNET approved at the sandbox gateway. Answers the purchase and what the checkout showed.
 */
async function buyAndPay(page: Page, lang: Lang): Promise<{ purchaseId: number; planName: string; total: string }> {
  const { tr, ar } = lang;
  await startCalculatorWithAnswers(page, tr);
  await page.goto("/calculate-calorie/calculate");
  await expect(page.getByRole("heading", { level: 1, name: tr("Your recommended package") })).toBeVisible({ timeout: 15_000 });
  await page.getByRole("radio", { name: tr("Proceed with this subscription") }).click();
  await page.getByRole("button", { name: tr("Continue") }).click();
  await expect(page).toHaveURL(/\/package$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(tr("Build your order"));
  // Continue without a start date opens the start-date calendar.
  await page.getByRole("button", { name: tr("Continue") }).click();
  await expect(page.locator("#start-date")).toHaveAttribute("open", "");
  await page.locator(".rdp-day:not(.rdp-disabled):not(.rdp-outside) .rdp-day_button").first().click();
  await expect(page.locator("#start-date summary .builder-section-current")).not.toHaveText(tr("Not chosen yet"));
  await page.getByRole("button", { name: tr("Continue") }).click();

  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(tr("Checkout"));
  await expect(page.locator("section[aria-labelledby='address-title']")).toContainText("Mailbox Lane");
  const orderLines = page.locator("section[aria-labelledby='order-title']");
  const planName =
    (
      await orderLines
        .locator("dt", { hasText: new RegExp(`^${tr("Package")}$`) })
        .locator("xpath=following-sibling::dd")
        .textContent()
    )?.trim() ?? "";
  expect(planName).not.toBe("");
  const totalShown = page.getByTestId("total");
  await expect(totalShown).toContainText(/\d+\.\d{3}/);
  const total = /\d+\.\d{3}/.exec((await totalShown.textContent()) ?? "")![0];

  await page.getByRole("radio", { name: tr("Knet") }).click();
  await page.getByRole("button", { name: tr("Pay now") }).click();
  await expect(page).toHaveURL(/\/pay\/sandbox\/knet\//);
  await page.getByRole("button", { name: ar ? "موافقة" : "Approve" }).click();
  await expect(page).toHaveURL(/\/ThankYou\?purchase_id=\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(tr("Thank you! Your payment was successful."));
  await expect(page.getByText(tr("Please check your email for the receipt."))).toBeVisible();
  const purchaseId = Number(new URL(page.url()).searchParams.get("purchase_id"));
  return { purchaseId, planName, total };
}

type PlanAnswer = { purchase_id: number; end_date: string; days: { date: string; status: string }[] };

async function callPlan(request: APIRequestContext, token: string, path: string, form: Record<string, string>) {
  const res = await request.post(`/api/${path}`, { form, headers: { Authorization: `Bearer ${token}` } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: PlanAnswer }).data;
}

for (const lang of [EN, AR]) {
  test(`${lang.name}: the receipt of a paid purchase, then one freeze confirmation for one freeze`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const c = newCustomer(lang.ar ? "هدى" : "Omar", "Mailbox");
    const token = await customerWithAddress(request, c);
    await signIn(page, c, lang);
    const bought = await buyAndPay(page, lang);

    // The receipt: to this customer, in their language, the package and the amount of the checkout.
    const receipt = await waitForMail(withSubject(c.email, SUBJECTS.receipt[lang.langId](bought.purchaseId)));
    expect(receipt.from?.text).toContain("no-reply@");
    if (lang.ar) {
      expect(receipt.text).toContain(`مرحباً ${c.firstName}،`);
      expect(receipt.text).toContain(`تم الدفع لطلبك رقم ${bought.purchaseId}: ${bought.planName}،`);
      expect(receipt.text).toContain(`المبلغ المدفوع: ${bought.total} د.ك.`);
      expect(receipt.html).toContain('dir="rtl"');
    } else {
      expect(receipt.text).toContain(`Hello ${c.firstName},`);
      expect(receipt.text).toContain(`Order ${bought.purchaseId} is paid: ${bought.planName},`);
      expect(receipt.text).toContain(`Paid: KD ${bought.total}.`);
      expect(receipt.html).toContain('lang="en"');
    }
    expect(receipt.html).toContain(bought.total);

    // A freeze of the plan's first day (days ahead: before its cutoff), sent twice with one key.
    const plan = await callPlan(request, token, "subscriptiondetails", { lang_id: String(lang.langId) });
    expect(plan.purchase_id).toBe(bought.purchaseId);
    const day = plan.days.find((d) => d.status === "upcoming")!.date;
    const freeze = { purchase_id: String(bought.purchaseId), dates: day, idempotency_key: randomUUID(), lang_id: String(lang.langId) };
    const frozen = await callPlan(request, token, "freezedays", freeze);
    expect(frozen.days.find((d) => d.date === day)?.status).toBe("frozen");
    await callPlan(request, token, "freezedays", freeze);
    const confirmation = await waitForMail(withSubject(c.email, SUBJECTS.frozen[lang.langId]));
    // Dates as the customer reads them in their language.
    const spelled = (iso: string) => spelledDate(iso, lang.langId === 2 ? "ar" : "en");
    expect(confirmation.text).toContain(spelled(day));
    expect(confirmation.text).toContain(spelled(frozen.end_date));
    expect(confirmation.text).not.toContain(day);

    // A later event's mail arriving means the worker has made its later passes: still one of each.
    await callPlan(request, token, "unfreezedays", {
      purchase_id: String(bought.purchaseId),
      dates: day,
      idempotency_key: randomUUID(),
      lang_id: String(lang.langId),
    });
    await waitForMail(withSubject(c.email, SUBJECTS.resumed[lang.langId]));
    const mine = await mailsMatching(sentTo(c.email));
    expect(mine.map((m) => m.subject)).toEqual([
      SUBJECTS.receipt[lang.langId](bought.purchaseId),
      SUBJECTS.frozen[lang.langId],
      SUBJECTS.resumed[lang.langId],
    ]);
  });

  test(`${lang.name}: the password-reset mail arrives and its link opens the reset screen`, async ({ page, request }) => {
    const { tr } = lang;
    const c = newCustomer(lang.ar ? "ريم" : "Reem", "Mailbox");
    await registerViaApi(request, c);
    if (lang.ar) await gotoArabic(page, "/account/signin");
    else await page.goto("/account/signin");
    await page.getByRole("button", { name: tr("Forgot password?") }).click();
    const dialog = page.getByRole("dialog", { name: tr("Find your account") });
    await dialog.getByLabel(tr("Email or mobile number")).fill(c.email);
    await dialog.getByRole("button", { name: tr("Send") }).click();
    await expect(dialog.getByRole("status")).toContainText(
      tr("If an account matches, we have sent it a link to choose a new password. The link works for 30 minutes."),
    );

    const mail = await waitForMail(withSubject(c.email, SUBJECTS.reset[lang.langId]));
    expect(mail.text).toContain(lang.ar ? `مرحباً ${c.firstName}،` : `Hello ${c.firstName},`);
    const link = new URL(/https?:\/\/\S+\/reset-password\?token=\S+/.exec(mail.text ?? "")![0]);
    expect(mail.html).toContain(`href="${link.href.replace(/&/g, "&#38;")}"`);
    // The link carries PUBLIC_URL (localhost); the test's browser reaches the same server by address.
    await page.goto(`${link.pathname}${link.search}`);
    const newPassword = "Cardamom-Lantern-77";
    await page.getByLabel(tr("New password (at least 8 characters)")).fill(newPassword);
    await page.getByLabel(tr("Confirm password")).fill(newPassword);
    await page.getByRole("button", { name: tr("Save and sign in") }).click();
    // The server hashes the new password (as at sign-in: support/account.ts signInAs waits as long).
    await expect(page.getByText(tr("Your password has been changed. You are signed in."))).toBeVisible({ timeout: 20_000 });
    expect(await mailsMatching(sentTo(c.email))).toHaveLength(1);
  });
}
