// The one door to DOMPurify in the app: HTML from the server (package descriptions, terms,
// privacy) is cleaned before React renders it, with the allowlist of contract/html.ts, which the
// server renderer cleans with too (server/ssr-sanitize.ts, over jsdom).
import DOMPurify from "dompurify";
import { sanitizerOf, type Sanitize } from "../../contract/html.ts";

export type { Sanitize };

let inBrowser: Sanitize | undefined;

/** Cleans HTML with the browser's DOM; with no DOM (a render without one), shows nothing. */
export function sanitizeHtml(html: string): string {
  inBrowser ??= typeof window === "undefined" ? () => "" : sanitizerOf(DOMPurify(window));
  return inBrowser(html);
}
