// Builds the PWA. Lingui macros need the Babel pass of plugin-react 5; the PWA plugin precaches the
// shell (and the map code, so the map opens offline) and controls the first visit.
import { lingui } from "@lingui/vite-plugin";
import react from "@vitejs/plugin-react";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { defineConfig, type Plugin, type UserConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { eagerModuleWrappers } from "./scripts/eager-module-wrappers.ts";
import { firstPageMessages } from "./scripts/first-page-messages.ts";
import { landings } from "./src/app/route-table.ts";

/**
 * Writes `file.br` and `file.gz` beside every compressible built file over 1 kB, once, at the
 * highest levels; the server sends them as they are (serveStatic `precompressed`), so no request
 * pays for compression and brotli's smaller files reach browsers that accept it.
 */
function precompress(): Plugin {
  let outDir = "dist";
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? walk(full) : [full];
    });
  return {
    name: "precompress",
    apply: "build",
    enforce: "post",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: "post",
      sequential: true,
      handler() {
        for (const file of walk(outDir)) {
          if (!/\.(js|mjs|css|html|svg|json|webmanifest|txt|vtt)$/.test(file) || file.includes(`${path.sep}.vite${path.sep}`)) continue;
          const data = readFileSync(file);
          if (data.length < 1024) continue;
          writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }));
          writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
        }
      },
    },
  };
}

const API_TARGET = process.env.API_TARGET ?? "http://127.0.0.1:8787";
// The release shown in the footer: VITE_APP_VERSION when the build sets it, else package.json's.
const APP_VERSION = process.env.VITE_APP_VERSION ?? (JSON.parse(readFileSync("package.json", "utf8")) as { version: string }).version;

// The screens that show with the first page's messages: the route table's landing screens.
const FIRST_PAGE_SCREENS = landings().map((landing) => landing.module);
// Loaded after the first paint and rendering nothing: the database (which opens every owner's
// store.ts, the address form's labels with the address store) and the outbox's registry. The
// messages of what only they import are not the first page's (scripts/first-page-messages.ts).
const SHOW_NOTHING = ["src/lib/db.ts", "src/app/outbox-handlers.ts"];

// React 19 has useSyncExternalStore: the shim wouter imports for older Reacts is not shipped.
const alias = [{ find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: path.resolve("src/lib/use-sync-external-store-shim.ts") }];

// The modules every page runs before its first paint (React, Lingui, the router, the seed, the
// catalog hooks' first-page part, and the calculator's step names, which the route table reads):
// one chunk beside the entry instead of a dozen small ones, so fewer requests and less to download
// once compressed. Nothing here waits for a later screen. With them, small modules that two first
// pages share and a later chunk too (the header's menus' dismissal, its language switch and Subscribe
// link that the kitchen's header and the account menu also use, the menu's and the builder's lazy
// modal, money and meal types): each would otherwise be a chunk of its own, its overhead paid on
// every page (the switch and the link cost two requests and about 0.4 kB gzip of each first page).
const SHELL_MODULES =
  /node_modules[\\/](react|react-dom|scheduler|@lingui[\\/](core|react)|wouter|regexparam)[\\/]|[\\/]src[\\/](lib[\\/](lazy-db|use-lang-id|use-sync-external-store-shim|i18n)|data[\\/](seed|use-cached|session)|ui[\\/](toast|spinner|use-dismiss|lazy-modal)|catalog[\\/](use-catalog|cache|keys|picture)|features[\\/]calculator[\\/]step-names|app[\\/]layout[\\/](language-toggle|subscribe-link))\.tsx?$|[\\/]rules[\\/](money|meal-types)\.tsx?$/;

// The menu's and the order builder's small shared modules (each also used by later screens), one
// chunk each instead of four tiny ones, for the same reason. The menu's card parts (allergens,
// rating, macros, week days) are shared with its lazily loaded dialog and filter panel.
/** A screen's chunk (screens are the `*-page.tsx` modules, src/app/route-table.ts). */
const SCREEN_CHUNK = /(^|\/)[\w-]+-page-[\w-]+\.js$/;
/** The chunks every page loads with its entry (the shell group below and Rolldown's runtime). */
const ALWAYS_LOADED = /(^|\/)(shell|rolldown-runtime)-[\w-]+\.js$/;

const MENU_PARTS = /[\\/]src[\\/](features[\\/]menu[\\/](week-days|components[\\/](dish-notes|dish-macros))|profile[\\/](avoidance|use-avoidance|avoidance-labels)|catalog[\\/]search-text)\.tsx?$|[\\/]rules[\\/]dish-facts\.ts$/;
const BUILDER_PARTS = /[\\/]src[\\/](order[\\/]order-draft|features[\\/]packages[\\/]components[\\/]load-state)\.tsx?$|[\\/]rules[\\/](order-dates|calories)\.ts$/;

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? ssrConfig : clientConfig));

