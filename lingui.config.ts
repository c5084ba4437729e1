import { defineConfig } from "@lingui/cli";
import { formatter } from "@lingui/format-po";

// Catalogs live in locales/{en,ar}/messages.po. People edit the Arabic translations only;
// `npm run i18n:extract` writes the message ids. No source origins, so diffs stay small.
export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "ar"],
  fallbackLocales: { default: "en" },
  catalogs: [
    {
      path: "<rootDir>/locales/{locale}/messages",
      include: ["<rootDir>/src"],
      exclude: ["**/*.test.*"],
    },
  ],
  format: formatter({ origins: false }),
});
