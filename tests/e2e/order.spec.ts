// The purchase journey as a new customer makes it, in English and again in Arabic: the calculator's
// recommendation, the order builder (counters, the start-date calendar, the price), Continue, sign
// up, an address, checkout with a coupon (and the wallet rules), Pay now, the sandbox gateway, and
// the thank-you page with the right start date; a declined payment retried on the same purchase;
// a double click on Pay now making one purchase; the demo customer spending from the wallet and
// getting the cashback. Server state is read back through the API.
import { expect, test, type Page } from "./support/test.ts";

import { newCustomer, type Customer } from "./support/account.ts";
import { arabic } from "./support/catalog.ts";
import { purchaseStatus, startCalculatorWithAnswers, tokenOf, wallet } from "./support/order.ts";
import { expectNoAxeViolation, gotoArabic } from "./support/helpers.ts";

type Lang = { tr: (english: string) => string; ar: boolean };
const EN: Lang = { tr: (s) => s, ar: false };
const AR: Lang = { tr: arabic, ar: true };

/** The calculator's result taken as the order: /package opens with Fit, 26 days, 4 meals, 1 snack. */
async function fromCalculator(page: Page, { tr }: Lang) {
  await startCalculatorWithAnswers(page, tr);
  await page.goto("/calculate-calorie/calculate");
  await expect(page.getByRole("heading", { level: 1, name: tr("Your recommended package") })).toBeVisible({ timeout: 15_000 });
  await page.getByRole("radio", { name: tr("Proceed with this subscription") }).click();
  await page.getByRole("button", { name: tr("Continue") }).click();
  await expect(page).toHaveURL(/\/package$/);
}

/** In the builder: the recommendation is chosen; pick the first start day; answers its label. */
async function buildOrder(page: Page, { tr, ar }: Lang): Promise<string> {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(tr("Build your order"));
  await expect(page.getByRole("radio", { name: ar ? /فِت/ : /Fit/ })).toBeChecked();
  const count = (label: string) => page.getByRole("group", { name: tr(label) }).getByRole("status");
  await expect(count("Meals")).toHaveText("4");
  await expect(count("Snacks")).toHaveText("1");
  await expect(count("Soups")).toHaveText("0");
  // The price does not wait for a start date.
  await expect(page.getByTestId("price-block")).toContainText("255.000");

  // Continue without a start date says so first.
  await page.getByRole("button", { name: tr("Continue") }).click();
  await expect(page.getByText(tr("Please select a start date"))).toBeVisible();
  // The warning opens the start-date section and its calendar (its own lazy chunk).
  await expect(page.locator("#start-date")).toHaveAttribute("open", "");
  const days = page.locator(".rdp-day:not(.rdp-outside)");
  await expect(days.first()).toBeVisible();
  const firstEnabled = page.locator(".rdp-day:not(.rdp-disabled):not(.rdp-outside) .rdp-day_button").first();
  await firstEnabled.click();
  const summary = page.locator("#start-date summary .builder-section-current");
  await expect(summary).not.toHaveText(tr("Not chosen yet"));
  const startLabel = (await summary.textContent()) ?? "";
  const block = page.getByTestId("price-block");
  await expect(block).toContainText("255.000");
  await expect(page.getByRole("region", { name: tr("Order detail") }).getByRole("status")).toHaveText(tr("You are almost there! Continue to choose your address and pay."));
  await expectNoAxeViolation(page);
  await page.getByRole("button", { name: tr("Continue") }).click();
  return startLabel;
}

async function signUp(page: Page, c: Customer, { tr }: Lang) {
  await expect(page).toHaveURL(/\/account$/);
  await page.getByRole("link", { name: tr("Sign up and create your account") }).click();
  await page.getByLabel(tr("First name")).fill(c.firstName);
  await page.getByLabel(tr("Last name")).fill(c.lastName);
  await page.getByLabel(tr("Email")).fill(c.email);
  await page.getByLabel(tr("Mobile number")).fill(c.mobileNo);
  await page.getByLabel(tr("Password (at least 8 characters)")).fill(c.password);
  await page.getByLabel(tr("Confirm password")).fill(c.password);
  await page.getByRole("button", { name: tr("Register") }).click();
  // No address yet: the checkout flow goes on to the address form.
  await expect(page).toHaveURL(/\/checkout\/add-address/);
}

/** Adds an address through the address feature's form (its own spec tests the form in depth). */
async function addAddress(page: Page, { tr }: Lang) {
  await page.getByRole("tab", { name: tr("House") }).click();
  await page.getByLabel(tr("Area"), { exact: true }).selectOption({ index: 1 });
  await page.getByLabel(tr("Block")).fill("3");
  await page.getByLabel(tr("Street")).fill("12");
  await page.getByLabel(tr("House number")).fill("7");
  await page.getByRole("button", { name: tr("Continue") }).click();
  await expect(page).toHaveURL(/\/checkout$/);
}

