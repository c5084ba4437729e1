// Lint rules: typescript-eslint (strict about `any`), React hooks, jsx-a11y, and the import
// directions of STYLE.md: a feature never imports another feature, ui/ and lib/ import no feature,
// and the PWA takes only types from server/. rules/ (what the app and the server both apply) is
// pure: its modules import only each other; src/ and server/ take those rules from rules/ itself
// and never pass them on (no re-export), so there is one copy of each.
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const NO_RULES_REEXPORT = [
  "error",
  {
    selector: "ExportAllDeclaration[source.value=/\\x2Frules\\x2F/], ExportNamedDeclaration[source.value=/\\x2Frules\\x2F/]",
    message: "Import the shared rules from rules/ where they are used; do not re-export them.",
  },
];

const FEATURES = ["home", "menu", "packages", "calculator", "account", "checkout", "content", "address", "plan", "preferences"];

export default tseslint.config(
  { ignores: ["dist", "node_modules", "coverage", "data", ".bench", "test-results", "playwright-report", "tests/.snapshots", "dev-dist", ".tmp", ".shots"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/ban-ts-comment": ["error", { "ts-ignore": true, "ts-expect-error": "allow-with-description" }],
    },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/server/**"], message: "The PWA may only `import type` from server/.", allowTypeImports: true },
            { group: ["sonner"], message: "Toasts go through src/ui/toast.tsx, which loads sonner after the first paint." },
          ],
        },
      ],
    },
  },
  ...FEATURES.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: FEATURES.filter((f) => f !== feature).flatMap((f) => [`**/features/${f}/**`, `../${f}/**`]),
              message: "A feature does not import another feature; compose them in src/app/.",
            },
            { group: ["**/app/**"], message: "Features do not import the app shell." },
            { group: ["**/server/**"], message: "The PWA may only `import type` from server/.", allowTypeImports: true },
            { group: ["sonner"], message: "Toasts go through src/ui/toast.tsx, which loads sonner after the first paint." },
          ],
        },
      ],
    },
  })),
  {
    // src/profile/ (the signed-in customer's profile) and src/order/ (the order draft) are app state
    // several features read: like ui/ and lib/, they know no feature.
    files: ["src/ui/**/*.{ts,tsx}", "src/lib/**/*.{ts,tsx}", "src/profile/**/*.{ts,tsx}", "src/order/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/features/**", "**/app/**"], message: "ui/, lib/, profile/ and order/ know no feature and no app shell." }] },
      ],
    },
  },
  {
    files: ["rules/**/*.ts"],
    ignores: ["rules/**/*.test.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(?!\\./[^/]+$)",
              message: "rules/ is pure: it imports only its own modules (./name.ts), no package, no src/, no server/.",
            },
          ],
        },
      ],
      "no-restricted-globals": ["error", { name: "window", message: "rules/ runs on the server too." }, { name: "document", message: "rules/ runs on the server too." }],
    },
  },
  {
    files: ["src/**/*.{ts,tsx}", "server/**/*.ts"],
    rules: { "no-restricted-syntax": NO_RULES_REEXPORT },
  },
);
