// Dislikes and allergens, and ratings on the menu (docs/product-rules.md "Dislikes and allergens" and
// "Meal picks, nutrition and ratings"), in English and in Arabic.
// 1. A signed-up customer opens "Dislikes and allergens" from the account menu and from My plan,
//    marks fish (a protein) and nuts (an allergen) with the keyboard and saves: the server has them.
//    The menu then hides the fish dishes and the nut dishes; with "Hide dishes I avoid" off it shows
//    them with a warning. Offline, a change waits on the phone (pending) and reaches the server once
//    when the network returns. axe finds nothing, and nothing is wider than a 320 px phone.
// 2. Three subscribers rate one delivered dish through the API (a server of this spec's own, its
//    clock moved past the plans' first day, as my-plan-cutoff.spec.ts does): the menu shows the
//    dish's average and count.
import type { Page } from "@playwright/test";
import { newCustomer } from "./support/account.ts";
import { tabTo } from "./support/calculator-helpers.ts";
import { arabic } from "./support/catalog.ts";
import { expectNoAxeViolation, readStore, switchToArabic } from "./support/helpers.ts";
import {
  CATEGORY_TABS,
  dayPicksViaApi,
  dishesViaApi,
  openSignedIn,
  preferencesViaApi,
  rateViaApi,
  registerSignedIn,
  registerWithToken,
  saveDayPicksViaApi,
  type MenuDish,
} from "./support/meals.ts";
import { buyPlanViaApi, CLOCK_SERVER_START_MS, DAY_MS, startClockServer, type ClockServer } from "./support/plan.ts";
import { appReady, expect, test } from "./support/test.ts";

// The service worker takes part here (offline, install or update): the suite blocks it elsewhere (playwright.config.ts).
test.use({ serviceWorkers: "allow" });

type Tr = (english: string, context?: string) => string;
const english: Tr = (s) => s;

