// The shop's mode in every HTML page the server sends (README "Demo and live"): one meta element in
// the head, `<meta name="shop-mode" content="demo|live">`. The app reads it without a request
// (src/app/layout/shop-mode.ts) and shows the demo's footer line; the service worker keeps the
// marked shell, so an offline page knows it too.
import type { ShopMode } from "../env.ts";

export function withShopMode(html: string, mode: ShopMode): string {
  return html.replace("</head>", () => `<meta name="shop-mode" content="${mode}"></head>`);
}
