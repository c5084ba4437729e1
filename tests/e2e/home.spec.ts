// Home: the packages carousel from the catalog (a card opens /PACKAGE/{id}), 'we are growing' with
// the app badges and 'See the menu', the features and the customer stories (one clip plays at a
// time); Swiper loads lazily and mirrors in Arabic; the page does not shift while it loads; axe
// finds no violation; all in English and in Arabic.
import { expect, test, type APIRequestContext, type Page } from "./support/test.ts";
import { arabic } from "./support/catalog.ts";
import { expectNoAxeViolation, layoutShifts, recordLayoutShifts, switchToArabic } from "./support/helpers.ts";


type WirePackage = { package_master_id: number; package_name: string; gram_label: string };

async function packages(request: APIRequestContext, langId: 1 | 2): Promise<WirePackage[]> {
  const res = await request.post("/api/packagelist", { form: { lang_id: langId, show_festival_package: 0 } });
  return ((await res.json()) as { data: WirePackage[] }).data;
}

/** Points at each carousel in turn (Swiper waits for a gesture on it), so every carousel loads Swiper. */
async function loadAllCarousels(page: Page): Promise<void> {
  await expect(page.locator(".carousel")).toHaveCount(3);
  for (let i = 0; i < 3; i++) await page.locator(".carousel").nth(i).hover();
  await expect(page.locator(".carousel .swiper-initialized")).toHaveCount(3);
}

