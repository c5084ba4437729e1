// A new release replaces the installed one safely, end to end with the real server: release A (the
// dist/ the suite built) is served and loaded in English and in Arabic until its service worker
// controls the page; the server is restarted on release B (one extra build, its own version in the
// footer); the app's update check on coming back into view finds it and shows the translated 'A new
// version of the app is ready.' prompt; Reload shows B, every script from B, no console error and
// no blank screen. The app also asked once for persistent storage and remembered the answer.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type Page } from "./support/test.ts";
import { arabic } from "./support/catalog.ts";
import { buildRelease, freePort, ROOT, startServer, type RunningServer } from "./support/release.ts";
import { readRow, serviceWorkerControls } from "./support/helpers.ts";

// The service worker takes part here (offline, install or update): the suite blocks it elsewhere (playwright.config.ts).
test.use({ serviceWorkers: "allow" });

// One production build of the whole app runs inside this test (a minute or two on a busy machine).
test.describe.configure({ timeout: 420_000 });

const VERSION_A = (JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as { version: string }).version;
const VERSION_B = `${VERSION_A}-next`;

type Watched = { page: Page; errors: string[]; tr: (english: string) => string };

function storagePersisted(page: Page): Promise<unknown> {
  return readRow(page, "settings", "storagePersisted");
}

test("release B replaces release A through the translated prompt, in English and Arabic", async ({ browser }) => {
  expect(existsSync(path.join(ROOT, "dist/index.html")), "the suite's global setup built dist/").toBe(true);
  const work = mkdtempSync(path.join(tmpdir(), "e2e-update-"));
  const live = path.join(work, "live");
  const releaseB = path.join(work, "release-b");
  const serverLog = path.join(work, "server.log");
  let server: RunningServer | undefined;
  const contexts: Awaited<ReturnType<typeof browser.newContext>>[] = [];
  try {
    // Release B builds while release A is served and loaded.
    const builtB = buildRelease(releaseB, VERSION_B, path.join(work, "build-b.log"));
    cpSync(path.join(ROOT, "dist"), live, { recursive: true });
    mkdirSync(path.join(work, "data"));
    const port = await freePort();
    const serve = () => startServer({ port, staticDir: live, dataDir: path.join(work, "data"), log: serverLog });
    server = await serve();

    const watched: Watched[] = [];
    for (const lang of ["en", "ar"] as const) {
      const context = await browser.newContext({ baseURL: server.url });
      contexts.push(context);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("console", (m) => void (m.type() === "error" && errors.push(m.text())));
      page.on("pageerror", (e) => errors.push(e.message));
      await page.goto(`/?lang=${lang}`);
      await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
      await expect(page.locator(".app-version")).toContainText(VERSION_A);
      await serviceWorkerControls(page);
      // The catalog saved for offline: the page is quiet before the deploy stops the server.
      await expect(page.locator(".offline-save")).toHaveAttribute("data-state", "saved", { timeout: 120_000 });
      // Asked once on start, the answer kept in the settings table (Chromium answers at once).
      await expect.poll(() => storagePersisted(page)).toEqual({ key: "storagePersisted", value: expect.any(Boolean) });
      watched.push({ page, errors, tr: lang === "ar" ? arabic : (s) => s });
    }

    // Deploy B: stop the server, swap the files, start it again on the same address.
    await builtB;
    await server.stop();
    rmSync(live, { recursive: true, force: true });
    cpSync(releaseB, live, { recursive: true });
    server = await serve();
    const assetsB = new Set(readdirSync(path.join(live, "assets")));

    for (const { page, errors, tr } of watched) {
      // Release A keeps running untouched until the customer chooses.
      await expect(page.locator(".app-version")).toContainText(VERSION_A);
      // The app checks for a new release when it comes back into view.
      await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
      const prompt = page.getByRole("status").filter({ hasText: tr("A new version of the app is ready.") });
      await expect(prompt).toBeVisible({ timeout: 60_000 });
      await expect(page.locator(".app-version")).toContainText(VERSION_A);

      const scriptsLoaded: string[] = [];
      page.on("request", (r) => {
        const url = new URL(r.url());
        if (url.pathname.startsWith("/assets/") && r.resourceType() === "script") scriptsLoaded.push(path.basename(url.pathname));
      });
      await Promise.all([page.waitForEvent("load", { timeout: 30_000 }), prompt.getByRole("button", { name: tr("Reload") }).click()]);

      await expect(page.locator(".app-version")).toContainText(VERSION_B);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.locator("#root")).not.toBeEmpty();
      await expect(prompt).toHaveCount(0);
      const scripts = await page.evaluate(() => [...document.scripts].map((s) => s.src).filter(Boolean));
      // No mix of releases: every script of the page, and every one it loaded, is B's.
      expect(scripts.length).toBeGreaterThan(0);
      for (const src of [...scripts.map((s) => path.basename(new URL(s).pathname)), ...scriptsLoaded]) expect(assetsB.has(src), `${src} is from B`).toBe(true);
      expect(errors).toEqual([]);
    }
  } finally {
    for (const context of contexts) await context.close();
    await server?.stop();
    rmSync(work, { recursive: true, force: true });
  }
});
