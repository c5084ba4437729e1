// Lint rules: typescript-eslint (strict about `any`), React hooks, jsx-a11y, and the import
// directions of STYLE.md, lowest first:
//   src/lib/      one door per library (LIB_DOORS): a door imports its library and other doors only;
//   src/data/     the data plumbing (session, outbox, cached reads, the page seed): lib/, rules/ only;
//   src/catalog/, src/profile/, src/order/, src/ui/: shared state and primitives, no feature, no shell;
//   src/features/<name>/: any of the above, never another feature nor the shell;
//   src/app/      the shell that composes the features.
// The PWA takes only types from server/, and server/ nothing from src/. contract/ (each call's zod
// schemas, the app's addresses, the HTML allowlist) is what both sides share: it imports only zod,
// rules/ and its own modules; the server validates with it, the app takes only its types (no zod in
// the first page) except from the two modules the app runs (routes.ts, html.ts). rules/ (what the app and the server both apply) is pure:
// its modules import only each other; src/ and server/ take those rules from rules/ itself and
// never pass them on (no re-export), so there is one copy of each.
import js from "@eslint/js";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
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

/**
 * src/lib/: each file is the one door to one library, named here with the packages it may import.
 * Any other file in src/lib/ is an error: app state goes to src/data/, rules to rules/ or a feature.
 */
const LIB_DOORS = {
  "api-client.ts": ["ofetch"],
  // It opens the database from the schema fragments of the stores that own the tables (TABLE_OWNERS).
  "db.ts": ["dexie", "../catalog/store.ts", "../data/store.ts", "../order/store.ts", "../features/address/store.ts", "../features/calculator/store.ts", "../features/plan/store.ts", "../features/support/store.ts", "../features/inbox/store.ts", "../features/health/store.ts"],
  // The same database for modules of the first page: db.ts and Dexie loaded after the first commit.
  "lazy-db.ts": ["dexie", "react"],
  "i18n.ts": ["@lingui/core"],
  // Lingui's active locale as the wire's language id, for hooks.
  "use-lang-id.ts": ["@lingui/react"],
  // The allowlist and the cleaning are contract/html.ts's, shared with the server renderer.
  "sanitize.ts": ["dompurify", "../../contract/html.ts"],
  // The browser's task scheduling (scheduler.yield, else a message channel): no package.
  "yield-to-main.ts": [],
  // Plural forms for messages from Intl.PluralRules (Lingui's plurals start ICU): no package.
  "plural-form.ts": [],
  // Stands in for the package `use-sync-external-store/shim` (vite.config.ts aliases it), from React.
  "use-sync-external-store-shim.ts": ["react"],
};

const SERVER_PATTERN = { group: ["**/server/**"], message: "The PWA may only `import type` from server/.", allowTypeImports: true };
/** contract/'s schemas are zod: the app takes their types only, but runs the addresses and the HTML allowlist. */
const CONTRACT_PATTERN = {
  group: ["**/contract/**", "!**/contract/routes.ts", "!**/contract/html.ts"],
  message: "The PWA may only `import type` from contract/'s schemas (zod stays out of the app's bundle).",
  allowTypeImports: true,
};
/** What every file of src/ is kept from: runtime code of server/ and contract/'s schemas, sonner outside ui/ (its door), Lingui's plurals. */
const SRC_PATTERNS = [
  SERVER_PATTERN,
  CONTRACT_PATTERN,
  { group: ["sonner"], message: "Toasts go through src/ui/toast.tsx, which loads sonner with the first toast." },
  { group: ["@lingui/react/macro", "@lingui/core/macro"], importNames: ["Plural", "plural", "SelectOrdinal", "selectOrdinal"], message: "Lingui's plurals start Intl.NumberFormat (ICU) while a page hydrates: write a select on lib/plural-form.ts's pluralForm, the count by rules/number-format.ts." },
];

