// A freeze refused while My plan is closed, in English and in Arabic (src/features/README.md, the
// outbox): two days are frozen offline, the page is closed, the server's clock passes the first
// day's cutoff, and the app is opened again on /menu with the network back. The outbox sends both
// from there; the server refuses the first (`past_cutoff`). My plan, opened afterwards, shows that
// day locked with the reason, and the other freeze stands. The spec runs a server of its own (its
// own CLOCK_FILE), as tests/e2e/my-plan-cutoff.spec.ts does.
import { formatDay } from "../../rules/order-dates.ts";
import { newCustomer, registerViaApi, signInAs } from "./support/account.ts";
import { arabic } from "./support/catalog.ts";
import { readStore, switchToArabic } from "./support/helpers.ts";
import { tokenOf } from "./support/order.ts";
import { buyPlanViaApi, dayButton, daySettled, planViaApi, showMonthOf, CLOCK_SERVER_START_MS, DAY_MS, startClockServer, type ClockServer } from "./support/plan.ts";
import { expect, test, type Page } from "./support/test.ts";

let server: ClockServer;

test.beforeAll(async () => {
  test.setTimeout(CLOCK_SERVER_START_MS);
  server = await startClockServer("refused-later");
});

test.afterAll(async () => {
  await server?.stop();
});

// One server, one clock: the two languages take turns.
test.describe.configure({ mode: "serial" });

for (const ar of [false, true]) {
  const tr = ar ? arabic : (s: string) => s;

  async function freeze(page: Page, date: string) {
    await showMonthOf(page, date);
    await dayButton(page, tr, ar, date, "Kitchen's choice").click();
    const dialog = page.getByRole("dialog", { name: formatDay(date, ar ? "ar" : "en"), exact: true });
    await daySettled(dialog);
    await dialog.getByRole("button", { name: tr("Freeze this day"), exact: true }).click();
    await dialog.getByRole("button", { name: tr("Confirm freeze") }).click();
    await expect(dialog).toBeHidden();
    await expect(dayButton(page, tr, ar, date, "Pending (waiting to be sent)")).toBeVisible();
  }

  test(`${ar ? "Arabic" : "English"}: a freeze made offline and refused while My plan is closed shows its day locked with the reason`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    server.resetClock();
    const context = await browser.newContext({ baseURL: server.url });
    try {
      let page = await context.newPage();
      const customer = newCustomer(ar ? "Mariam" : "Yousef", "Later");
      await registerViaApi(context.request, customer);
      await signInAs(page, customer);
      const token = await tokenOf(page);
      const plan = await buyPlanViaApi(context.request, token);
      const first = plan.days[0]!.date;
      const later = plan.days[10]!.date;
      if (ar) await switchToArabic(page);
      await page.goto("/my-plan");
      await expect(page.getByRole("heading", { level: 1, name: tr("My plan") })).toBeVisible();
      // The plan as the server has it now (the header asked before the purchase, so the device
      // held "no plan"): its calendar shown before the network goes.
      await showMonthOf(page, first);

      await context.setOffline(true);
      await freeze(page, first);
      await freeze(page, later);
      await page.close();

      // Later, past the first day's cutoff, the app opens on the menu with the network back.
      server.moveClock(4 * DAY_MS);
      await context.setOffline(false);
      page = await context.newPage();
      await page.goto("/menu");
      await expect.poll(async () => (await readStore(page, "outbox")).length, { timeout: 30_000 }).toBe(0);

      await page.goto("/my-plan");
      const refusal = page.getByRole("alert").filter({ hasText: tr("Some changes were not made") });
      await expect(refusal).toContainText(tr("It was past its cutoff (23:59 Kuwait time two days before), so it stays as it was."));
      await showMonthOf(page, first);
      await expect(dayButton(page, tr, ar, first, "Locked (past its cutoff)")).toBeVisible();
      await showMonthOf(page, later);
      await expect(dayButton(page, tr, ar, later, "Frozen")).toBeVisible();
      const after = await planViaApi(context.request, token);
      expect(after.days.filter((d) => d.status === "frozen").map((d) => d.date)).toEqual([later]);
    } finally {
      server.resetClock();
      await context.close();
    }
  });
}
