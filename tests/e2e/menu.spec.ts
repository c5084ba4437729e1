// Menu: a package's dishes by category (ARIA tabs, arrows mirrored in Arabic), the Filter with
// search, day and protein combined, a dish's dialog that Escape closes, the package selector, the
// empty and offline states, and the menu still there offline after one visit; on a 320 px phone two
// columns of cards under a bar of tabs that stays in view, and the calorie range read low to high;
// axe finds no violation; in English and in Arabic.
import { expect, test, type APIRequestContext, type Page } from "./support/test.ts";
import { arabic } from "./support/catalog.ts";
import { expectNoAxeViolation, serviceWorkerControls } from "./support/helpers.ts";

// The service worker takes part here (offline, install or update): the suite blocks it elsewhere (playwright.config.ts).
test.use({ serviceWorkers: "allow" });

async function openMenu(page: Page, lang: "English" | "Arabic"): Promise<void> {
  await page.goto("/menu");
  if (lang === "Arabic") {
    await page.getByRole("link", { name: "العربية" }).click();
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    // The Arabic menu replaces the English one (from the network or the cache).
    await expect(page.locator(".dish-card h3").first()).toHaveText(/[\u0600-\u06FF]/);
  }
  await expect(page.locator(".dish-card").first()).toBeVisible();
}

type WireMeal = {
  meal_name: string;
  product_tags: { products_tag_main_id: number; products_tag_title: string }[];
  meal_availabilty: { day: number }[];
  nutrition_list_array: { nutrition_details: { calory: number; protein?: number; carbs?: number; fat?: number } }[];
  ingredients?: string;
};

async function meals(request: APIRequestContext, langId: 1 | 2, packageId: number, mealTypeId: number): Promise<WireMeal[]> {
  const res = await request.post("/api/meallist", { form: { lang_id: langId, package_id: packageId, mealtype_id: mealTypeId } });
  return ((await res.json()) as { data: WireMeal[] }).data;
}

/** Cards per page of the list (PAGE_SIZE in src/features/menu/components/dish-list.tsx). */
const PAGE_SIZE = 24;

/** The cards on show (a card a search leaves out stays in the page, not displayed: dish-list.tsx). */
const SHOWN_CARD = ".dish-card:visible";
const names = (page: Page) => page.locator(`${SHOWN_CARD} h3`).allTextContents();

