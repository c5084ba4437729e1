// My plan, as a subscriber uses it, in English and in Arabic: a customer with a paid plan (bought
// through the API and paid on the sandbox gateway) opens My plan from the account menu, opens a day
// on the calendar and freezes it with the next one (the end date moves two delivery days, Fridays
// skipped), resumes one, freezes another with the network off (pending on its day) and comes back
// online: the change reaches the server once. A day is sent to another saved address from its dialog.
// The screen passes axe and fits a 320 px phone. Server state is read back through the API; the
// confirmation mails (one per change, in the customer's language) arrive at the test's SMTP server.
import { formatDay } from "../../rules/order-dates.ts";
import { newCustomer, registerViaApi, signInAs } from "./support/account.ts";
import { arabic } from "./support/catalog.ts";
import { expectNoAxeViolation, layoutShifts, readStore, recordLayoutShifts, switchToArabic } from "./support/helpers.ts";
import { mailsMatching, sentTo, spelledDate, waitForMail } from "./support/mail.ts";
import { tokenOf } from "./support/order.ts";
import { buyPlanViaApi, dayButton as planDay, daySettled, deliveryDaysAfter, planViaApi, showMonthOf } from "./support/plan.ts";
import { expect, test, type APIRequestContext, type Page } from "./support/test.ts";

// The service worker takes part here (offline, install or update): the suite blocks it elsewhere (playwright.config.ts).
test.use({ serviceWorkers: "allow" });

type Lang = { tr: (english: string) => string; ar: boolean };
const EN: Lang = { tr: (s) => s, ar: false };
const AR: Lang = { tr: (s) => arabic(s), ar: true };

/** The subjects of the freeze and resume confirmations (server/mail/templates.ts), by language. */
const SUBJECT = {
  frozen: { en: "Your days are frozen", ar: "تأكيد تجميد الأيام" },
  resumed: { en: "Your days are resumed", ar: "تأكيد استئناف الأيام" },
} as const;
const CHANGE_SUBJECTS = new Set<string>(Object.values(SUBJECT).flatMap((s) => [s.en, s.ar]));

async function firstAreaId(request: APIRequestContext, token: string): Promise<number> {
  const res = await request.post("/api/arealist", { form: { language_id: 1 }, headers: { Authorization: `Bearer ${token}` } });
  const groups = ((await res.json()) as { data: { areas: { main_area_id: number }[] }[] }).data;
  return groups.flatMap((g) => g.areas)[0]!.main_area_id;
}

function dayButton(page: Page, { tr, ar }: Lang, date: string, state: string) {
  return planDay(page, tr, ar, date, state);
}

/** Opens a day from the calendar (shown with its mark); answers the day's dialog, named by its date. */
async function openDay(page: Page, lang: Lang, date: string, mark: string) {
  await showMonthOf(page, date);
  await dayButton(page, lang, date, mark).click();
  const day = page.getByRole("dialog", { name: formatDay(date, lang.ar ? "ar" : "en"), exact: true });
  await daySettled(day);
  return day;
}

/** Freezes `count` days from `date` (or resumes it) from the opened day: the rules and the new end date first. */
async function confirmChange(page: Page, lang: Lang, date: string, mark: string, action: "Freeze" | "Resume", count: number, newEnd: string) {
  const { tr } = lang;
  const day = await openDay(page, lang, date, mark);
  if (count > 1) await day.getByLabel(tr("Delivery days to freeze, from this one")).selectOption(String(count));
  const label =
    action === "Resume"
      ? tr("Resume this day")
      : count === 1
        ? tr("Freeze this day")
        : tr("Freeze {count} days from this one").replace("{count}", String(count));
  await day.getByRole("button", { name: label, exact: true }).click();
  const panel = day.getByRole("group", { name: tr("The rules") });
  await expect(panel.getByText(tr("A day can be changed until 23:59 Kuwait time two days before it."))).toBeVisible();
  await expect(panel.locator(".plan-dialog-days li")).toHaveCount(count);
  await expect(panel.locator(".plan-new-end")).toContainText(formatDay(newEnd, lang.ar ? "ar" : "en"));
  await panel.getByRole("button", { name: tr(action === "Freeze" ? "Confirm freeze" : "Confirm resume") }).click();
  await expect(day).toBeHidden();
}

