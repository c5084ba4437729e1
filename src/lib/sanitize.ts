// The one door to DOMPurify: HTML from the server (package descriptions, terms, privacy) is
// cleaned before React renders it. Links open safely; scripts, handlers and styles are dropped.
// The browser uses its own DOM; the server renders pages with a sanitiser made over a server DOM
// (server/ssr.ts passes one into the renderer), so one library and one allowlist clean both.
import DOMPurify, { type WindowLike } from "dompurify";

export type Sanitize = (html: string) => string;

const CONFIG = {
  ALLOWED_TAGS: ["h2", "h3", "h4", "p", "br", "ul", "ol", "li", "strong", "b", "em", "i", "a", "span", "table", "thead", "tbody", "tr", "th", "td"],
  ALLOWED_ATTR: ["href", "title", "dir", "lang", "rel", "target"],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/)/i,
};

/** A sanitiser over the given window's DOM (the browser's, or a server DOM such as jsdom's). */
export function createSanitizer(window: WindowLike): Sanitize {
  const purify = DOMPurify(window);
  // Where DOMPurify cannot work it would hand the HTML back as it came: nothing is shown instead.
  if (!purify.isSupported) return () => "";
  purify.addHook("afterSanitizeAttributes", (node) => {
    if (node.tagName === "A" && node.getAttribute("href")) {
      node.setAttribute("rel", "noopener noreferrer");
      if (/^https?:/i.test(node.getAttribute("href") ?? "")) node.setAttribute("target", "_blank");
    }
  });
  return (html) => purify.sanitize(html, CONFIG);
}

let inBrowser: Sanitize | undefined;

/** Cleans HTML with the browser's DOM; with no DOM (a render without one), shows nothing. */
export function sanitizeHtml(html: string): string {
  inBrowser ??= typeof window === "undefined" ? () => "" : createSanitizer(window);
  return inBrowser(html);
}
