// Every screen of docs/product-rules.md "Screens" fits a phone: at 320, 360 and 390 px, in English and Arabic,
// no page scrolls sideways and no element a customer can see sticks out of the screen. Signed-in
// screens are walked signed in. One page per language; the viewport is resized between widths, as
// a phone turned or a window narrowed would be, instead of opening the screen again. The header's
// Sign-in submenu, the account menu and the folded navigation are opened at 320 px and must be on
// the screen too, and so are the sign-in screen's and the package builder's dialogs; the folded
// navigation closes on Escape and on a tap outside it.
import type { Locator, Page } from "@playwright/test";
import { SCREENS } from "../../scripts/lib/screens.mjs";
import { newCustomer, registerViaApi, signInAs } from "./support/account.ts";
import { arabic } from "./support/catalog.ts";
import { gotoArabic, screenSettled, switchToArabic } from "./support/helpers.ts";
import { expect, test } from "./support/test.ts";

const WIDTHS = [320, 360, 390] as const;
const HEIGHT = 740;

test.describe.configure({ timeout: 120_000 });

/**
 * What does not fit a screen `innerWidth` wide: the page's own sideways scroll, and each visible
 * element whose box, cut by the ancestors that clip it (a carousel, a scrolling tab bar), leaves
 * the screen on either side. One line per finding.
 */
function overflowFindings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const found: string[] = [];
    const scrollWidth = document.scrollingElement?.scrollWidth ?? 0;
    if (scrollWidth > width) found.push(`the page is ${scrollWidth} px wide`);
    const describe = (el: Element) => {
      const cls = typeof el.className === "string" && el.className ? `.${el.className.trim().split(/\s+/).join(".")}` : "";
      const text = (el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
      return `${el.tagName.toLowerCase()}${cls}${text ? ` "${text}"` : ""}`;
    };
    // The horizontal window each element's ancestors leave it, worked out once per ancestor.
    const windows = new Map<Element, [number, number]>();
    const windowOf = (el: Element | null): [number, number] => {
      if (!el || el === document.body) return [-Infinity, Infinity];
      const known = windows.get(el);
      if (known) return known;
      const [left, right] = windowOf(el.parentElement);
      const style = getComputedStyle(el);
      let own: [number, number] = [left, right];
      if (style.overflowX !== "visible" || style.clipPath !== "none") {
        const clip = el.getBoundingClientRect();
        own = [Math.max(left, clip.left), Math.min(right, clip.right)];
      }
      windows.set(el, own);
      return own;
    };
    for (const el of document.body.querySelectorAll("*")) {
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const box = el.getBoundingClientRect();
      // Screen-reader-only text is a 1 px box by design.
      if (box.width <= 1 || box.height <= 1) continue;
      const [clipLeft, clipRight] = windowOf(el.parentElement);
      const left = Math.max(box.left, clipLeft);
      const right = Math.min(box.right, clipRight);
      if (right - left <= 1) continue;
      if (left < -1 || right > width + 1) found.push(`${describe(el)} spans ${Math.round(left)} to ${Math.round(right)} px`);
    }
    return found;
  });
}

async function expectFits(page: Page, where: string): Promise<void> {
  expect(await overflowFindings(page), where).toEqual([]);
}

/**
 * Opens a screen and waits until it shows more than a loading spinner, in its fonts. Pictures may
 * still be arriving: each has its width and height set, so its box is already the final one.
 */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: "domcontentloaded" });
  await expect(page.getByRole("main")).toBeVisible();
  await expect(page.getByRole("main").getByRole("status").locator(".spinner-ring")).toHaveCount(0, { timeout: 15_000 });
  await screenSettled(page);
}

async function walk(page: Page, lang: string, signedIn: boolean): Promise<void> {
  for (const screen of SCREENS.filter((s) => Boolean(s.signedIn) === signedIn)) {
    await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
    await open(page, screen.path);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: HEIGHT });
      await expectFits(page, `${lang} ${screen.path} at ${width} px`);
    }
  }
}

