// Content pages: the newsletter (subscribe, then 'already subscribed'; offline keeps the email),
// the dietician page with 'Book an appointment' stored by the server, terms and privacy from the
// API by language; English and Arabic, axe on every screen, and terms still shown offline.
import { expect, test, type Page } from "./support/test.ts";
import { arabic } from "./support/catalog.ts";
import { expectNoAxeViolation, readStore, serviceWorkerControls, switchToArabic } from "./support/helpers.ts";

// The service worker takes part here (offline, install or update): the suite blocks it elsewhere (playwright.config.ts).
test.use({ serviceWorkers: "allow" });

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

for (const lang of ["English", "Arabic"] as const) {
  const tr = (english: string) => (lang === "Arabic" ? arabic(english) : english);
  const open = async (page: Page, path: string) => {
    await page.goto(path);
    if (lang === "Arabic") await switchToArabic(page);
  };

  test(`${lang}: newsletter: a bad address is explained, a new one subscribes, a repeat is 'already subscribed'`, async ({ page }) => {
    await open(page, "/subscribe");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(tr("Subscribe to our newsletter"));
    await expectNoAxeViolation(page);

    const email = page.getByLabel(tr("Email address"));
    const submit = page.getByRole("button", { name: tr("Subscribe"), exact: true });
    await email.fill("sara@example");
    await submit.click();
    await expect(page.getByText(tr("Please enter a valid email address, for example name@example.com."))).toBeVisible();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolation(page);

    const address = `news-${unique()}@example.com`;
    await email.fill(address);
    await submit.click();
    await expect(page.getByRole("status")).toHaveText(tr("Thank you! You are subscribed. Our next newsletter will reach your inbox."));
    await expectNoAxeViolation(page);

    // The same address in capitals: the server stores addresses once, whatever their case.
    await email.fill(address.toUpperCase());
    await submit.click();
    await expect(page.getByRole("status")).toHaveText(tr("You are already subscribed with this address. There is nothing more to do."));
  });

  test(`${lang}: dietician: why, four dieticians, and a booked appointment confirmed by the server`, async ({ page }) => {
    await open(page, "/dietician");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(tr("Why do you need a dietician?"));
    const cards = page.getByRole("list", { name: tr("Our dieticians") }).getByRole("article");
    await expect(cards).toHaveCount(4);
    await expect(cards.nth(1)).toContainText(lang === "English" ? "8 years of experience" : "8 سنوات خبرة");
    await expectNoAxeViolation(page);

    const nour = tr("Nour Al-Kandari");
    await cards.nth(1).getByRole("button", { name: `${tr("Book an appointment")} ${nour}` }).click();
    const dialog = page.getByRole("dialog", { name: tr("Book an appointment with {dieticianName}").replace("{dieticianName}", nour) });
    await expect(dialog).toBeVisible();
    const send = dialog.getByRole("button", { name: tr("Send request") });
    await send.click();
    await expect(dialog.getByText(tr("Please enter your name."))).toBeVisible();
    await expect(dialog.getByText(tr("Please enter your phone number."))).toBeVisible();
    await expectNoAxeViolation(page);

    await dialog.getByLabel(tr("Your name")).fill(lang === "English" ? `Sara ${unique()}` : `سارة ${unique()}`);
    await dialog.getByLabel(tr("Phone number")).fill("12345678");
    await send.click();
    await expect(dialog.getByText(tr("Please enter a Kuwaiti number of 8 digits starting with 2, 4, 5, 6 or 9."))).toBeVisible();

    // Arabic-Indic digits are read as the number they are.
    await dialog.getByLabel(tr("Phone number")).fill("٩٩٨٨٧٧٦٦");
    await dialog.getByLabel(tr("Preferred time")).selectOption("evening");
    await send.click();
    await expect(dialog.getByRole("status")).toContainText(tr("Thank you! Your request is sent. We will call you to confirm the time of your appointment."));
    await expect(dialog.getByRole("status")).toContainText(/\d+/);
    await expectNoAxeViolation(page);
    await dialog.getByRole("button", { name: tr("Done") }).click();
    await expect(dialog).toBeHidden();
  });

  test(`${lang}: terms and privacy show their content from the API`, async ({ page }) => {
    await open(page, "/terms-conditions");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(tr("Terms and Conditions"));
    await expect(page.getByRole("heading", { level: 2, name: lang === "English" ? "1. Subscriptions" : "1. الاشتراكات" })).toBeVisible();
    await expectNoAxeViolation(page);

    await page.getByRole("contentinfo").getByRole("link", { name: tr("Privacy Policy") }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(tr("Privacy Policy"));
    // The date and the address from the shop's settings (a demo's: server/support/legal.ts).
    await expect(page.getByText(lang === "English" ? "Last updated 27 November 2026" : "آخر تحديث: 27 نوفمبر 2026")).toBeVisible();
    await expect(page.getByRole("link", { name: "support@kw-meals.local" })).toHaveAttribute("href", "mailto:support@kw-meals.local");
    await expect(page.getByRole("heading", { level: 2, name: lang === "English" ? "What we collect" : "البيانات التي نجمعها" })).toBeVisible();
    await expectNoAxeViolation(page);
  });
}

test("offline: terms and privacy seen once still show after a reload; the newsletter keeps the email", async ({ page, context }) => {
  // Each page arrives rendered by the server; the app keeps its text on the device once the page
  // has settled (src/data/use-cached.ts).
  const kept = (key: string) => async () => (await readStore<{ key: string; langId: number }>(page, "content")).some((r) => r.key === key && r.langId === 1);
  await page.goto("/privacy-policy");
  await expect(page.getByRole("heading", { level: 2, name: "What we collect" })).toBeVisible();
  await expect.poll(kept("privacy"), { message: "privacy policy kept on the device" }).toBe(true);
  await page.goto("/terms-conditions");
  await expect(page.getByRole("heading", { level: 2, name: "1. Subscriptions" })).toBeVisible();
  await expect.poll(kept("terms"), { message: "terms kept on the device" }).toBe(true);
  await serviceWorkerControls(page);

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms and Conditions");
    await expect(page.getByRole("heading", { level: 2, name: "1. Subscriptions" })).toBeVisible();

    await page.goto("/privacy-policy");
    await expect(page.getByRole("heading", { level: 2, name: "What we collect" })).toBeVisible();

    await page.goto("/subscribe");
    await page.getByLabel("Email address").fill("offline@example.com");
    await page.getByRole("button", { name: "Subscribe", exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "You are offline. Subscribing needs a connection; your email is kept here, so try again when you are online.",
    );
    await expect(page.getByLabel("Email address")).toHaveValue("offline@example.com");
  } finally {
    await context.setOffline(false);
  }
});
