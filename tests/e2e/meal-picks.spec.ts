// My plan's meals, as a subscriber uses them, in English and in Arabic. The spec runs a server of its
// own (its own data and CLOCK_FILE), so moving its clock disturbs no other test. A customer with a
// paid plan (bought through the API) opens an upcoming day, changes a meal and sees the day's
// calories change before saving, then the server's totals; changes a snack with the network off
// (pending on the device and on the day's button) and comes back online: the pick reaches the
// server once. The dialog passes axe and fits a 320 px phone. The server's clock then passes the
// day: a locked day shows what will arrive with the kitchen's picks, and the delivered day's dish
// is rated with the keyboard (stars 1-5, a comment), and the rating comes back from the server.
// With SHOTS_DIR set, screenshots of the picker, a locked day and the rating form are written there.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { addDays, formatDay, FRIDAY, kuwaitToday, weekdayOf } from "../../rules/order-dates.ts";
import { newCustomer, registerViaApi, signInAs } from "./support/account.ts";
import { arabic } from "./support/catalog.ts";
import { expectNoAxeViolation, readStore, switchToArabic } from "./support/helpers.ts";
import { tokenOf } from "./support/order.ts";
import { formatKcal } from "../../rules/calories.ts";
import { buyPlanViaApi, dayButton, dayPicksViaApi, showMonthOf, menuViaApi, type ServerDay, CLOCK_SERVER_START_MS, DAY_MS, startClockServer, type ClockServer } from "./support/plan.ts";
import { appReady, expect, test, type Page } from "./support/test.ts";

// The service worker takes part here (offline, install or update): the suite blocks it elsewhere (playwright.config.ts).
test.use({ serviceWorkers: "allow" });

const SHOTS = process.env.SHOTS_DIR;

let server: ClockServer;

test.beforeAll(async () => {
  test.setTimeout(CLOCK_SERVER_START_MS);
  server = await startClockServer("picks");
});

test.afterAll(async () => {
  await server?.stop();
});

// One server, one clock: the two languages take turns.
test.describe.configure({ mode: "serial" });

/** Text showing the number `n` on its own (700 is not 7000). */
const showsNumber = (n: number) => new RegExp(`(^|\\D)${n}(\\D|$)`);
const slotOf = (day: ServerDay, type: "meal" | "snack", n: number) => day.slots.find((s) => s.slot_type === type && s.slot === n)!;

async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  const size = page.viewportSize()!;
  await page.screenshot({ path: path.join(SHOTS, `${name}-desktop.png`) });
  await page.setViewportSize({ width: 320, height: 740 });
  await page.screenshot({ path: path.join(SHOTS, `${name}-320.png`) });
  await page.setViewportSize(size);
}