/** Nothing on the page is wider than a 320 px phone, and axe finds nothing there either. */
async function fitsPhone(page: Page): Promise<void> {
  const wide = page.viewportSize();
  await page.setViewportSize({ width: 320, height: 720 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await expectNoAxeViolation(page);
  if (wide) await page.setViewportSize(wide);
}

/** A category of package 24 with a fish dish (no nuts) and a nut dish (no fish), in the language. */
async function categoryWithBoth(request: Parameters<typeof dishesViaApi>[0], langId: 1 | 2) {
  for (const type of [1, 2, 3, 11]) {
    const dishes = await dishesViaApi(request, langId, type);
    const fish = dishes.find((d) => d.protein === "fish" && !d.allergens.includes("nuts"));
    const nuts = dishes.find((d) => d.allergens.includes("nuts") && d.protein !== "fish" && !d.allergens.includes("fish"));
    if (fish && nuts) return { type, fish, nuts };
  }
  throw new Error("no category of package 24 has both a fish dish and a nut dish");
}

for (const ar of [false, true]) {
  const tr: Tr = ar ? arabic : english;
  test(`${ar ? "Arabic" : "English"}: fish and nuts marked with the keyboard are hidden on the menu, shown with a warning when asked; an offline change arrives once`, async ({
    page,
    context,
    request,
  }) => {
    // A long journey (two screens, a reload, offline and back): on a loaded 2-core machine it needs room.
    test.setTimeout(240_000);
    // A screen of the app: the server answers it with the shell, not a 404.
    expect((await request.get("/my-plan/preferences")).status()).toBe(200);
    const customer = newCustomer(ar ? "Hessa" : "Fahad", "Prefs");
    const session = await registerSignedIn(request, customer);
    await openSignedIn(page, customer, session);
    const token = session.token;
    if (ar) await switchToArabic(page);

    // Reachable from My plan and from the account menu.
    await page.goto("/my-plan");
    await page.getByRole("link", { name: tr("Dislikes and allergens") }).click();
    await expect(page).toHaveURL(/\/my-plan\/preferences$/);
    await page.goto("/");
    await page.getByRole("button", { name: tr("Account menu") }).click();
    await page.getByRole("link", { name: tr("Dislikes and allergens") }).click();
    await expect(page).toHaveURL(/\/my-plan\/preferences$/);
    await expect(page.getByRole("heading", { level: 1, name: tr("Dislikes and allergens") })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${tr("Dislikes and allergens")} \\| `));

    const fish = page.getByRole("group", { name: tr("Proteins I don't eat") }).getByRole("checkbox", { name: tr("Fish", "protein"), exact: true });
    const nuts = page.getByRole("group", { name: tr("Allergens I avoid") }).getByRole("checkbox", { name: tr("Nuts", "allergen"), exact: true });
    const save = page.getByRole("button", { name: tr("Save my choices") });
    const saved = page.getByRole("status").filter({ hasText: tr("Saved. The menu and the kitchen's picks follow your choices.") });
    await expect(fish).not.toBeChecked();
    await expect(nuts).not.toBeChecked();

    // Keyboard only: from the heading (where a customer starts reading), Tab to each box, Space to
    // tick it, Tab to Save, Enter.
    await page.getByRole("heading", { level: 1 }).click();
    await tabTo(page, fish, 60);
    await page.keyboard.press("Space");
    await expect(fish).toBeChecked();
    await tabTo(page, nuts, 60);
    await page.keyboard.press("Space");
    await expect(nuts).toBeChecked();
    await tabTo(page, save, 60);
    await page.keyboard.press("Enter");
    await expect(saved).toBeVisible();
    expect(await preferencesViaApi(request, token)).toMatchObject({ proteins: ["fish"], allergens: ["nuts"] });
    await expectNoAxeViolation(page);
    await fitsPhone(page);

    // The menu hides them: a search for each finds it among the hidden dishes, not on a card.
    const { type, fish: fishDish, nuts: nutDish } = await categoryWithBoth(request, ar ? 2 : 1);
    await page.goto("/menu");
    await page.getByRole("tab", { name: tr(CATEGORY_TABS[type]!) }).click();
    const hide = page.getByRole("checkbox", { name: tr("Hide dishes I avoid") });
    await expect(hide).toBeChecked();
    await page.getByRole("button", { name: tr("Filter") }).click();
    const search = page.getByLabel(tr("Search by dish name"));
    const count = page.locator(".menu-count");
    const card = (dish: MenuDish) => page.locator(".dish-card").filter({ has: page.getByRole("heading", { level: 3, name: dish.meal_name, exact: true }) });
    const hiddenWords = ar ? "مما تتجنبه" : "you avoid";
    for (const dish of [fishDish, nutDish]) {
      await search.fill(dish.meal_name);
      await expect(count).toContainText(hiddenWords);
      await expect(card(dish)).toHaveCount(0);
    }

    // Shown with a warning when the customer asks.
    await hide.uncheck();
    const warning = (name: string) => tr("Has something you avoid: {list}").replace("{list}", name);
    await expect(card(nutDish)).toBeVisible();
    await expect(card(nutDish).locator(".dish-warning")).toHaveText(new RegExp(warning(tr("Nuts", "allergen"))));
    await expect(card(nutDish).getByRole("list", { name: tr("Allergens") })).toContainText(tr("Nuts", "allergen"));
    await search.fill(fishDish.meal_name);
    await expect(card(fishDish)).toBeVisible();
    await expect(card(fishDish).locator(".dish-warning")).toHaveText(new RegExp(warning(tr("Fish", "protein"))));
    await expect(count).not.toContainText(hiddenWords);
    await expectNoAxeViolation(page);
    await fitsPhone(page);
    // Remembered on the device.
    await page.reload();
    await expect(page.getByRole("checkbox", { name: tr("Hide dishes I avoid") })).not.toBeChecked();

    // Offline: the change waits on the phone, pending; back online it reaches the server once.
    const accepted: string[] = [];
    page.on("response", (res) => {
      if (res.url().endsWith("/api/savepreferences") && res.status() === 200) accepted.push(res.request().postData() ?? "");
    });
    await page.goto("/my-plan/preferences");
    await expect(nuts).toBeChecked();
    await page.getByRole("heading", { level: 1 }).click();
    await context.setOffline(true);
    try {
      await tabTo(page, nuts, 60);
      await page.keyboard.press("Space");
      await expect(nuts).not.toBeChecked();
      await tabTo(page, save, 60);
      await page.keyboard.press("Enter");
      await expect(page.getByRole("status").filter({ hasText: tr("Saved on this phone. Your choices will be sent when you are online.") })).toBeVisible();
      expect(await readStore(page, "outbox")).toHaveLength(1);
      expect(await preferencesViaApi(request, token)).toMatchObject({ proteins: ["fish"], allergens: ["nuts"] });
    } finally {
      await context.setOffline(false);
    }
    await page.evaluate(() => window.dispatchEvent(new Event("online")));
    await expect(saved).toBeVisible({ timeout: 30_000 });
    await expect.poll(async () => (await readStore(page, "outbox")).length).toBe(0);
    expect(await preferencesViaApi(request, token)).toMatchObject({ proteins: ["fish"], allergens: [] });
    expect(accepted).toHaveLength(1);
    expect(accepted[0]).toContain("proteins=fish");
  });
}

test.describe("ratings on the menu", () => {
  // One server with its own clock: the two languages take turns on it.
  test.describe.configure({ mode: "serial" });

  let server: ClockServer;
  let rated: { mealId: number; mealTypeId: number };

  test.beforeAll(async ({ browser }) => {
    // Its server's start, then three plans bought and rated through the API.
    test.setTimeout(CLOCK_SERVER_START_MS + 120_000);
    server = await startClockServer("ratings");

    // Three subscribers whose first day brings the same dishes; it is delivered, then each rates
    // one of its dishes: 5, 4 and 4 stars.
    const context = await browser.newContext({ baseURL: server.url });
    try {
      const request = context.request;
      const subscribers = [];
      for (const name of ["Dana", "Salem", "Reem"]) {
        const token = await registerWithToken(request, newCustomer(name, "Rater"));
        subscribers.push({ token, plan: await buyPlanViaApi(request, token) });
      }
      const first = subscribers[0]!.plan.days[0]!.date;
      for (const s of subscribers) expect(s.plan.days[0]!.date).toBe(first);
      const day = await dayPicksViaApi(request, subscribers[0]!.token, subscribers[0]!.plan.purchase_id, first);
      const ids = (slots: { meal_id: number | null }[]) => slots.map((s) => s.meal_id!);
      const picks = { meals: ids(day.meals), snacks: ids(day.snacks), soups: ids(day.soups) };
      for (const s of subscribers) await saveDayPicksViaApi(request, s.token, s.plan.purchase_id, first, picks);
      const dish = day.meals[0]!;
      rated = { mealId: dish.meal_id!, mealTypeId: dish.meal_type_id! };
      server.moveClock(7 * DAY_MS);
      const stars = [5, 4, 4];
      for (const [i, s] of subscribers.entries()) await rateViaApi(request, s.token, s.plan.purchase_id, first, rated.mealId, stars[i]!);
    } finally {
      server.resetClock();
      await context.close();
    }
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  for (const ar of [false, true]) {
    const tr: Tr = ar ? arabic : english;
    test(`${ar ? "Arabic" : "English"}: the menu shows a dish's average and count from three ratings`, async ({ browser }) => {
      test.setTimeout(120_000);
      const context = await browser.newContext({ baseURL: server.url });
      try {
        const request = context.request;
        const dish = (await dishesViaApi(request, ar ? 2 : 1, rated.mealTypeId)).find((d) => d.meal_id === rated.mealId)!;
        expect(dish).toMatchObject({ rating_average: 4.3, rating_count: 3 });
        const page = await context.newPage();
        await page.goto("/menu");
        await appReady(page);
        if (ar) await switchToArabic(page);
        await page.getByRole("tab", { name: tr(CATEGORY_TABS[rated.mealTypeId]!) }).click();
        await page.getByRole("button", { name: tr("Filter") }).click();
        await page.getByLabel(tr("Search by dish name")).fill(dish.meal_name);
        const card = page.locator(".dish-card").filter({ has: page.getByRole("heading", { level: 3, name: dish.meal_name, exact: true }) });
        const rating = card.locator(".dish-rating");
        await expect(rating).toHaveText(ar ? "4.3 ★ من 5 (3 تقييمات)" : "4.3 ★ out of 5 (3 ratings)");
        await expect(rating.locator("bdi")).toHaveText(["4.3", "3"]);
        // The eye sees "4.3 ★ (3 ratings)": the star is hidden from screen readers, "out of 5" shown to them only.
        await expect(rating.locator("[aria-hidden=true]")).toHaveText("★");
        await expect(rating.locator(".visually-hidden")).toContainText(ar ? "من 5" : "out of 5");
        await expectNoAxeViolation(page);
        await fitsPhone(page);
      } finally {
        await context.close();
      }
    });
  }
});
