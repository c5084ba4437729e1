// The suite's `test`: Playwright's, with every page of a context waiting, after a navigation or a
// reload, until a server-rendered page has hydrated (<html data-ready>, set by the app once it
// runs). A server-rendered page shows its controls before its code has run; a person waits for the
// page to respond, and so do the tests. Pages the browser renders itself are ready when they show.
import { test as base, type Page } from "@playwright/test";

export * from "@playwright/test";

/** Resolves once the page shown is not server-rendered, or its app has taken over. */
export async function appReady(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.getElementById("ssr-seed") || document.documentElement.dataset.ready === "true");
}

function waitAfterNavigations(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page["goto"]>) => {
    const response = await goto(...args);
    await appReady(page);
    return response;
  };
  page.reload = async (...args: Parameters<Page["reload"]>) => {
    const response = await reload(...args);
    await appReady(page);
    return response;
  };
}

export const test = base.extend<{ saveData: boolean }>({
  /**
   * The browser's Data Saver (navigator.connection.saveData). On by default here: the app then
   * saves the catalog's text for offline use but not its ~300 pictures, which every test's fresh
   * profile would otherwise fetch in the background. tests/e2e/offline-catalog.spec.ts turns it off.
   */
  saveData: [true, { option: true }],
  context: async ({ context, javaScriptEnabled, saveData }, use) => {
    // With scripts off there is no app to wait for: the page is what the server sent.
    if (javaScriptEnabled !== false) context.on("page", waitAfterNavigations);
    if (saveData) {
      await context.addInitScript(() => {
        const connection = (navigator as Navigator & { connection?: object }).connection;
        if (connection) Object.defineProperty(connection, "saveData", { get: () => true });
      });
    }
    await use(context);
    // A route handler still answering when the test ends (a background catalog save, say) would
    // meet its fetched response disposed with the closing context and fail a test that has passed.
    // Nothing waits on those answers any more: unroute without waiting, and drop their errors.
    await Promise.all([
      ...context.pages().map((p) => p.unrouteAll({ behavior: "ignoreErrors" })),
      context.unrouteAll({ behavior: "ignoreErrors" }),
    ]);
  },
});