const NO_SRC_IN_SERVER = { group: ["**/src/**"], message: "server/ imports nothing from src/: what both sides need lives in contract/ or rules/." };
/** Only app.ts mounts route modules; services, repos and helpers never import one. */
const SERVER_PATTERNS = [NO_SRC_IN_SERVER, { group: ["**/routes/**"], message: "Only server/app.ts mounts route modules." }];
/** server/'s folders that build on db/ (what db/ itself must not import). */
const SERVER_ABOVE_DB = ["repos", "routes", "plan", "orders", "ops", "mail", "payments", "auth", "http", "support", "media"];

/** The outbox's table is src/data/outbox*.ts's alone (the rule below, repeated where a feature's own rule replaces it). */
const OUTBOX_ONLY = {
  selector: "MemberExpression[object.name='db'][property.name='outbox'], CallExpression[callee.property.name='table'][arguments.0.value='outbox']",
  message: "Only src/data/outbox*.ts reads or writes the outbox table: queue with enqueue()/sendAndAwait(), read with readQueued(), answer in the registry.",
};

const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Who owns each Dexie table: the module whose store.ts declares it (src/features/README.md "Device
 * storage"). A feature names in `db.<table>` only its own tables and src/data/'s (the settings, the
 * session, the user caches); the catalog's, the order draft's and another feature's it reads through
 * their owner's exported functions. tests/unit/table-owners.test.ts checks this list against the stores.
 */
export const TABLE_OWNERS = {
  data: ["settings", "session", "userCache", "outbox", "revocations"],
  catalog: ["packages", "packageDetails", "meals", "deliveryTimes", "deliveryMethods", "areas", "content", "catalogStamps"],
  order: ["orderDraft"],
  "features/calculator": ["calculator"],
  "features/address": ["addressDrafts"],
  "features/plan": ["plans", "purchaseHistory", "walletLedger"],
  "features/support": ["supportReports", "supportDrafts", "supportPhotos"],
  "features/inbox": ["inboxMessages"],
  "features/health": ["health", "planPortions"],
};