for (const ar of [false, true]) {
  const tr = ar ? arabic : (s: string) => s;
  const locale = ar ? "ar" : "en";
  const langId = ar ? 2 : 1;
  /** The calories as the customer reads them: whole, with the language's separators ("1,666"), on their own. */
  const showsKcal = (n: number) => new RegExp(`(^|[^\\d,])${formatKcal(n, locale).replace(",", "\\,")}([^\\d,]|$)`);
  const slotName = (type: "Meal" | "Snack", n: number) => tr(`${type} {n}`).replace("{n}", String(n));

  test(`${ar ? "Arabic" : "English"}: pick a day's dishes, online and offline, see the totals; rate a delivered dish with the keyboard`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    server.resetClock();
    const context = await browser.newContext({ baseURL: server.url });
    // Data Saver: the app saves the catalog's text for offline use, not its ~300 pictures.
    await context.addInitScript(() => {
      const connection = (navigator as Navigator & { connection?: object }).connection;
      if (connection) Object.defineProperty(connection, "saveData", { get: () => true });
    });
    const request = context.request;
    try {
      const page = await context.newPage();
      const saves: string[] = [];
      page.on("requestfinished", (r) => {
        if (r.url().endsWith("/api/savedaypicks")) saves.push(r.postData() ?? "");
      });
      const customer = newCustomer(ar ? "Fatma" : "Khalid", "Picks");
      await registerViaApi(request, customer);
      await signInAs(page, customer);
      await appReady(page);
      const token = await tokenOf(page);
      const plan = await buyPlanViaApi(request, token);
      const purchaseId = plan.purchase_id;
      const day = plan.days[1]!.date;
      const weekday = weekdayOf(day);
      const before = await dayPicksViaApi(request, token, purchaseId, day, langId);
      const taken = before.slots.map((s) => s.meal_id);
      const meal1 = slotOf(before, "meal", 1);
      const snack1 = slotOf(before, "snack", 1);
      // A meal of that weekday with other calories than the kitchen's first meal, and another snack.
      const mains = await menuViaApi(request, token, 24, [1, 2], langId);
      const meal = mains.find((d) => d.days.includes(weekday) && !taken.includes(d.id) && d.kcal !== meal1.calories)!;
      const snacks = await menuViaApi(request, token, 24, [3], langId);
      const snack = snacks.find((d) => d.days.includes(weekday) && !taken.includes(d.id))!;
      // The day's totals with that meal instead of the kitchen's, from the menu's figures for the package.
      const kitchenMeal = mains.find((d) => d.id === meal1.meal_id)!;
      const expected = { ...before.totals };
      for (const k of ["kcal", "protein", "carbs", "fat"] as const) expected[k] += meal[k] - kitchenMeal[k];

      if (ar) await switchToArabic(page);
      await page.goto("/my-plan");
      await appReady(page);
      /** A delivery day on My plan's calendar, named with its mark (what the day is now). */
      const mealDay = async (date: string, mark: string) => {
        await showMonthOf(page, date);
        const button = dayButton(page, tr, ar, date, mark);
        await expect(button).toBeVisible({ timeout: 20_000 });
        return button;
      };
      await (await mealDay(day, "Kitchen's choice")).click();
      const dialog = page.getByRole("dialog", { name: formatDay(day, locale), exact: true });
      const kcal = dialog.locator('[data-total="kcal"]');
      await expect(kcal).toHaveText(showsKcal(before.totals.kcal));
      await expect(dialog.getByText(tr("Chosen for you")).first()).toBeVisible();

      // A meal of the day's menu: the calories, protein, carbs and fat change at once, before saving.
      await dialog.getByRole("button", { name: tr("Change {slotName}").replace("{slotName}", slotName("Meal", 1)) }).click();
      const choices = dialog.getByRole("group", { name: tr("Choose {0}").replace("{0}", slotName("Meal", 1)) });
      await choices
        .locator(".dish-choice")
        .filter({ has: page.getByText(meal.name, { exact: true }) })
        .getByRole("radio")
        .check();
      await shot(page, `${locale}-picker-choices`);
      await dialog.getByRole("button", { name: tr("Done"), exact: true }).click();
      await expect(dialog.getByRole("button", { name: tr("Change {slotName}").replace("{slotName}", slotName("Meal", 1)) })).toBeFocused();
      await expect(kcal).toHaveText(showsKcal(expected.kcal));
      for (const k of ["protein", "carbs", "fat"] as const) {
        await expect(dialog.locator(`[data-total="${k}"]`)).toHaveText(showsNumber(expected[k]));
      }
      await shot(page, `${locale}-picker-unsent`);
      await dialog.getByRole("button", { name: tr("Save my picks") }).click();
      await expect.poll(async () => slotOf(await dayPicksViaApi(request, token, purchaseId, day, langId), "meal", 1).meal_id).toBe(meal.id);
      const saved = await dayPicksViaApi(request, token, purchaseId, day, langId);
      expect(saved.totals).toEqual(expected);
      expect(slotOf(saved, "meal", 1).chosen_by).toBe("customer");
      await expect(dialog.getByRole("status").filter({ hasText: tr("Your picks are saved.") })).toBeVisible();
      await expect(dialog.locator('[data-total="protein"]')).toHaveText(showsNumber(saved.totals.protein));
      await expect(dialog.locator('[data-total="fat"]')).toHaveText(showsNumber(saved.totals.fat));
      await shot(page, `${locale}-picker`);

      // Offline: the snack waits on the device, pending; back online it reaches the server once.
      await context.setOffline(true);
      await dialog.getByRole("button", { name: tr("Change {slotName}").replace("{slotName}", slotName("Snack", 1)) }).click();
      await dialog
        .locator(".dish-choice")
        .filter({ has: page.getByText(snack.name, { exact: true }) })
        .getByRole("radio")
        .check();
      await dialog.getByRole("button", { name: tr("Done"), exact: true }).click();
      await dialog.getByRole("button", { name: tr("Save my picks") }).click();
      await expect(dialog.getByText(tr("Your picks are saved on this device and will be sent when you are back online."))).toBeVisible();
      await expect.poll(async () => (await readStore(page, "outbox")).map((e) => e.kind)).toEqual(["dayPicks"]);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await mealDay(day, "Pending (waiting to be sent)");
      expect(slotOf(await dayPicksViaApi(request, token, purchaseId, day, langId), "snack", 1).meal_id).toBe(snack1.meal_id);
      await context.setOffline(false);
      await expect.poll(async () => (await readStore(page, "outbox")).length, { timeout: 30_000 }).toBe(0);
      await mealDay(day, "Your picks");
      const after = await dayPicksViaApi(request, token, purchaseId, day, langId);
      expect(slotOf(after, "snack", 1).meal_id).toBe(snack.id);
      expect(slotOf(after, "meal", 1).meal_id).toBe(meal.id);
      // Two saves reached the server: the online one and the offline one, once.
      expect(saves.filter((body) => new URLSearchParams(body).get("snacks")?.split(",")[0] === String(snack.id))).toHaveLength(1);
      expect(saves).toHaveLength(2);

      // The picker passes axe and fits a 320 px phone.
      await (await mealDay(day, "Your picks")).click();
      await expect(kcal).toHaveText(showsKcal(after.totals.kcal));
      await expectNoAxeViolation(page);
      await page.setViewportSize({ width: 320, height: 740 });
      // The calendar behind turns from two months to one as the width changes.
      await expect.poll(() => page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(320);
      expect((await dialog.boundingBox())!.width).toBeLessThanOrEqual(320);
      // On the phone: "Save my picks" stays at the bottom of the screen above the day's dishes, and
      // the picker's pictures take the tile's width (not a 70 px thumbnail).
      const save = dialog.getByRole("button", { name: tr("Save my picks") });
      await expect.poll(async () => (await save.boundingBox())?.y ?? 0).toBeGreaterThan(640);
      expect(await save.evaluate((b) => b.getBoundingClientRect().bottom)).toBeLessThanOrEqual(740);
      await dialog.getByRole("button", { name: tr("Change {slotName}").replace("{slotName}", slotName("Snack", 1)) }).click();
      const firstPicture = dialog.locator(".dish-choice img").first();
      await expect.poll(async () => (await firstPicture.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(200);
      await dialog.getByRole("button", { name: tr("Done"), exact: true }).click();
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.keyboard.press("Escape");

      // Nine days on: the picked day is delivered; the first day from the server's today is locked.
      server.moveClock(9 * DAY_MS);
      const serverToday = addDays(kuwaitToday(), 9);
      const locked = plan.days.map((d) => d.date).find((d) => d >= serverToday && weekdayOf(d) !== FRIDAY)!;
      await page.reload();
      await appReady(page);
      await (await mealDay(locked, "Locked (past its cutoff)")).click();
      const lockedDialog = page.getByRole("dialog", { name: formatDay(locked, locale), exact: true });
      await expect(lockedDialog.getByText(tr("This day is past its cutoff: these dishes will arrive."))).toBeVisible();
      await expect(lockedDialog.getByText(tr("Chosen for you")).first()).toBeVisible();
      await expect(lockedDialog.getByRole("button", { name: tr("Save my picks") })).toHaveCount(0);
      await shot(page, `${locale}-locked`);
      await page.keyboard.press("Escape");

      await (await mealDay(day, "Delivered")).click();
      const rateDialog = page.getByRole("dialog", { name: formatDay(day, locale), exact: true });
      const ratingOf = tr("Your rating of {dishName}").replace("{dishName}", meal.name);
      const form = rateDialog.locator("form").filter({ has: page.getByRole("group", { name: ratingOf }) });
      const stars = form.getByRole("group", { name: ratingOf });
      const radios = stars.getByRole("radio");
      await expect(radios).toHaveCount(5);
      if (!ar) await expect(radios.nth(3)).toHaveAccessibleName("4 stars of 5");
      // The keyboard: Space picks one star, the arrow keys move through the group.
      await radios.first().focus();
      await page.keyboard.press("Space");
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("ArrowDown");
      await expect(radios.nth(3)).toBeChecked();
      const comment = ar ? "طري ومتبّل جيدًا" : "Tender and well seasoned";
      await form.getByLabel(tr("Comment (optional)")).fill(comment);
      await form.getByRole("button", { name: tr("Send my rating") }).press("Enter");
      await expect
        .poll(async () => slotOf(await dayPicksViaApi(request, token, purchaseId, day, langId), "meal", 1).rating)
        .toEqual({ stars: 4, comment });
      await expect(form.getByRole("status")).toHaveText(tr("Your rating is saved"));
      await shot(page, `${locale}-rating`);
      // The page behind was scanned with the picker; the rating form is new.
      await expectNoAxeViolation(page, { include: "dialog[open]" });

      // The rating comes back from the server on a fresh read.
      await page.reload();
      await appReady(page);
      await (await mealDay(day, "Delivered")).click();
      await expect(radios.nth(3)).toBeChecked();
      await expect(form.getByLabel(tr("Comment (optional)"))).toHaveValue(comment);
    } finally {
      server.resetClock();
      await context.close();
    }
  });
}
