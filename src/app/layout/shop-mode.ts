// The shop's mode as the server marked the page (server/http/shop-mode.ts: a `shop-mode` meta
// element in the head of every page it sends, the shell the service worker keeps included, so it
// is known offline too). No request: the footer reads it to show the demo's line (README "Demo and
// live"). Unmarked (the Vite dev server's page), the app shows no demo line.
import { useSyncExternalStore } from "react";

export type ShopMode = "demo" | "live";

export function pageShopMode(doc: Document | undefined = globalThis.document): ShopMode | undefined {
  const value = doc?.querySelector('meta[name="shop-mode"]')?.getAttribute("content");
  return value === "demo" || value === "live" ? value : undefined;
}

const noChanges = () => () => {};

/**
 * Whether this page is a demo shop's. Rendered on the server and hydrated as false (the footer is
 * the same HTML on both sides), then the browser's page decides.
 */
export function useDemoShop(): boolean {
  return useSyncExternalStore(noChanges, () => pageShopMode() === "demo", () => false);
}