for (const lang of ["English", "Arabic"] as const) {
  const tr = (english: string) => (lang === "Arabic" ? arabic(english) : english);
  const langId = lang === "Arabic" ? 2 : 1;
  const dishes = (count: number) =>
    lang === "English" ? `${count} ${count === 1 ? "dish" : "dishes"}` : new RegExp(`^(${count} |طبق واحد|طبقان)`);

  test(`${lang}: the tabs switch category, with the arrow keys mirrored in Arabic; each card says protein, calories and days`, async ({ page, request }) => {
    const breakfast = await meals(request, langId, 24, 1);
    const main = await meals(request, langId, 24, 2);
    const soups = await meals(request, langId, 24, 11);
    await openMenu(page, lang);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(tr("Our menu"));
    const tabs = page.getByRole("tablist", { name: tr("Meal categories") });
    await expect(tabs.getByRole("tab")).toHaveText([tr("Breakfast"), tr("Main Meals"), tr("Snacks"), tr("Soups")]);
    await expect(tabs.getByRole("tab", { name: tr("Breakfast") })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel").getByRole("status")).toHaveText(dishes(breakfast.length));

    const first = breakfast[0]!;
    const card = page.locator(".dish-card").first();
    await expect(card.getByRole("heading", { level: 3 })).toHaveText(first.meal_name);
    await expect(card).toContainText(first.product_tags[0]!.products_tag_title);
    const [small, large] = first.nutrition_list_array.map((n) => n.nutrition_details.calory);
    // Low to high with an en dash (rules/ranges.ts); these figures are under 1,000.
    await expect(card.locator(".dish-kcal")).toContainText(`${Math.min(small!, large!)}–${Math.max(small!, large!)}`);
    await expect(card.locator(".dish-days")).not.toBeEmpty();

    // Keyboard: the arrow that points the reading way moves to the next tab and selects it.
    await tabs.getByRole("tab", { name: tr("Breakfast") }).focus();
    await page.keyboard.press(lang === "Arabic" ? "ArrowLeft" : "ArrowRight");
    const mainTab = tabs.getByRole("tab", { name: tr("Main Meals") });
    await expect(mainTab).toBeFocused();
    await expect(mainTab).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toHaveAttribute("aria-labelledby", (await mainTab.getAttribute("id"))!);
    await expect(page.getByRole("tabpanel").getByRole("status")).toHaveText(dishes(main.length));
    await expect(page.locator(".dish-card h3").first()).toHaveText(main[0]!.meal_name);
    // A long list comes a page at a time.
    if (main.length > PAGE_SIZE) {
      await expect(page.locator(".dish-card")).toHaveCount(PAGE_SIZE);
      await page.getByRole("button", { name: new RegExp(tr("Show more dishes ({remaining} left)").split("(")[0]!.trim()) }).click();
      await expect(page.locator(".dish-card")).toHaveCount(Math.min(2 * PAGE_SIZE, main.length));
    }
    await mainTab.focus();
    await page.keyboard.press("End");
    await expect(tabs.getByRole("tab", { name: tr("Soups") })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel").getByRole("status")).toHaveText(dishes(soups.length));
    await expectNoAxeViolation(page);
  });

  test(`${lang}: day, protein and name filters combine; nothing matching says so; Clear all brings the menu back`, async ({ page, request }) => {
    const all = await meals(request, langId, 24, 2);
    await openMenu(page, lang);
    await page.getByRole("tab", { name: tr("Main Meals") }).click();
    await page.getByRole("button", { name: tr("Filter") }).click();
    const filters = page.getByRole("group", { name: tr("Filters") });
    await expect(filters).toBeVisible();

    // Monday (Date#getDay 1) and the protein of the first dish served on Monday.
    const monday = all.filter((m) => m.meal_availabilty.some((d) => d.day === 1));
    const protein = monday[0]!.product_tags[0]!;
    await filters.getByLabel(tr("Day"), { exact: true }).selectOption("1");
    await filters.getByLabel(tr("Protein"), { exact: true }).selectOption(String(protein.products_tag_main_id));
    const byDayAndProtein = monday.filter((m) => m.product_tags[0]!.products_tag_main_id === protein.products_tag_main_id);
    await expect(page.getByRole("tabpanel").getByRole("status")).toHaveText(dishes(byDayAndProtein.length));
    await expect(page.locator(`${SHOWN_CARD} .dish-protein`)).toHaveText(byDayAndProtein.slice(0, PAGE_SIZE).map(() => protein.products_tag_title));
    await expectNoAxeViolation(page);

    // Search as a customer types it: Latin in any case; Arabic without the hamza on the alef.
    const search = lang === "English" ? "RICE" : "ارز";
    const matches = (name: string) => (lang === "English" ? name.toLowerCase().includes("rice") : /[اأإآ]رز/.test(name));
    await filters.getByLabel(tr("Search by dish name")).fill(search);
    const expected = byDayAndProtein.filter((m) => matches(m.meal_name)).map((m) => m.meal_name);
    expect(expected.length).toBeGreaterThan(0);
    await expect.poll(() => names(page)).toEqual(expected);

    await filters.getByLabel(tr("Search by dish name")).fill("zzzz");
    await expect(page.getByRole("heading", { name: tr("No dish matches these filters") })).toBeVisible();
    await expectNoAxeViolation(page);
    await page.getByRole("button", { name: tr("Clear all filters") }).click();
    await expect(page.getByRole("tabpanel").getByRole("status")).toHaveText(dishes(all.length));
    await expect(filters.getByLabel(tr("Day"), { exact: true })).toHaveValue("");

    await filters.getByLabel(tr("Day"), { exact: true }).selectOption("4");
    await filters.getByRole("button", { name: tr("Clear day") }).click();
    await expect(filters.getByLabel(tr("Day"), { exact: true })).toBeFocused();
    await expect(page.getByRole("tabpanel").getByRole("status")).toHaveText(dishes(all.length));
  });

  test(`${lang}: a card opens the whole dish over the dimmed page; Escape and the backdrop close it, focus back on the card`, async ({ page, request }) => {
    const dish = (await meals(request, langId, 24, 1))[1]!;
    const own = dish.nutrition_list_array[0]!.nutrition_details;
    await openMenu(page, lang);
    const open = page.locator(".dish-card").nth(1).getByRole("button", { name: dish.meal_name, exact: true });
    await open.click();
    const dialog = page.getByRole("dialog", { name: dish.meal_name });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("img", { name: dish.meal_name })).toBeVisible();
    // The package's portion: its calories and its protein, carbohydrate and fat.
    await expect(dialog.locator(".dish-dialog-kcal")).toContainText(String(own.calory));
    await expect(dialog.locator(".dish-macros dd")).toHaveText([own.protein, own.carbs, own.fat].map((g) => `${Math.round(g!)} ${lang === "Arabic" ? arabic("g", "grams, after a number") : "g"}`));
    await expect(dialog).toContainText(dish.ingredients!);
    await expect(dialog.getByRole("list", { name: tr("Allergens") })).toBeVisible();
    // The page behind is dimmed: the backdrop covers the screen in a translucent dark.
    const backdrop = await page.locator(".modal-backdrop").evaluate((el) => ({ colour: getComputedStyle(el).backgroundColor, width: el.getBoundingClientRect().width }));
    expect(backdrop.colour).toMatch(/^rgba\(0, 0, 0, 0\.[1-9]/);
    expect(backdrop.width).toBe(page.viewportSize()!.width);
    await expect(dialog.getByRole("button", { name: tr("Close") })).toBeFocused();
    await expectNoAxeViolation(page, { include: '[role="dialog"]' });
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();

    // A click on the backdrop closes it too.
    await open.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 400);
    await expect(dialog).toBeHidden();
  });

  test(`${lang}: on a 320 px phone, two columns of cards, the tabs and Filter in view under the header while scrolling, the filters opened there in view, the range read low to high`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await openMenu(page, lang);
    const box = (n: number) => page.locator(".dish-card").nth(n).boundingBox();
    const [first, second, third] = [await box(0), await box(1), await box(2)];
    // Side by side (mirrored in Arabic), the third card on the next row.
    expect(Math.round(first!.y)).toBe(Math.round(second!.y));
    expect(lang === "Arabic" ? first!.x > second!.x : first!.x < second!.x).toBe(true);
    expect(third!.y).toBeGreaterThan(first!.y);
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBe(320);

    // The calorie range: the low figure is read first, from the left in English and the right in Arabic.
    const sides = await page.locator(".dish-kcal").first().evaluate((el) => {
      const text = el.firstChild!;
      const dash = text.textContent!.indexOf("–");
      const at = (start: number, end: number) => {
        const range = document.createRange();
        range.setStart(text, start);
        range.setEnd(text, end);
        return range.getBoundingClientRect().x;
      };
      return { low: at(0, dash), high: at(dash + 1, dash + 2) };
    });
    expect(lang === "Arabic" ? sides.low > sides.high : sides.low < sides.high).toBe(true);
    // Each card's calorie line, and each of the footer's links, sits on one line of the phone.
    const lines = (selector: string) =>
      page.locator(selector).evaluateAll((els) =>
        els.map((el) => {
          const range = document.createRange();
          range.selectNodeContents(el);
          // One line: the text's boxes span no more than the tallest of them (two lines would be twice it).
          const boxes = [...range.getClientRects()];
          const span = Math.max(...boxes.map((r) => r.bottom)) - Math.min(...boxes.map((r) => r.top));
          return `${el.textContent} (${span < 1.5 * Math.max(...boxes.map((r) => r.height)) ? 1 : 2})`;
        }),
      );
    expect((await lines(".dish-kcal")).filter((l) => !l.endsWith("(1)"))).toEqual([]);
    expect((await lines(".site-footer nav a")).filter((l) => !l.endsWith("(1)"))).toEqual([]);

    await page.locator(".dish-card").nth(9).scrollIntoViewIfNeeded();
    const header = await page.locator(".site-header").boundingBox();
    const tabs = page.getByRole("tablist", { name: tr("Meal categories") });
    await expect(tabs).toBeInViewport();
    await expect(page.getByRole("button", { name: tr("Filter") })).toBeInViewport();
    // Under the header, not behind it.
    expect(Math.round((await tabs.boundingBox())!.y)).toBeGreaterThanOrEqual(Math.round(header!.y + header!.height));
    await tabs.getByRole("tab", { name: tr("Main Meals") }).click();
    await expect(tabs.getByRole("tab", { name: tr("Main Meals") })).toHaveAttribute("aria-selected", "true");

    // Filter opened far down the list: its panel (above, out of sight) comes into view below the
    // stuck header and bar, not behind them.
    await page.locator(".dish-card").nth(9).scrollIntoViewIfNeeded();
    await page.getByRole("button", { name: tr("Filter") }).click();
    const panel = page.getByRole("group", { name: tr("Filters") });
    await expect(panel).toBeInViewport();
    await expect
      .poll(async () => {
        const [bar, box] = await Promise.all([page.locator(".menu-bar").boundingBox(), panel.boundingBox()]);
        return Math.round(box!.y) - Math.round(bar!.y + bar!.height);
      })
      .toBeGreaterThanOrEqual(0);
  });

  test(`${lang}: the package selector shows that package's menu`, async ({ page, request }) => {
    const fit = await meals(request, langId, 26, 1);
    await openMenu(page, lang);
    const select = page.getByLabel(tr("Package"), { exact: true });
    await expect(select).toHaveValue("24");
    await select.selectOption("26");
    await expect(page.getByRole("tabpanel").getByRole("status")).toHaveText(dishes(fit.length));
    await expect(page.locator(".dish-card h3").first()).toHaveText(fit[0]!.meal_name);

    // Bulk's portion is 200 g of protein: its calories are the larger (server: the meal list per package).
    const bulk = await meals(request, langId, 28, 1);
    const sumbatik = await meals(request, langId, 24, 1);
    await select.selectOption("28");
    await expect(page.locator(".dish-card h3").first()).toHaveText(bulk[0]!.meal_name);
    const bulkKcal = bulk[0]!.nutrition_list_array[0]!.nutrition_details.calory;
    await expect(page.locator(".dish-card .dish-kcal").first()).toContainText(String(bulkKcal));
    const same = sumbatik.find((m) => m.meal_name === bulk[0]!.meal_name);
    if (same) expect(same.nutrition_list_array[0]!.nutrition_details.calory).toBeLessThan(bulkKcal);
  });

  test(`${lang}: offline after one visit, a reload of /menu still shows the dish cards`, async ({ page, context, request }) => {
    const breakfast = await meals(request, langId, 24, 1);
    await openMenu(page, lang);
    // A screenful first, then the whole first page of cards.
    await expect(page.locator(".dish-card")).toHaveCount(Math.min(PAGE_SIZE, breakfast.length));
    const before = await names(page);
    expect(before.length).toBeGreaterThan(0);
    await serviceWorkerControls(page);
    await context.setOffline(true);
    try {
      await page.reload();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(tr("Our menu"));
      await expect.poll(() => names(page)).toEqual(before);
    } finally {
      await context.setOffline(false);
    }
  });
}

