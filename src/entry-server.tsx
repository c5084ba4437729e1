// Server rendering of the public screens (those route-table.ts marks `ssr`): the same App the
// browser runs, rendered in Node by server/ssr.ts from `vite build --ssr`. The route's loader runs
// once, the page renders once with its values, and the browser hydrates it with the same values
// (main.tsx), so the first screen does not wait for React, IndexedDB and the catalog calls.
// Loaders fetch from the server's own API through the same api.ts functions the browser uses, so
// both render the same data.
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
import { serverScreen } from "./app/routes.tsx";
import { setTransport } from "./lib/api-client.ts";
import { loadMessages } from "./lib/i18n.ts";
import { Seed, type PageSeed } from "./data/seed.tsx";
import type { RenderInput, RenderResult as ContractRenderResult } from "../contract/ssr.ts";
import { ShopModeContext } from "./app/layout/shop-mode.ts";
import { SanitizerContext } from "./ui/use-safe-html.ts";

/** The path as the page's seed names it, when the server renders it (route-table.ts marks such screens). */
export function renderedPath(pathname: string): string | undefined {
  return serverScreen(pathname) ? pathname : undefined;
}

/** What server/ssr.ts hands the renderer (contract/ssr.ts). */
export type { RenderInput };

/** The rendered page, with the app's own types for the seed and the head (contract/ssr.ts). */
export type RenderResult = ContractRenderResult & { seed: PageSeed; head: PageHead };

export async function renderPage({ pathname, search, langId, fetch, apiBase, sanitizeHtml, shopMode }: RenderInput): Promise<RenderResult> {
  const screen = serverScreen(pathname);
  if (!screen) throw new Error(`${pathname} is not rendered on the server`);
  setTransport(fetch, apiBase);
  const locale = langId === 2 ? "ar" : "en";
  // The screen's code and its loader's values, together. The browser renders the screen directly
  // once its code is here (routes.tsx `page`), not through Suspense: the server does the same
  // (the loader loads the code first), so both trees have one shape.
  const [messages, values] = await Promise.all([loadMessages(locale), screen.load(langId, search)]);
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  const { prelude } = await prerender(
    <StrictMode>
      <Router ssrPath={pathname} ssrSearch={search}>
        <SanitizerContext.Provider value={sanitizeHtml}>
          <ShopModeContext.Provider value={shopMode}>
            <App i18n={i18n} seed={new Seed(values)} />
          </ShopModeContext.Provider>
        </SanitizerContext.Provider>
      </Router>
    </StrictMode>,
    // Every slice of the page (data/seed.tsx HydrateLater) stays in place in the HTML: past this
    // size React would send a large one after the rest of the page with an inline script that
    // moves it into place, which the Content-Security-Policy refuses (no inline scripts).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return {
    html: await new Response(prelude).text(),
    seed: { langId, path: pathname, values },
    screenModule: screen.module,
    head: pageHead(pathname, i18n),
  };
}