// The sandbox gateway's own words (server/payments/sandbox.ts): it is not the shop, its page is not
// in the shop's catalogs.
const GATEWAY_ARABIC = { Approve: "موافقة", Decline: "رفض", Cancel: "إلغاء" } as const;

/** Approves, declines or cancels on the sandbox gateway's page, shown in the shop's language. */
async function onGateway(page: Page, action: "Approve" | "Decline" | "Cancel", method: "knet" | "visa", lang: Lang = EN) {
  await expect(page).toHaveURL(new RegExp(`/pay/sandbox/${method}/`));
  await expect(page.locator("html")).toHaveAttribute("lang", lang.ar ? "ar" : "en");
  await page.getByRole("button", { name: lang.ar ? GATEWAY_ARABIC[action] : action }).click();
}

/** Every purchase answer, read on its way to the page (the page leaves for the gateway at once). */
function collectPurchases(page: Page): Promise<{ purchase_id: number; unique_code: string }>[] {
  const answers: Promise<{ purchase_id: number; unique_code: string }>[] = [];
  void page.route("**/api/purchasepackage", async (route) => {
    const code = new URLSearchParams(route.request().postData() ?? "").get("unique_code") ?? "";
    const response = await route.fetch();
    const body = (await response.json()) as { data: { purchase_id: number } };
    answers.push(Promise.resolve({ purchase_id: body.data.purchase_id, unique_code: code }));
    await route.fulfill({ response, json: body });
  });
  return answers;
}

for (const lang of [EN, AR]) {
  const name = lang.ar ? "Arabic" : "English";
  test(`${name}: calculator, builder, sign up, address, coupon, a declined payment retried, approved, thank you`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const { tr } = lang;
    const purchases = collectPurchases(page);
    if (lang.ar) await gotoArabic(page, "/");
    await fromCalculator(page, lang);
    const startLabel = await buildOrder(page, lang);
    const customer = newCustomer(lang.ar ? "Huda" : "Omar", "Journey");
    await signUp(page, customer, lang);
    await addAddress(page, lang);

    // Checkout: a new customer's wallet is empty; a wrong coupon, then WELCOME10.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(tr("Checkout"));
    // The wallet's balance has arrived from the profile (a dash until then).
    await expect(page.locator("section[aria-labelledby='wallet-title'] p strong").first()).not.toHaveText("—");
    await page.getByLabel(tr("Amount to spend (KD)")).fill("5");
    await page.getByRole("button", { name: tr("Spend") }).click();
    await expect(page.getByRole("alert").filter({ hasText: tr("Your wallet balance is zero") })).toBeVisible();
    await page.getByRole("textbox", { name: tr("Coupon code") }).fill("EXPIRED15");
    await page.getByRole("button", { name: tr("Apply coupon") }).click();
    await expect(
      page
        .locator(".checkout")
        .getByRole("status")
        .filter({ hasText: tr("This coupon code is wrong or has expired") }),
    ).toBeVisible();
    await page.getByRole("textbox", { name: tr("Coupon code") }).fill("WELCOME10");
    await page.getByRole("button", { name: tr("Apply coupon") }).click();
    await expect(page.locator(".checkout").getByRole("status").filter({ hasText: "10%" })).toBeVisible();
    await expect(page.getByTestId("total")).toContainText("229.500"); // 255.000 - 10%
    await page.getByRole("button", { name: tr("Pay now") }).click();
    await expect(page.getByText(tr("Select a payment method."))).toBeVisible();
    await page.getByRole("radio", { name: tr("Knet") }).click();
    await expectNoAxeViolation(page);

    // Declined: back to the checkout with the message; Pay now again retries the same purchase.
    await page.getByRole("button", { name: tr("Pay now") }).click();
    await onGateway(page, "Decline", "knet", lang);
    await expect(page).toHaveURL(/\/checkout\?payment=declined$/);
    await expect(
      page
        .getByRole("alert")
        .filter({ hasText: tr("Your payment was declined and nothing was charged. Check your details and press Pay now to try again.") }),
    ).toBeVisible();
    await page.getByRole("radio", { name: tr("Visa/Master Card") }).click();
    await page.getByRole("button", { name: tr("Pay now") }).click();
    await onGateway(page, "Approve", "visa", lang);

    // Thank you: the server says paid; the start date chosen in the builder.
    await expect(page).toHaveURL(/\/ThankYou\?purchase_id=\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(tr("Thank you! Your payment was successful."));
    await expect(page.getByText(tr("Please check your email for the receipt."))).toBeVisible();
    // What was bought, in the page's language: the first delivery chosen in the builder, the amount paid.
    const bought = page.locator(".order-summary");
    await expect(bought.locator(".start-date dd")).toHaveText(startLabel);
    await expect(bought.getByRole("definition").last()).toContainText("229.500");
    await expectNoAxeViolation(page);

    const answers = await Promise.all(purchases);
    expect(new Set(answers.map((a) => a.purchase_id)).size).toBe(1);
    expect(new Set(answers.map((a) => a.unique_code)).size).toBe(1);
    const token = await tokenOf(page);
    const row = await purchaseStatus(request, token, answers[0]!.purchase_id);
    expect(row).toMatchObject({
      status: "paid",
      coupon_code: "WELCOME10",
      package_amount: "255.000",
      promo_code_discount: "25.500",
      total_amount: "229.500",
      payment_type: "visa",
    });
    console.info(`${name} journey purchase: ${JSON.stringify(row)}`);
  });
}

