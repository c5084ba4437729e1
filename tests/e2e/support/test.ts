// The suite's `test`: Playwright's, with every page of a context waiting, after a navigation or a
// reload, until a server-rendered page has hydrated (<html data-ready>, set by the app once it
// runs). A server-rendered page shows its controls before its code has run; a person waits for the
// page to respond, and so do the tests. Pages the browser renders itself are ready when they show.
import { test as base, type BrowserContext, type Page } from "@playwright/test";

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

/**
 * What a failed test's pages went through, printed with its failure: where each page went (the
 * app's own route changes included), what the browser logged as an error or warning, and the text
 * of each page as it stood. CI runs on a clone that is removed afterwards, so its log is all that
 * is left of a failure that happens there once in a while (traces and screenshots go with the clone).
 */
function watchPages(context: BrowserContext) {
  const started = Date.now();
  const lines: string[] = [];
  const note = (line: string) => {
    lines.push(`+${((Date.now() - started) / 1000).toFixed(1)} s ${line.slice(0, 300)}`);
    if (lines.length > 60) lines.splice(0, lines.length - 60);
  };
  let count = 0;
  // The context's console: its pages' and its service workers' alike.
  context.on("console", (message) => {
    if (message.type() !== "error" && message.type() !== "warning") return;
    const from = message.worker()?.url() ?? message.page()?.url() ?? "?";
    note(`console.${message.type()} in ${from}: ${message.text()}`);
  });
  context.on("page", (page) => {
    const name = `page ${++count}`;
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame()) note(`${name} at ${frame.url()}`);
    });
    page.on("pageerror", (error) => note(`${name} uncaught: ${error.message}`));
    page.on("requestfailed", (request) => note(`${name} request failed: ${request.method()} ${request.url()} (${request.failure()?.errorText ?? "?"})`));
    page.on("response", (response) => {
      if (response.status() >= 400) note(`${name} ${response.status()} ${response.request().method()} ${response.url()}`);
    });
  });
  return {
    async print(title: string) {
      const shown: string[] = [];
      for (const [i, page] of context.pages().entries()) {
        // A page stuck in a script answers nothing: its text is not worth a hung teardown.
        const stuck = new Promise<string>((resolve) => setTimeout(() => resolve("(no answer within 3 s)"), 3000).unref());
        const text = await Promise.race([
          page.evaluate(() => `(lang ${document.documentElement.lang || "?"}) ${(document.body as HTMLElement | null)?.innerText ?? ""}`),
          stuck,
        ]).catch((err: unknown) => `(not readable: ${String(err).slice(0, 100)})`);
        shown.push(`page ${i + 1} at ${page.url()} shows: ${text.replace(/\s+/g, " ").slice(0, 700)}`);
      }
      console.info([`--- what the failed test "${title}" went through ---`, ...lines, ...shown, "---"].join("\n"));
    },
  };
}

export const test = base.extend<{ saveData: boolean }>({
  /**
   * The browser's Data Saver (navigator.connection.saveData). On by default here: the app then
   * saves the catalog's text for offline use but not its ~300 pictures, which every test's fresh
   * profile would otherwise fetch in the background. tests/e2e/offline-catalog.spec.ts turns it off.
   */
  saveData: [true, { option: true }],
  context: async ({ context, javaScriptEnabled, saveData }, use, testInfo) => {
    // With scripts off there is no app to wait for: the page is what the server sent.
    if (javaScriptEnabled !== false) context.on("page", waitAfterNavigations);
    const journal = watchPages(context);
    if (saveData) {
      await context.addInitScript(() => {
        const connection = (navigator as Navigator & { connection?: object }).connection;
        if (connection) Object.defineProperty(connection, "saveData", { get: () => true });
      });
    }
    await use(context);
    if (testInfo.status !== testInfo.expectedStatus) await journal.print(testInfo.title);
    // A route handler still answering when the test ends (a background catalog save, say) would
    // meet its fetched response disposed with the closing context and fail a test that has passed.
    // Nothing waits on those answers any more: unroute without waiting, and drop their errors.
    await Promise.all([
      ...context.pages().map((p) => p.unrouteAll({ behavior: "ignoreErrors" })),
      context.unrouteAll({ behavior: "ignoreErrors" }),
    ]);
  },
});