// `vite build --ssr`: the server renderer of the landing screens (src/entry-server.tsx, loaded by
// server/ssr.ts) beside the release it renders for. Self-contained (packages bundled in), so a
// release folder renders wherever the server runs; CSS is the client build's.
const ssrConfig: UserConfig = {
  plugins: [react({ babel: { plugins: ["@lingui/babel-plugin-lingui-macro"] } }), lingui(), firstPageMessages({ screens: FIRST_PAGE_SCREENS, showNothing: SHOW_NOTHING }), VitePWA({ injectRegister: false })],
  define: { "import.meta.env.VITE_APP_VERSION": JSON.stringify(APP_VERSION) },
  publicDir: false,
  resolve: { alias },
  ssr: { noExternal: true },
  build: { target: "node20", outDir: "dist/ssr", emptyOutDir: true, sourcemap: false, ssr: "src/entry-server.tsx" },
};

const clientConfig: UserConfig = {
  plugins: [
    react({ babel: { plugins: ["@lingui/babel-plugin-lingui-macro"] } }),
    lingui(),
    firstPageMessages({ screens: FIRST_PAGE_SCREENS, showNothing: SHOW_NOTHING }),
    VitePWA({
      registerType: "prompt",
      injectRegister: false,
      includeAssets: ["icons/*.png", "robots.txt", "favicon.svg"],
      manifest: {
        id: "/",
        name: "Fit Meals Kuwait",
        short_name: "Fit Meals",
        description: "Healthy meal subscriptions delivered daily in Kuwait.",
        lang: "en",
        start_url: "/",
        scope: "/",
        display: "standalone",
        orientation: "portrait",
        theme_color: "#2e7d32",
        background_color: "#ffffff",
        icons: [
          { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
          { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
          { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
        ],
      },
      workbox: {
        globPatterns: ["**/*.{js,mjs,css,html,woff2,png,svg,webmanifest,mp3,ogg,geojson}"],
        navigateFallback: "/index.html",
        navigateFallbackDenylist: [/^\/api\//, /^\/media\//, /^\/pay\//],
        clientsClaim: true,
        // A page loaded while the worker activated asks to be claimed (public/sw-claim.js); offline, a
        // large catalog picture falls back to the phone-sized one the offline save kept; a push shows
        // its notification and a tap on it opens its screen (public/sw-push.js).
        importScripts: ["/sw-claim.js", "/sw-media-offline.js", "/sw-push.js"],
        cleanupOutdatedCaches: true,
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        runtimeCaching: [
          {
            // Pictures of dishes, packages, the banner and dieticians (/media/meals/12-320.webp …):
            // shown offline once seen, from the cache at once; refreshed behind it, so a business
            // photo that replaces an illustration reaches an installed app on its next view.
            urlPattern: ({ url }) => url.pathname.startsWith("/media/"),
            handler: "StaleWhileRevalidate",
            options: {
              // Also written by the offline save of the catalog (src/catalog/save-offline.ts).
              cacheName: "media",
              expiration: { maxEntries: 800, maxAgeSeconds: 30 * 24 * 3600 },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
    eagerModuleWrappers(),
    precompress(),
  ],
  define: { "import.meta.env.VITE_APP_VERSION": JSON.stringify(APP_VERSION) },
  build: {
    target: "es2022",
    sourcemap: false,
    // dist/.vite/manifest.json: the chunk graph scripts/budget.mjs reads to size the first page.
    manifest: true,
    // Vite's preload of a dynamic import's dependencies, chosen per import by measurement
    // (docs/decisions/server-rendering.md "What loads when"). A screen's import keeps its script
    // dependencies' preloads: the tap from one screen to the next fetches them in parallel. The
    // rest (the database, the outbox, the update prompt, the offline save, the titles, modals)
    // load after the first commit, in idle time: preloading their dependencies added one <link>
    // per file to the document during start-up (a style pass each), for files not needed yet.
    // Stylesheets are always kept (the helper is what loads a lazy chunk's CSS), and the shell and
    // the runtime never: every page has loaded them before any dynamic import runs.
    // No modulepreload polyfill: every browser of the es2022 target but Safari 16 preloads modules
    // itself, and there the scripts still load as their imports are found; it was 0.3 kB gzip on
    // every first page, whose budget is 100 kB (docs/decisions/server-rendering.md).
    modulePreload: {
      polyfill: false,
      resolveDependencies: (file, deps, { hostType }) =>
        hostType !== "js" ? deps : deps.filter((dep) => dep.endsWith(".css") || (SCREEN_CHUNK.test(file) && !ALWAYS_LOADED.test(dep))),
    },
    // The map library is large by nature; it is split into its own lazy chunk and budgeted apart.
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: "shell", test: SHELL_MODULES },
            { name: "avoidance", test: MENU_PARTS },
            { name: "order-parts", test: BUILDER_PARTS },
          ],
        },
      },
    },
  },
  // The offline save's worker (src/catalog/save-in-worker.ts) loads the database as the page does,
  // with a dynamic import: a module worker, which can split code.
  worker: { format: "es" },
  resolve: { alias },
  server: {
    proxy: {
      "/api": API_TARGET,
      "/media": API_TARGET,
      "/pay": API_TARGET,
    },
  },
};