test("a double click on Pay now makes one purchase", async ({ page }) => {
  test.setTimeout(90_000);
  const purchases = collectPurchases(page);
  await fromCalculator(page, EN);
  await buildOrder(page, EN);
  await signUp(page, newCustomer("Dana", "Double"), EN);
  await addAddress(page, EN);
  await page.getByRole("radio", { name: "Knet" }).click();
  await page.getByRole("button", { name: "Pay now" }).dblclick();
  await onGateway(page, "Approve", "knet");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you! Your payment was successful.");
  const answers = await Promise.all(purchases);
  expect(answers.length).toBeGreaterThanOrEqual(1);
  expect(new Set(answers.map((a) => a.purchase_id)).size).toBe(1);
});

// The only test that signs in as the seeded demo customer (25.000 KD in the wallet): after one paid
// purchase the customer has an active package and a second purchase is refused.
test("the demo customer spends 5 KD of the wallet with WELCOME10, pays with KNET, and gets the 10% cashback", async ({ page, request }) => {
  test.setTimeout(120_000);
  const purchases = collectPurchases(page);
  await page.goto("/sign-in");
  await page.getByLabel("Email", { exact: true }).fill("demo@example.com");
  await page.getByLabel("Password", { exact: true }).fill("Demo-pass-2024");
  await page.getByRole("main").getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByText("Logged in successfully")).toBeVisible();
  const token = await tokenOf(page);
  expect(await wallet(request, token)).toBe(25_000);

  await fromCalculator(page, EN);
  await buildOrder(page, EN);
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Checkout");
  // No address yet: added through the modal, without leaving the checkout.
  await page.getByRole("button", { name: "Add address" }).click();
  const dialog = page.getByRole("dialog", { name: "Add or update address" });
  await dialog.getByLabel("Area", { exact: true }).selectOption({ label: "Salmiya" });
  await dialog.getByLabel("Block", { exact: true }).fill("3");
  await dialog.getByLabel("Street", { exact: true }).fill("Demo St");
  await dialog.getByLabel("House number", { exact: true }).fill("7");
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator("section[aria-labelledby='address-title']")).toContainText("Demo St");

  const balance = page.locator("section[aria-labelledby='wallet-title'] p strong").first();
  await expect(balance).toContainText("25.000");
  await page.getByLabel("Amount to spend (KD)").fill("5");
  await page.getByRole("button", { name: "Spend" }).click();
  await expect(balance).toContainText("20.000");
  await page.getByRole("textbox", { name: "Coupon code" }).fill("WELCOME10");
  await page.getByRole("button", { name: "Apply coupon" }).click();
  await expect(page.locator(".checkout").getByRole("status").filter({ hasText: "10%" })).toBeVisible();
  // 255.000 - 25.500 (10%) - 5.000 from the wallet.
  await expect(page.getByTestId("total")).toContainText("224.500");
  await page.getByRole("radio", { name: "Knet" }).click();
  await page.getByRole("button", { name: "Pay now" }).click();
  await onGateway(page, "Approve", "knet");
  await expect(page).toHaveURL(/\/ThankYou\?purchase_id=\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you! Your payment was successful.");

  const answers = await Promise.all(purchases);
  expect(new Set(answers.map((a) => a.purchase_id)).size).toBe(1);
  const row = await purchaseStatus(request, token, answers[0]!.purchase_id);
  expect(row).toMatchObject({
    status: "paid",
    coupon_code: "WELCOME10",
    package_amount: "255.000",
    promo_code_discount: "25.500",
    wallet_amount: "5.000",
    total_amount: "224.500",
    cashback_amount: "22.450",
  });
  // docs/product-rules.md "Purchases and payment": 10% cashback on what was paid. 25.000 - 5.000 + 22.450 = 42.450 KD.
  expect(await wallet(request, token)).toBe(25_000 - 5_000 + 22_450);
  console.info(`demo customer wallet: 25.000 -> ${((await wallet(request, token)) / 1000).toFixed(3)} KD; purchase ${JSON.stringify(row)}`);
});
