// End-to-end tests (tests/e2e) in real Chromium against the production build served by the real
// server. The global setup builds dist/ when stale and starts `node --import tsx server/index.ts` on
// a free loopback port with a fresh PGlite folder; E2E_BASE_URL carries that address to the workers.
import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumPath } from "./tests/e2e/support/browser.ts";

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.spec.ts",
  globalSetup: "./tests/e2e/support/global-setup.ts",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // No retries: a test that passes only on its second try is a bug to fix, not to hide.
  retries: 0,
  // Two cores here; each worker is a Chromium plus the shared server.
  workers: 2,
  // A test's whole budget: generous, since two Chromiums, the server and axe share two cores; a test
  // waits for what the customer sees (expect's 10 s per step), never for a time.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Engineers run suites side by side in one tree: `npm test` gives each run its own report file and
  // output folder through these variables, so one run never reads or wipes another's.
  reporter: [["list"], ["json", { outputFile: process.env.E2E_JSON_REPORT ?? ".bench/e2e-results.json" }]],
  outputDir: process.env.E2E_OUTPUT_DIR ?? "test-results",
  use: {
    baseURL: process.env.E2E_BASE_URL,
    browserName: "chromium",
    headless: true,
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
    locale: "en-US",
    viewport: { width: 1280, height: 800 },
    // The app honours it (no transition on tabs, carousels, modals): axe and screenshots never see
    // a screen mid-way through a change.
    reducedMotion: "reduce",
    // No service worker unless a spec takes it in (`test.use({ serviceWorkers: "allow" })`: the offline,
    // install, update and outbox specs). Elsewhere it only precached the whole build and saved the
    // catalog in the background of every fresh context: about 40% of the suite's CPU, for nothing
    // those specs look at. Their later navigations are then rendered by the server, as a first visit.
    serviceWorkers: "block",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
});