test("offline before the menu was ever loaded, it says to connect once", async ({ page, context }) => {
  // The menu never reached this device: the background save of the catalog could not fetch it.
  await page.route(/\/api\/meallist$/, (route) => route.abort());
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await serviceWorkerControls(page);
  await context.setOffline(true);
  try {
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Menu" }).click();
    await expect(page.getByRole("heading", { name: "You are offline" })).toBeVisible();
    await expect(page.getByText("Connect to the internet once to load the menu.", { exact: false })).toBeVisible();
    await expect(page.locator(".dish-card")).toHaveCount(0);
  } finally {
    await page.unroute(/\/api\/meallist$/);
    await context.setOffline(false);
  }
  // Back online: the menu loads by itself.
  await expect(page.locator(".dish-card").first()).toBeVisible();
});

// The benchmark (scripts/bench-menu-filter.mjs) reads these measures; here we check they are there
// and describe what the customer sees. The cost itself is measured by the benchmark, not asserted.
test("each filtering is measured as 'menu-filter' with the query and the count it produced", async ({ page }) => {
  await openMenu(page, "English");
  await page.getByRole("tab", { name: "Main Meals" }).click();
  await page.getByRole("button", { name: "Filter" }).click();
  await page.evaluate(() => performance.clearMeasures("menu-filter"));
  await page.getByLabel("Search by dish name").pressSequentially("chicken", { delay: 30 });
  const lastMeasure = () =>
    page.evaluate(() => (performance.getEntriesByName("menu-filter").at(-1) as PerformanceMeasure | undefined)?.detail as { query: string; count: number } | undefined);
  await expect.poll(async () => (await lastMeasure())?.query).toBe("chicken");
  const last = (await lastMeasure())!;
  expect(last.count).toBeGreaterThan(0);
  await expect(page.getByRole("tabpanel").getByRole("status")).toHaveText(`${last.count} dishes`);
});