for (const lang of [EN, AR]) {
  test(`${lang.ar ? "Arabic" : "English"}: My plan from the account menu, freeze two days, resume one, freeze offline, axe, 320 px`, async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(120_000);
    const { tr } = lang;
    const customer = newCustomer(lang.ar ? "Huda" : "Omar", "Plan");
    await registerViaApi(request, customer);
    await signInAs(page, customer);
    const token = await tokenOf(page);
    const bought = await buyPlanViaApi(request, token);
    const [d1, d2, d3] = bought.days.map((d) => d.date) as [string, string, string];
    const end0 = bought.end_date;
    if (lang.ar) await switchToArabic(page);

    await page
      .getByRole("banner")
      .getByRole("button", { name: tr("Account menu") })
      .click();
    // The menu's own link (a subscriber's header may offer My plan too).
    await page.locator("#account-menu-list").getByRole("link", { name: tr("My plan") }).click();
    await expect(page).toHaveURL(/\/my-plan$/);
    await expect(page.getByRole("heading", { level: 1, name: tr("My plan") })).toBeVisible();
    const facts = page.getByRole("region", { name: tr("Your plan") });
    await expect(facts).toContainText(formatDay(end0, lang.ar ? "ar" : "en"));

    // Freeze two days from the first one: the end moves two delivery days later.
    const end2 = deliveryDaysAfter(end0, 2);
    await confirmChange(page, lang, d1, "Kitchen's choice", "Freeze", 2, end2);
    await expect(dayButton(page, lang, d1, "Frozen")).toBeVisible({ timeout: 15_000 });
    await expect(dayButton(page, lang, d2, "Frozen")).toBeVisible();
    await expect(facts).toContainText(formatDay(end2, lang.ar ? "ar" : "en"));
    expect(await planViaApi(request, token)).toMatchObject({ frozen_days: 2, end_date: end2 });
    const language = lang.ar ? "ar" : "en";
    const mine = sentTo(customer.email);
    const frozenMail = await waitForMail((m) => mine(m) && m.subject === SUBJECT.frozen[language]);
    expect(frozenMail.text).toContain(spelledDate(end2, language));

    // Resume the first: the end moves back one delivery day.
    const end1 = deliveryDaysAfter(end0, 1);
    await confirmChange(page, lang, d1, "Frozen", "Resume", 1, end1);
    await expect(dayButton(page, lang, d1, "Kitchen's choice")).toBeVisible({ timeout: 15_000 });
    expect(await planViaApi(request, token)).toMatchObject({ frozen_days: 1, end_date: end1 });

    // Offline: the freeze waits on the device, pending on its day; back online it is sent once.
    await context.setOffline(true);
    await confirmChange(page, lang, d3, "Kitchen's choice", "Freeze", 1, end2);
    await expect(dayButton(page, lang, d3, "Pending (waiting to be sent)")).toBeVisible();
    await expect(
      page.getByRole("status").filter({ hasText: tr("Saved on this device. It will be sent when you are back online.") }),
    ).toBeVisible();
    await context.setOffline(false);
    await expect(dayButton(page, lang, d3, "Frozen")).toBeVisible({ timeout: 30_000 });
    await expect.poll(async () => (await readStore(page, "outbox")).length).toBe(0);
    const after = await planViaApi(request, token);
    expect(after).toMatchObject({ frozen_days: 2, end_date: end2 });
    expect(after.days.filter((d) => d.status === "frozen").map((d) => d.date)).toEqual([d2, d3]);
    await expect(facts).toContainText(formatDay(end2, lang.ar ? "ar" : "en"));
    // Each change confirmed by one mail: two freezes and a resume, the offline one sent once.
    await expect
      .poll(async () =>
        (await mailsMatching((m) => mine(m) && m.subject !== undefined && CHANGE_SUBJECTS.has(m.subject))).map((m) => m.subject).sort(),
      )
      .toEqual([SUBJECT.frozen[language], SUBJECT.frozen[language], SUBJECT.resumed[language]].sort());

    // A day to another saved address: the office added since the purchase is in the book.
    const office = await request.post("/api/addaddress", {
      headers: { Authorization: `Bearer ${token}` },
      form: {
        address_type: "office",
        area_id: String(await firstAreaId(request, token)),
        block: "2",
        street: "Gulf Rd",
        company_name: "Fit Co",
        appartment_number: "B5",
        floor_no: "11",
        idempotency_key: `office-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`,
      },
    });
    expect(office.status(), await office.text()).toBe(200);
    const officeId = ((await office.json()) as { data: { address_id: number } }).data.address_id;
    await page.reload();
    // The calendar is drawn once the plan is read again (the first day, resumed, is the kitchen's choice).
    await showMonthOf(page, d1);
    await expect(dayButton(page, lang, d1, "Kitchen's choice")).toBeVisible();
    const d4 = bought.days[3]!.date;
    const day4 = await openDay(page, lang, d4, "Kitchen's choice");
    await day4.getByRole("button", { name: tr("Change this day's address") }).click();
    await day4.getByRole("radio", { name: /Gulf Rd/ }).check();
    await day4.getByRole("button", { name: tr("Save address") }).click();
    await expect(day4).toBeHidden();
    await expect.poll(async () => (await planViaApi(request, token)).days.find((d) => d.date === d4)?.address_id).toBe(officeId);

    await expectNoAxeViolation(page);
    // A phone shows one month at a time.
    await page.setViewportSize({ width: 320, height: 740 });
    await expect(page.locator(".plan-calendar .rdp-month")).toHaveCount(1);
    await showMonthOf(page, d3);
    await expect(dayButton(page, lang, d3, "Frozen")).toBeVisible();
    // The calendar's day cells are sized from the viewport's width (plan.css); in the frame or two
    // right after the resize Chromium may still lay them out at their former size (the month 355 px
    // wide at 320, seen once in a CI run and in one Arabic run in three here): the width is what the
    // phone shows once it has drawn at its own width, and it passes only once the layout fits.
    await expect.poll(() => page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(320);
  });
}