for (const lang of ["English", "Arabic"] as const) {
  const tr = (english: string) => (lang === "Arabic" ? arabic(english) : english);
  const langId = lang === "Arabic" ? 2 : 1;

  test(`${lang}: the packages carousel shows the catalog's packages and a card opens /PACKAGE/{id}`, async ({ page, request }) => {
    const list = await packages(request, langId);
    await page.goto("/");
    if (lang === "Arabic") await switchToArabic(page);
    const carousel = page.getByRole("group", { name: tr("Our packages") });
    const cards = carousel.getByRole("link");
    await expect(cards).toHaveCount(list.length);
    for (const [i, p] of list.entries()) {
      await expect(cards.nth(i)).toHaveAttribute("href", `/PACKAGE/${p.package_master_id}`);
      await expect(cards.nth(i)).toContainText(p.package_name);
      await expect(cards.nth(i)).toContainText(p.gram_label);
    }
    // Swiper takes over the track once the pointer is on it, mirrored in Arabic.
    await carousel.hover();
    const swiper = carousel.locator(".swiper");
    await expect(swiper).toHaveClass(/swiper-initialized/);
    if (lang === "Arabic") await expect(swiper).toHaveClass(/swiper-rtl/);
    else await expect(swiper).not.toHaveClass(/swiper-rtl/);
    // The arrows point the reading way: the chevron drawn points right, so in English "previous" is
    // flipped to point left, and in Arabic "next" is (the previous slides lie to the right).
    const flipped = (button: string) => carousel.locator(`${button} svg`).evaluate((svg) => getComputedStyle(svg).transform.startsWith("matrix(-1"));
    expect([await flipped(".carousel-prev"), await flipped(".carousel-next")]).toEqual(lang === "Arabic" ? [false, true] : [true, false]);

    const fit = list[1]!;
    await cards.nth(1).click();
    await expect(page).toHaveURL(new RegExp(`/PACKAGE/${fit.package_master_id}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(tr("Page not found"));
  });

  test(`${lang}: 'See the menu' leads to the menu; the counters and the app badges are there`, async ({ page }) => {
    await page.goto("/");
    if (lang === "Arabic") await switchToArabic(page);
    const growing = page.getByRole("region", { name: tr("We are growing") });
    await expect(growing.locator("strong")).toHaveText(["1,000+", "20,000+", "64,000+", "300+"]);
    // Each count is a left-to-right isolate, so Arabic shows "1000+" and not "+1000".
    await expect(growing.locator('strong > bdi[dir="ltr"]')).toHaveText(["1,000+", "20,000+", "64,000+", "300+"]);
    await expect(growing.getByRole("link", { name: /App Store/ })).toHaveAttribute("href", /^https:\/\/apps\.apple\.com\//);
    await expect(growing.getByRole("link", { name: /Google Play/ })).toHaveAttribute("href", /^https:\/\/play\.google\.com\//);
    await expect(growing.getByRole("img")).toHaveCount(0); // the badges' marks are decorative

    await growing.getByRole("link", { name: tr("See the menu") }).click();
    await expect(page).toHaveURL(/\/menu$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(tr("Our menu"));
    await expect(page.locator(".dish-card").first()).toBeVisible();
  });

  test(`${lang}: the features and the stories; Next moves the carousel the reading way; axe finds nothing`, async ({ page }) => {
    await page.goto("/");
    if (lang === "Arabic") await switchToArabic(page);
    await loadAllCarousels(page);
    const features = page.getByRole("group", { name: tr("Features") });
    await expect(features.getByRole("heading", { level: 3 })).toHaveCount(9);
    await expect(features.getByRole("heading", { level: 3 }).first()).toHaveText(tr("Freeze your subscription"));

    const first = features.locator(".swiper-slide").first();
    const before = (await first.boundingBox())!.x;
    await features.getByRole("button", { name: tr("Next") }).click();
    await expect.poll(async () => (await first.boundingBox())!.x).not.toBe(before);
    const after = (await first.boundingBox())!.x;
    // English reads left to right: the first slide leaves to the left; Arabic mirrors it.
    if (lang === "Arabic") expect(after).toBeGreaterThan(before);
    else expect(after).toBeLessThan(before);
    await expect(features.getByRole("button", { name: tr("Previous") })).toBeEnabled();

    const stories = page.getByRole("group", { name: tr("Customer stories") });
    await expect(stories.locator("audio")).toHaveCount(6);
    await expect(stories.getByText(tr("Customer service is excellent: whenever I call, they answer quickly. The meals are healthy and varied."))).toHaveCount(1);
    await expectNoAxeViolation(page);
  });
}

test("starting a customer story pauses the one that was playing", async ({ page }) => {
  await page.goto("/");
  await loadAllCarousels(page);
  const stories = page.getByRole("group", { name: "Customer stories" });
  const clips = stories.locator("audio");
  await expect(clips).toHaveCount(6);
  // No player's bar: each story's clip plays from its Listen button.
  await expect(stories.locator("audio[controls]")).toHaveCount(0);
  const buttons = stories.locator(".story-play");
  // A click gives the page the user activation that playing audio needs.
  await page.getByRole("heading", { name: "Customer stories" }).click();
  const playing = () => clips.evaluateAll((els: HTMLAudioElement[]) => els.map((a) => !a.paused));

  // Slides beyond the view are scrolled away: their buttons are pressed by their click event.
  await buttons.nth(0).dispatchEvent("click");
  await expect.poll(playing).toEqual([true, false, false, false, false, false]);
  await expect(buttons.nth(0)).toHaveAttribute("aria-pressed", "true");
  await buttons.nth(2).dispatchEvent("click");
  await expect.poll(playing).toEqual([false, false, true, false, false, false]);
  await expect(buttons.nth(0)).toHaveAttribute("aria-pressed", "false");
  await buttons.nth(5).dispatchEvent("click");
  await expect.poll(playing).toEqual([false, false, false, false, false, true]);
  // The clips are real, short and ours: about 7 to 11 seconds each. A clip plays (is not paused)
  // from play() on, before its length is known: NaN until its metadata has arrived.
  const duration = () => clips.nth(5).evaluate((a: HTMLAudioElement) => a.duration);
  await expect.poll(duration).toBeGreaterThan(5);
  expect(await duration()).toBeLessThan(15);
});

test("Swiper is not part of the first page: the home page starts without it and loads it when a carousel is pointed at; the menu never does", async ({ page }) => {
  const swiperRequests: string[] = [];
  page.on("request", (r) => {
    if (/swiper-track-[\w-]+\.(js|css)$/.test(r.url())) swiperRequests.push(r.url());
  });
  const html = await (await page.request.get("/")).text();
  expect(html).not.toMatch(/swiper/i);

  await page.goto("/menu");
  await expect(page.locator(".dish-card").first()).toBeVisible();
  expect(swiperRequests).toEqual([]);

  await page.goto("/");
  // Started: every slice hydrated, and two frames more for the carousels' observers to have
  // answered (before the first gesture rule, Swiper was requested by then).
  await expect(page.locator("html[data-ready='true']")).toHaveCount(1);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  expect(swiperRequests).toEqual([]);
  await expect(page.locator(".carousel .swiper-initialized")).toHaveCount(0);
  // The CSS track scrolls by itself meanwhile.
  await expect(page.getByRole("group", { name: "Our packages" }).locator(".carousel-track")).toBeVisible();

  // Pointing elsewhere loads nothing; pointing at a carousel loads Swiper.
  await page.getByRole("link", { name: "Choose your package" }).hover();
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  expect(swiperRequests).toEqual([]);
  await page.getByRole("group", { name: "Our packages" }).hover();
  await expect(page.locator(".carousel .swiper-initialized").first()).toBeVisible();
  expect(swiperRequests.length).toBeGreaterThan(0);
});

// The home page's own content (inside <main>) must not move as its pictures, fonts, cached data
// and Swiper arrive. Shifts of the shell around it (the footer pushed down when the lazy route
// replaces its spinner) belong to the app shell and are not counted here.
test("the home page's content does not shift while pictures, fonts, data and Swiper arrive", async ({ page }) => {
  await recordLayoutShifts(page);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/");
    // Pointing at the carousel brings Swiper (and is not an input that excuses a shift, as a tap
    // would be); the pointer leaves it first, so it moves onto it on the second page too.
    await page.mouse.move(0, 0);
    await page.getByRole("group", { name: "Our packages" }).hover();
    await expect(page.getByRole("group", { name: "Our packages" }).locator(".swiper-initialized")).toBeVisible();
    // What can move the page has happened once the carousels are up and the fonts and pictures
    // have arrived (layoutShifts waits for those).
    expect(await layoutShifts(page), `at ${width} px`).toEqual([]);
  }
});