async function expectOnScreen(box: Locator, where: string): Promise<void> {
  await expect(box).toBeVisible();
  const rect = (await box.boundingBox())!;
  const width = await box.page().evaluate(() => window.innerWidth);
  expect(rect.x, `${where}: its start`).toBeGreaterThanOrEqual(0);
  expect(rect.x + rect.width, `${where}: its end`).toBeLessThanOrEqual(width);
}

/** At 320 px: the header's submenu (Sign in, or the account menu) and the folded navigation fit. */
async function headerMenusFit(page: Page, lang: string, submenu: "signin-menu" | "account-menu-list"): Promise<void> {
  await page.setViewportSize({ width: 320, height: HEIGHT });
  await open(page, "/");
  const header = page.getByRole("banner");
  const submenuButton = header.locator(`button[aria-controls="${submenu}"]`);
  await submenuButton.click();
  await expectOnScreen(page.locator(`#${submenu}`), `${lang} header submenu`);
  await expectFits(page, `${lang} / with the header submenu open`);
  await submenuButton.click();
  await expect(page.locator(`#${submenu}`)).toBeHidden();

  const menuButton = header.locator('button[aria-controls="main-nav"]');
  const nav = page.locator("#main-nav");
  await menuButton.click();
  await expect(menuButton).toHaveAttribute("aria-expanded", "true");
  await expectOnScreen(nav, `${lang} folded navigation`);
  await expectFits(page, `${lang} / with the navigation open`);
  await page.keyboard.press("Escape");
  await expect(nav).toBeHidden();
  await expect(menuButton).toBeFocused();
  await menuButton.click();
  await expect(nav).toBeVisible();
  await page.getByRole("main").getByRole("heading", { level: 1 }).first().click();
  await expect(nav).toBeHidden();
}

/** At 320 px: the sign-in screen's "Find your account" dialog and a package's description dialog fit. */
async function dialogsFit(page: Page, lang: "en" | "ar"): Promise<void> {
  const tr = (english: string) => (lang === "ar" ? arabic(english) : english);
  await page.setViewportSize({ width: 320, height: HEIGHT });
  await open(page, "/sign-in");
  await page
    .getByRole("main")
    .getByRole("button", { name: tr("Forgot password?") })
    .click();
  const find = page.getByRole("dialog", { name: tr("Find your account") });
  await expectOnScreen(find, `${lang} Find your account dialog`);
  await expectFits(page, `${lang} /sign-in with its dialog open`);
  await page.keyboard.press("Escape");
  await expect(find).toBeHidden();

  await open(page, "/package");
  await page.locator(".choice-card").first().getByRole("button").click();
  const about = page.getByRole("dialog");
  await expectOnScreen(about, `${lang} package description dialog`);
  await expectFits(page, `${lang} /package with a description open`);
  await page.keyboard.press("Escape");
  await expect(about).toBeHidden();
}

test("English: every screen fits 320, 360 and 390 px, signed out and signed in, header menus and dialogs included", async ({
  page,
  request,
}) => {
  await walk(page, "en", false);
  await headerMenusFit(page, "en", "signin-menu");
  await dialogsFit(page, "en");
  const customer = newCustomer();
  await registerViaApi(request, customer);
  await signInAs(page, customer);
  // The greeting toast's close button is a full touch target.
  const close = page.getByRole("button", { name: "Close toast" });
  await expect(close).toBeVisible();
  await screenSettled(page);
  const box = (await close.boundingBox())!;
  // Layout rounding leaves a hair under 44 at some zoom levels.
  expect([Math.round(box.width), Math.round(box.height)]).toEqual([44, 44]);
  await walk(page, "en", true);
  await headerMenusFit(page, "en", "account-menu-list");
});

test("Arabic: every screen fits 320, 360 and 390 px, signed out and signed in, header menus and dialogs included", async ({
  page,
  request,
}) => {
  await gotoArabic(page, "/");
  await walk(page, "ar", false);
  await headerMenusFit(page, "ar", "signin-menu");
  await dialogsFit(page, "ar");
  const customer = newCustomer();
  await registerViaApi(request, customer);
  // The sign-in helper reads the English screen: back to English for it, then Arabic again.
  await page.getByRole("link", { name: "English" }).click();
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  await signInAs(page, customer);
  await switchToArabic(page);
  await walk(page, "ar", true);
  await headerMenusFit(page, "ar", "account-menu-list");
});
