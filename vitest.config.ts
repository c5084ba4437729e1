// Projects: `unit` (the shared rules of rules/, the request schemas of contract/, the app's pure rules and components, fake IndexedDB), `server` (the API in-process on
// PGlite), `ssr` (the server rendering of the landing screens: the app's own code compiled as for
// `vite build --ssr`, served by the API in-process), and nothing of the browser: end-to-end tests
// run under Playwright (tests/e2e).
import { lingui } from "@lingui/vite-plugin";
import react from "@vitejs/plugin-react";
import { VitePWA } from "vite-plugin-pwa";
import { defineConfig } from "vitest/config";
import { firstPageMessages } from "./scripts/first-page-messages.ts";

// Outside a client build, `virtual:first-page-messages/<locale>` is the whole catalog (src/lib/i18n.ts).
const messages = firstPageMessages({ screens: [] });

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react({ babel: { plugins: ["@lingui/babel-plugin-lingui-macro"] } }), lingui(), messages],
        // The VM pool's own Vite environment keeps Vite's client default and scans index.html for
        // dependencies to pre-bundle (vitest-dev/vitest#11329). Its tests load modules natively, so
        // there is nothing to pre-bundle; the scan only met Lingui's macros outside the compile and
        // printed "Build failed with 25 errors" on every fresh clone.
        environments: { __vitest_vm__: { optimizeDeps: { noDiscovery: true, include: [] } } },
        test: {
          name: "unit",
          include: ["rules/**/*.test.ts", "contract/**/*.test.ts", "src/**/*.test.{ts,tsx}", "tests/unit/**/*.test.{ts,tsx}"],
          environment: "jsdom",
          setupFiles: ["tests/support/setup-unit.ts", "tests/support/property-seed.ts"],
          // Each file in a fresh VM context inside a long-lived worker, instead of a new process that
          // loads jsdom again (1.2 to 1.8 s a file here): the step takes a third of the time, every
          // file still isolated. Two workers: the default (cores − 1) is one on this 2-core machine.
          pool: "vmForks",
          maxWorkers: 2,
          // A test's whole budget, as for the server project: a screen test takes about a second
          // alone, and more when the machine is busy; its steps wait for what the customer sees.
          testTimeout: 20000,
        },
      },
      {
        test: {
          name: "server",
          include: ["server/**/*.test.ts", "tests/server/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/support/server-global-setup.ts"],
          setupFiles: ["tests/support/property-seed.ts"],
          testTimeout: 30000,
          hookTimeout: 60000,
          // PGlite is single-connection and memory hungry; a couple of workers is right for 2 cores.
          maxWorkers: 2,
        },
      },
      {
        plugins: [react({ babel: { plugins: ["@lingui/babel-plugin-lingui-macro"] } }), lingui(), messages, VitePWA({ injectRegister: false })],
        test: {
          name: "ssr",
          include: ["tests/ssr/**/*.test.{ts,tsx}"],
          environment: "node",
          globalSetup: ["tests/support/server-global-setup.ts"],
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
    ],
  },
});
