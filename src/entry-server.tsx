// Server rendering of the screens customers land on (/, /menu, /package): the same App the browser
// runs, rendered in Node by server/ssr.ts from `vite build --ssr`. The page arrives painted, with
// its catalog values, and the browser hydrates it (main.tsx), so the first screen does not wait for
// React, IndexedDB and the catalog calls. Catalog values come from the server's own API through the
// same api.ts functions the browser uses, so both render the same data.
import { setupI18n } from "@lingui/core";
import { StrictMode } from "react";
// The edge build, not Node's: Node's keeps each render in an AsyncLocalStorage, and the first
// render turns on async_hooks' promise hooks for the whole process, for good (Node 20), so every
// promise of every later API call paid for them. The edge build needs none (it renders the same
// HTML, through web streams).
import { prerender } from "react-dom/static.edge";
import { Router } from "wouter";
import { App } from "./app/app.tsx";
import { pageHead, type PageHead } from "./app/page-meta.ts";
import { preloadScreen } from "./app/routes.tsx";
import { setTransport } from "./lib/api-client.ts";
import type { LangId } from "./lib/db.ts";
import { loadMessages } from "./lib/i18n.ts";
import type { PageSeed, Seed, SeedValues } from "./data/seed.tsx";

/** Each server-rendered path and the module of its screen (for its CSS and preloads). */
const SCREENS: Record<string, string> = {
  "/": "src/features/home/home-page.tsx",
  "/menu": "src/features/menu/menu-page.tsx",
  "/package": "src/features/packages/packages-page.tsx",
};

/** The server-rendered path a request path stands for (case and a trailing slash aside), if any. */
export function renderedPath(pathname: string): string | undefined {
  const path = pathname.toLowerCase().replace(/\/+$/, "") || "/";
  return path in SCREENS ? path : undefined;
}

// A page whose requests depend on earlier answers (the package list, then a package's details)
// takes a pass for each step; three cover every rendered screen.
const MAX_PASSES = 4;

export type RenderInput = {
  /** The request's path (one `renderedPath` accepts) and query, as the browser will see them. */
  pathname: string;
  search: string;
  langId: LangId;
  /** Answers the API calls of api.ts (the server's own app, in-process). */
  fetch: typeof fetch;
  /** The origin those calls are made against. */
  apiBase: string;
};

export type RenderResult = {
  /** The inside of `<div id="root">`. */
  html: string;
  seed: PageSeed;
  /** The screen's source module, a key of Vite's manifest. */
  screenModule: string;
  /** The screen's <title> and meta description in the page's language. */
  head: PageHead;
};

export async function renderPage({ pathname, search, langId, fetch, apiBase }: RenderInput): Promise<RenderResult> {
  const path = renderedPath(pathname);
  if (!path) throw new Error(`${pathname} is not rendered on the server`);
  setTransport(fetch, apiBase);
  const locale = langId === 2 ? "ar" : "en";
  const i18n = setupI18n({ locale, messages: { [locale]: await loadMessages(locale) } });
  // The browser renders the screen directly once its code is here (routes.tsx `page`), not
  // through Suspense: the server does the same, so both trees have one shape.
  await preloadScreen(pathname);

  const values: SeedValues = {};
  const failed = new Set<string>();
  for (let pass = 1; ; pass++) {
    const wanted = new Map<string, () => Promise<unknown>>();
    const html = await renderOnce(pathname, search, i18n, { values, wanted });
    const toLoad = [...wanted].filter(([key]) => !failed.has(key));
    if (toLoad.length === 0 || pass === MAX_PASSES) {
      return { html, seed: { langId, path: pathname, values }, screenModule: SCREENS[path]!, head: pageHead(pathname, i18n) };
    }
    await Promise.all(
      toLoad.map(async ([key, load]) => {
        try {
          values[key] = await load();
        } catch {
          // Rendered as loading; the browser asks again.
          failed.add(key);
        }
      }),
    );
  }
}

async function renderOnce(pathname: string, search: string, i18n: ReturnType<typeof setupI18n>, seed: Seed): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <Router ssrPath={pathname} ssrSearch={search}>
        <App i18n={i18n} seed={seed} />
      </Router>
    </StrictMode>,
  );
  return new Response(prelude).text();
}