const FEATURES = ["home", "menu", "packages", "calculator", "account", "checkout", "content", "address", "plan", "preferences", "ops", "support", "inbox"];

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
    // No import cycle anywhere (type-only imports are not followed): a cycle hides which module is
    // the lower layer, and the zones below assume there is one.
    files: ["**/*.{ts,tsx,js,mjs}"],
    // src/ joins once its device-storage move (lib/db.ts and the features' store.ts) is cycle-free.
    ignores: ["src/**"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js", ".mjs"] })],
    },
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      "@typescript-eslint/no-restricted-imports": ["error", { patterns: SRC_PATTERNS }],
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
              // Except another feature's store.ts: the functions through which it shares its data.
              group: FEATURES.filter((f) => f !== feature).flatMap((f) => [`**/features/${f}/**`, `../${f}/**`, `!../${f}/store.ts`]),
              message: "A feature does not import another feature (only its store.ts's functions); compose them in src/app/.",
            },
            { group: ["**/app/**"], message: "Features do not import the app shell." },
            ...SRC_PATTERNS,
          ],
        },
      ],
    },
  })),
  {
    // src/catalog/ (the cached public catalog), src/profile/ (the signed-in customer's profile) and
    // src/order/ (the order draft) are app state several features read: like ui/, they know no
    // feature and no app shell.
    files: ["src/ui/**/*.{ts,tsx}", "src/catalog/**/*.{ts,tsx}", "src/profile/**/*.{ts,tsx}", "src/order/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/features/**", "**/app/**"], message: "ui/, catalog/, profile/ and order/ know no feature and no app shell." },
            SERVER_PATTERN,
            CONTRACT_PATTERN,
          ],
        },
      ],
    },
  },
  {
    // src/data/: the plumbing every feature's data goes through (the session, the outbox, cached
    // reads, the server-rendered page's seed). It stands on lib/'s doors and rules/ alone.
    files: ["src/data/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/features/**", "**/app/**", "**/ui/**", "**/catalog/**", "**/profile/**", "**/order/**"],
              message: "src/data/ imports only lib/ and rules/: features, the shell and the shared state above it build on it.",
            },
            ...SRC_PATTERNS,
          ],
        },
      ],
    },
  },
  ...Object.entries(LIB_DOORS).map(([file, packages]) => ({
    files: [`src/lib/${file}`],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: `^(?!\\./[^/]+$|(?:${packages.map(escapeRegex).join("|")})(?:/|$))`,
              message: `src/lib/${file} is the door to ${packages.join(" and ")}: it imports that and other doors (./name.ts) only.`,
            },
          ],
        },
      ],
    },
  })),
  {
    // Tests of the doors may use test tools and tests/support/, and nothing else of the app.
    files: ["src/lib/**/*.test.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { patterns: [{ regex: "^\\.\\./(?!\\.\\./tests/)", message: "A door's test imports the doors and test tools only." }, ...SRC_PATTERNS] },
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
    // The server stands on its own tree, rules/ and contract/: nothing of the app, not even a type.
    // Below app.ts (which mounts the routes), nothing imports a route module.
    files: ["server/**/*.ts"],
    ignores: ["server/**/*.test.ts"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: SERVER_PATTERNS }] },
  },
  {
    files: ["server/**/*.test.ts", "server/app.ts"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: [NO_SRC_IN_SERVER] }] },
  },
  {
    // A route module is `xRoutes(deps: AppDeps)` (server/deps.ts): it takes its services and settings
    // from deps, the database's types only, and never another route; answer shapes several routes
    // give live in routes/*-wire.ts.
    files: ["server/routes/**/*.ts"],
    ignores: ["server/routes/**/*.test.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            ...SERVER_PATTERNS,
            { regex: "^\\./(?![^/]+-wire\\.ts$)", message: "A route does not import another route: app.ts mounts each one; shared answer shapes live in routes/*-wire.ts." },
            { group: ["**/db/**"], message: "Routes reach the database through services and repos; they may take its types.", allowTypeImports: true },
          ],
        },
      ],
    },
  },
  {
    // repos/: the only place SQL is written. A repo imports Kysely, db/ (the client and the tables'
    // types), rules/ and other repos; from lib/ types only. No service, route, auth, mail nor seed.
    files: ["server/repos/**/*.ts"],
    ignores: ["server/repos/**/*.test.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            NO_SRC_IN_SERVER,
            {
              regex: "^(?!kysely(/|$)|\\.\\./db/[^/]+$|\\.\\./lib/[^/]+$|\\.\\./\\.\\./rules/[^/]+$|\\./[^/]+-repo\\.ts$)",
              message: "A repo imports only kysely, db/ (../db/name.ts), rules/ and other repos (./name-repo.ts).",
            },
            { group: ["../lib/*"], message: "A repo takes only types from lib/.", allowTypeImports: true },
          ],
        },
      ],
    },
  },
  {
    // db/: the client, the tables, migrations and the read cache stand below everything else; the
    // seed (db/seed/) is the one declared exception, below.
    files: ["server/db/**/*.ts"],
    ignores: ["server/db/**/*.test.ts", "server/db/seed/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { patterns: [NO_SRC_IN_SERVER, { group: SERVER_ABOVE_DB.map((dir) => `**/${dir}/**`), message: "db/ imports nothing above it: repos, services and routes build on db/." }] },
      ],
    },
  },
  {
    // The seed creates the demo customer and the operator as a sign-up would: with the users' and
    // sessions' repos and auth/password.ts's hash. Nothing else above db/.
    files: ["server/db/seed/**/*.ts"],
    ignores: ["server/db/seed/**/*.test.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            NO_SRC_IN_SERVER,
            {
              group: [...SERVER_ABOVE_DB.map((dir) => `**/${dir}/**`), "!**/repos/users-repo.ts", "!**/repos/sessions-repo.ts", "!**/auth/password.ts"],
              message: "The seed may use the users' and sessions' repos and auth/password.ts; nothing else above db/.",
            },
          ],
        },
      ],
    },
  },
  {
    // contract/: one module of zod schemas per call, the app's addresses, the HTML allowlist. Pure
    // like rules/: zod, rules/ and its own modules; routes.ts also regexparam (wouter's parser).
    files: ["contract/**/*.ts"],
    ignores: ["contract/**/*.test.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(?!\\./[^/]+$|\\.\\./rules/[^/]+$|zod$)",
              message: "contract/ is pure: it imports only zod, rules/ (../rules/name.ts) and its own modules (./name.ts).",
            },
          ],
        },
      ],
      "no-restricted-globals": ["error", { name: "window", message: "contract/ runs on the server too." }, { name: "document", message: "contract/ runs on the server too." }],
    },
  },
  {
    files: ["contract/routes.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { patterns: [{ regex: "^(?!\\./[^/]+$|regexparam$)", message: "contract/routes.ts matches with wouter's parser (regexparam) alone." }] },
      ],
    },
  },
  {
    files: ["src/**/*.{ts,tsx}", "server/**/*.ts"],
    rules: { "no-restricted-syntax": NO_RULES_REEXPORT },
  },
  {
    // The outbox's table is the queue's own (src/data/outbox.ts): a feature queues with enqueue() or
    // sendAndAwait(), reads what waits with readQueued(), and declares what an answer writes in the
    // registry src/app starts (src/data/outbox-registry.ts). Tests may look at the queue.
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/data/outbox*.ts", "src/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [...NO_RULES_REEXPORT, OUTBOX_ONLY],
    },
  },
  {
    // One way to the database: lib/lazy-db.ts (withDb, useLiveDb), which loads db.ts after the first
    // commit. Only tests take `db` itself; the rows' types come from their owners' store.ts.
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/**/*.test.{ts,tsx}", "src/**/test-fixtures.{ts,tsx}", "src/lib/lazy-db.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [{ name: "dexie-react-hooks", message: "Live queries go through useLiveDb (src/lib/lazy-db.ts)." }],
          patterns: [{ group: ["**/lib/db.ts", "**/lib/db"], importNames: ["db", "openDb", "USER_TABLES"], message: "Reach the database through src/lib/lazy-db.ts (withDb, useLiveDb)." }],
        },
      ],
    },
  },
  ...FEATURES.map((feature) => {
    // A feature's own tables and src/data/'s; any other table (TABLE_OWNERS) is its owner's to read.
    const others = Object.entries(TABLE_OWNERS)
      .filter(([owner]) => owner !== "data" && owner !== `features/${feature}`)
      .flatMap(([, tables]) => tables);
    const names = `/^(${others.join("|")})$/`;
    return {
      files: [`src/features/${feature}/**/*.{ts,tsx}`],
      ignores: ["src/**/*.test.{ts,tsx}", "src/**/test-fixtures.{ts,tsx}"],
      rules: {
        "no-restricted-syntax": [
          ...NO_RULES_REEXPORT,
          OUTBOX_ONLY,
          {
            selector: `MemberExpression[object.name='db'][property.name=${names}], CallExpression[callee.property.name='table'][arguments.0.value=${names}]`,
            message: `A feature reads another's table only through its owner's exported functions (TABLE_OWNERS in eslint.config.js): ${feature} may name its own tables and src/data/'s.`,
          },
        ],
      },
    };
  }),
  {
    // A file in src/lib/ that is not a door of LIB_DOORS (nor a door's test).
    files: ["src/lib/**/*.{ts,tsx}"],
    ignores: Object.keys(LIB_DOORS).flatMap((file) => {
      const name = file.replace(/\.tsx?$/, "");
      return [`src/lib/${file}`, `src/lib/${name}.test.ts`, `src/lib/${name}.test.tsx`];
    }),
    rules: {
      "no-restricted-syntax": [
        ...NO_RULES_REEXPORT,
        {
          selector: "Program",
          message: "src/lib/ holds one door per library (LIB_DOORS in eslint.config.js): app state goes to src/data/, rules to rules/ or a feature.",
        },
      ],
    },
  },
);