// Nothing on My plan jumps as its parts arrive: the plan from the network on the first visit, from
// the device on the next. The purchases and the wallet drawn beside the plan's spinner used to be
// pushed down the calendar's height when it came (Lighthouse: a layout shift of 0.46).
test.describe("My plan holds still while it loads", () => {
  test.use({ serviceWorkers: "block" });
  for (const lang of [EN, AR]) {
    test(`${lang.ar ? "Arabic" : "English"}: opening My plan moves nothing, on a phone and then on a desktop`, async ({
      page,
      request,
    }) => {
      const { tr } = lang;
      const customer = newCustomer(lang.ar ? "Mariam" : "Yousef", "Still");
      await registerViaApi(request, customer);
      await signInAs(page, customer);
      await buyPlanViaApi(request, await tokenOf(page));
      if (lang.ar) await switchToArabic(page);
      await recordLayoutShifts(page);
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto("/my-plan");
        await expect(page.getByRole("region", { name: tr("Your plan") })).toBeVisible();
        for (const part of ["Your purchases", "Wallet"]) {
          const section = page.getByRole("region", { name: tr(part) });
          await expect(section).toBeVisible();
          await expect(section.getByRole("status").filter({ hasText: tr("Loading…") })).toHaveCount(0);
        }
        expect(await layoutShifts(page), `at ${width} px`).toEqual([]);
      }
    });
  }
});

// An opened day draws its address and Freeze at once, from the plan's calendar; the day's dishes
// come a moment later and grow under them. A tap on Freeze while they arrive lands on it: the
// button is where it was when the dishes were still loading (held back here until it was measured).
test.describe("An opened day holds still while its dishes arrive", () => {
  test.use({ serviceWorkers: "block", viewport: { width: 320, height: 740 } });
  for (const lang of [EN, AR]) {
    test(`${lang.ar ? "Arabic" : "English"}: Freeze stays put on a 320 px phone while the dishes come, and takes the tap`, async ({ page, request }) => {
      const { tr } = lang;
      const customer = newCustomer(lang.ar ? "Noura" : "Fahad", "Steady");
      await registerViaApi(request, customer);
      await signInAs(page, customer);
      const bought = await buyPlanViaApi(request, await tokenOf(page));
      if (lang.ar) await switchToArabic(page);
      await recordLayoutShifts(page);
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/api/daypicks", async (route) => {
        await held;
        await route.continue();
      });
      await page.goto("/my-plan");
      // The page drawn whole first (its own shifts are the test above's): only the day's are counted here.
      for (const part of ["Your purchases", "Wallet"]) {
        const section = page.getByRole("region", { name: tr(part) });
        await expect(section).toBeVisible();
        await expect(section.getByRole("status").filter({ hasText: tr("Loading…") })).toHaveCount(0);
      }
      const d1 = bought.days[0]!.date;
      await showMonthOf(page, d1);
      const pageShifts = (await layoutShifts(page)).length;
      await dayButton(page, lang, d1, "Kitchen's choice").click();
      const day = page.getByRole("dialog", { name: formatDay(d1, lang.ar ? "ar" : "en"), exact: true });
      const freeze = day.getByRole("button", { name: tr("Freeze this day"), exact: true });
      // The dishes still loading: the spinner where they will be, Freeze already drawn.
      await expect(day.locator(".spinner")).toBeVisible();
      await expect(freeze).toBeVisible();
      const before = await freeze.boundingBox();

      release();
      await daySettled(day);
      await expect(day.locator(".day-meals .day-slot").first()).toBeVisible();
      expect((await layoutShifts(page)).slice(pageShifts)).toEqual([]);
      expect(await freeze.boundingBox()).toEqual(before);
      await freeze.click();
      await expect(day.getByRole("group", { name: tr("The rules") })).toBeVisible();
    });
  }
});

test("/my-plan is a screen (200, its own title); a signed-out visitor is sent to sign in", async ({ page, request }) => {
  expect((await request.get("/my-plan")).status()).toBe(200);
  await page.goto("/my-plan");
  await expect(page).toHaveURL(/\/sign-in$/);
  const customer = newCustomer("Sara", "Empty");
  await registerViaApi(request, customer);
  await signInAs(page, customer);
  await page.goto("/my-plan");
  await expect(page).toHaveTitle("My plan | Fit Meals Kuwait");
  // No plan yet: a friendly word and the way to the packages.
  await expect(page.getByText("You have no active plan yet. Choose a package and your deliveries will show here.")).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "See the packages" }).click();
  await expect(page).toHaveURL(/\/package$/);
});
