// The shop's mode as the server marked the page (server/http/shop-mode.ts: a `shop-mode` meta
// element in the head of every page it sends, the shell the service worker keeps included, so it
// is known offline too). No request: the footer reads it to show the demo's line (README "Demo and
// live"). Unmarked (the Vite dev server's page), the app shows no demo line.
import { createContext, useContext } from "react";
import type { ShopMode } from "../../../contract/ssr.ts";

export function pageShopMode(doc: Document | undefined = globalThis.document): ShopMode | undefined {
  const value = doc?.querySelector('meta[name="shop-mode"]')?.getAttribute("content");
  return value === "demo" || value === "live" ? value : undefined;
}

/** The mode a server render is made for (src/entry-server.tsx); in the browser, none: the page says. */
export const ShopModeContext = createContext<ShopMode | undefined>(undefined);

/**
 * Whether this page is a demo shop's. The server renders the page with the mode it marks it with,
 * so the browser's hydration, reading that mark, finds the same footer and has nothing to change.
 */
export function useDemoShop(): boolean {
  const rendered = useContext(ShopModeContext);
  return (rendered ?? pageShopMode()) === "demo";
}
