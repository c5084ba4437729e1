// Three projects: `unit` (pure rules and components, fake IndexedDB), `server` (the API in-process
// on PGlite), and nothing of the browser: end-to-end tests run under Playwright (tests/e2e).
import { lingui } from "@lingui/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react({ babel: { plugins: ["@lingui/babel-plugin-lingui-macro"] } }), lingui()],
        test: {
          name: "unit",
          include: ["src/**/*.test.{ts,tsx}", "tests/unit/**/*.test.{ts,tsx}"],
          environment: "jsdom",
          setupFiles: ["tests/support/setup-unit.ts"],
        },
      },
      {
        test: {
          name: "server",
          include: ["server/**/*.test.ts", "tests/server/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/support/server-global-setup.ts"],
          testTimeout: 30000,
          hookTimeout: 60000,
          // PGlite is single-connection and memory hungry; a couple of workers is right for 2 cores.
          maxWorkers: 2,
        },
      },
    ],
  },
});
