// The server renderer's interface: what src/entry-server.tsx (compiled by `vite build --ssr`)
// offers and server/ssr.ts loads and calls. Types only, so each side keeps to its own tree.
import type { Sanitize } from "./html.ts";

/** The shop's two modes (README "Demo and live"; server/env.ts reads SHOP_MODE). */
export type ShopMode = "demo" | "live";

export type RenderInput = {
  /** The request's path (one `renderedPath` accepts) and query, as the browser will see them. */
  pathname: string;
  search: string;
  langId: 1 | 2;
  /** Answers the app's API calls (the server's own app, in-process). */
  fetch: typeof fetch;
  /** The origin those calls are made against. */
  apiBase: string;
  /** Cleans catalog HTML (contract/html.ts's allowlist over a server DOM). */
  sanitizeHtml: Sanitize;
  /** The shop's mode the page is marked with (server/http/shop-mode.ts): the footer's demo line is
   *  in the HTML, as the browser's hydration finds it. */
  shopMode: ShopMode;
};

export type RenderResult = {
  /** The inside of `<div id="root">`. */
  html: string;
  /** The values the page was rendered with, for the browser's hydration (written as JSON). */
  seed: { langId: 1 | 2 };
  /** The screen's source module, a key of Vite's manifest. */
  screenModule: string;
  /** The screen's <title> and meta description in the page's language. */
  head: { title: string; description: string };
};

export type SsrEntry = {
  renderPage(input: RenderInput): Promise<RenderResult>;
  /** The path as the page's seed names it, when the server renders it; otherwise undefined. */
  renderedPath(pathname: string): string | undefined;
};
