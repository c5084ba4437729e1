// My plan when the cutoff passes while the customer decides, in English and in Arabic. The spec runs
// a server of its own (its own data and CLOCK_FILE), so moving its clock four days on disturbs no
// other test: the customer freezes a later day (accepted), opens the first delivery day and asks to
// freeze it while that day is still open; the server's clock then passes the day's cutoff and
// the confirmation is refused with `past_cutoff`. The screen says why in the customer's language,
// shows the day locked, and the earlier freeze stands (read back through the API).
import { formatDay } from "../../rules/order-dates.ts";
import { newCustomer, registerViaApi, signInAs } from "./support/account.ts";
import { arabic } from "./support/catalog.ts";
import { switchToArabic } from "./support/helpers.ts";
import { tokenOf } from "./support/order.ts";
import { buyPlanViaApi, dayButton, daySettled, planViaApi, showMonthOf, CLOCK_SERVER_START_MS, DAY_MS, startClockServer, type ClockServer } from "./support/plan.ts";
import { appReady, expect, test } from "./support/test.ts";

let server: ClockServer;

test.beforeAll(async () => {
  test.setTimeout(CLOCK_SERVER_START_MS);
  server = await startClockServer("cutoff");
});

test.afterAll(async () => {
  await server?.stop();
});

// One server, one clock: the two languages take turns.
test.describe.configure({ mode: "serial" });

for (const ar of [false, true]) {
  const tr = ar ? arabic : (s: string) => s;
  test(`${ar ? "Arabic" : "English"}: a freeze confirmed after its day's cutoff is refused, the day shows locked, the earlier freeze stands`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    server.resetClock();
    const context = await browser.newContext({ baseURL: server.url });
    const request = context.request;
    try {
      const page = await context.newPage();
      const goto = async (url: string) => {
        await page.goto(url);
        await appReady(page);
      };
      const customer = newCustomer(ar ? "Mariam" : "Yousef", "Cutoff");
      await registerViaApi(request, customer);
      await signInAs(page, customer);
      await appReady(page);
      const token = await tokenOf(page);
      const plan = await buyPlanViaApi(request, token);
      const first = plan.days[0]!.date;
      const later = plan.days[10]!.date;
      if (ar) await switchToArabic(page);
      await goto("/my-plan");
      await expect(page.getByRole("heading", { level: 1, name: tr("My plan") })).toBeVisible();

      /** Opens a day on the calendar and asks to freeze it: its dialog, with the rules shown. */
      const freezeFrom = async (date: string) => {
        await showMonthOf(page, date);
        await dayButton(page, tr, ar, date, "Kitchen's choice").click();
        const day = page.getByRole("dialog", { name: formatDay(date, ar ? "ar" : "en"), exact: true });
        await daySettled(day);
        await day.getByRole("button", { name: tr("Freeze this day"), exact: true }).click();
        await expect(day.getByText(tr("A day can be changed until 23:59 Kuwait time two days before it."))).toBeVisible();
        return day;
      };

      // A later day is frozen while the clock is real.
      let dialog = await freezeFrom(later);
      await dialog.getByRole("button", { name: tr("Confirm freeze") }).click();
      await expect(dialog).toBeHidden();
      await expect(dayButton(page, tr, ar, later, "Frozen")).toBeVisible({ timeout: 15_000 });

      // The first day, opened while open; its cutoff passes before the customer confirms.
      dialog = await freezeFrom(first);
      server.moveClock(4 * DAY_MS);
      await dialog.getByRole("button", { name: tr("Confirm freeze") }).click();
      await expect(dialog).toBeHidden();

      const refusal = page.getByRole("alert").filter({ hasText: tr("Some changes were not made") });
      await expect(refusal).toContainText(tr("It was past its cutoff (23:59 Kuwait time two days before), so it stays as it was."), {
        timeout: 15_000,
      });
      await expect(refusal).toContainText(tr("Your other changes stand."));
      await showMonthOf(page, first);
      await expect(dayButton(page, tr, ar, first, "Locked (past its cutoff)")).toBeVisible();
      await showMonthOf(page, later);
      await expect(dayButton(page, tr, ar, later, "Frozen")).toBeVisible();

      const after = await planViaApi(request, token);
      expect(after.days.filter((d) => d.status === "frozen").map((d) => d.date)).toEqual([later]);
      expect(after.days.find((d) => d.date === first)?.status).toBe("locked");
    } finally {
      server.resetClock();
      await context.close();
    }
  });
}
