// What the end-to-end specs repeat, once: the axe scan of a settled screen, the switch to Arabic,
// and reads of the app's IndexedDB database ("storefront") from the page. Signing in is
// `signInAs` in ./account.ts; service-worker control is `serviceWorkerControls` in ./test.ts.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/**
 * Resolves once the screen has settled: fonts loaded (they change metrics and contrast sampling)
 * and no CSS transition or animation still running (axe caught a tab mid-colour-change once).
 * The browser runs with prefers-reduced-motion (playwright.config.ts), so the app starts none; an
 * infinite animation (a spinner) is left to run.
 */
export async function screenSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity),
  );
}

/** axe's WCAG 2.1 A/AA findings on the settled page (or inside `include`, a CSS selector), as lines. */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  await screenSettled(page);
  const builder = new AxeBuilder({ page }).withTags(TAGS);
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations.map(
    (v) => `${v.id} (${v.impact ?? "?"}): ${v.help}\n    ${v.nodes.map((n) => `${n.target.join(" ")} ${n.failureSummary ?? ""}`).join("\n    ")}`,
  );
}

/** Fails with axe's findings when the settled page has any. */
export async function expectNoAxeViolation(page: Page, include?: string): Promise<void> {
  expect(await axeViolations(page, include)).toEqual([]);
}

/** Switches the shown page to Arabic with the header's language link and waits for right to left. */
export async function switchToArabic(page: Page): Promise<void> {
  await page.getByRole("link", { name: "العربية" }).click();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
}

/** Opens `path` and shows it in Arabic. */
export async function gotoArabic(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await switchToArabic(page);
}

/** Every row of one table of the app's IndexedDB database, read in the page. */
export async function readStore<T = Record<string, unknown>>(page: Page, store: string): Promise<T[]> {
  return page.evaluate(async (name) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open("storefront");
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    try {
      if (!db.objectStoreNames.contains(name)) return [];
      return await new Promise<T[]>((resolve, reject) => {
        const req = db.transaction(name).objectStore(name).getAll();
        req.onsuccess = () => resolve(req.result as T[]);
        req.onerror = () => reject(req.error);
      });
    } finally {
      db.close();
    }
  }, store);
}
