// `npm run shots`: a picture of every screen of docs/product-rules.md "Screens" (scripts/lib/screens.mjs) in
// English and Arabic, on a phone (390×844) and a desktop (1366×900), written to .shots/ (git-ignored)
// as <lang>-<phone|desktop>-<screen>.png, so anyone can look at the whole storefront in a minute.
// Builds dist/ when stale and starts the real server on a free port with a fresh database
// (scripts/lib/serve.mjs); signed-in screens are taken as a customer registered for the run, with a
// paid plan (scripts/lib/plan-bench.mjs planHolder).
// Prints each screen's page width beside the viewport's, so a screen wider than the phone shows.
import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";
import { buildIfStale } from "./build-if-stale.mjs";
import { planHolder, planOrder } from "./lib/plan-bench.mjs";
import { SCREENS } from "./lib/screens.mjs";
import { CHROMIUM_FLAGS, ROOT, chromePath, startServer } from "./lib/serve.mjs";
import { signInThroughPage } from "./lib/sign-in.mjs";

const OUT = path.join(ROOT, ".shots");
const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 900 } };

async function settled(page) {
  await page.waitForFunction(() => !document.getElementById("ssr-seed") || document.documentElement.dataset.ready === "true");
  await page.evaluate(() => document.fonts.ready);
  // A screen still loading shows the spinner; give its data a moment to arrive.
  await page
    .waitForFunction(() => !document.querySelector("main .spinner, main [role=progressbar]"), null, { timeout: 8000 })
    .catch(() => {});
  await page.waitForLoadState("networkidle", { timeout: 8000 }).catch(() => {});
}

/** Signs in a customer registered for the run with a paid plan (an address, package 24 for 26 days), so My plan shows its calendar. */
async function signIn(page, baseURL, lang) {
  const customer = await planHolder(baseURL, `shots${Date.now().toString(36)}`, lang === "ar" ? 1 : 0, await planOrder(baseURL));
  await signInThroughPage(page, baseURL, lang, customer);
}

async function shoot(page, baseURL, lang, screen, rows) {
  for (const [kind, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    await page.goto(`${baseURL}${screen.path}${screen.path.includes("?") ? "&" : "?"}lang=${lang}`);
    await settled(page);
    const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
    rows.push(`${lang}\t${kind}\t${screen.name}\t${width}/${viewport.width}${width > viewport.width ? "\tWIDER THAN THE SCREEN" : ""}`);
    await page.screenshot({ path: path.join(OUT, `${lang}-${kind}-${screen.name}.png`), fullPage: true });
  }
}

async function main() {
  if (buildIfStale() !== 0) throw new Error("the build failed");
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  const server = await startServer();
  const browser = await chromium.launch({ executablePath: chromePath(), args: CHROMIUM_FLAGS });
  const rows = [];
  try {
    for (const lang of ["en", "ar"]) {
      const context = await browser.newContext({ locale: "en-US", reducedMotion: "reduce" });
      const page = await context.newPage();
      for (const screen of SCREENS.filter((s) => !s.signedIn)) await shoot(page, server.baseURL, lang, screen, rows);
      await signIn(page, server.baseURL, lang);
      for (const screen of SCREENS.filter((s) => s.signedIn)) await shoot(page, server.baseURL, lang, screen, rows);
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  console.info(rows.join("\n"));
  console.info(`\n${rows.length} pictures in ${path.relative(process.cwd(), OUT) || "."}/`);
}

await main();
