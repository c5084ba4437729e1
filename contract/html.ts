// What HTML the server's catalog may carry into a page (package descriptions, terms, privacy), and
// how it is cleaned: one allowlist for the browser (src/lib/sanitize.ts, over the browser's DOM)
// and the server renderer (server/ssr-sanitize.ts, over jsdom), so both render the same markup.
// Links open safely; scripts, handlers and styles are dropped. No library here: each side hands in
// its own DOMPurify instance.

export type Sanitize = (html: string) => string;

export const HTML_ALLOWLIST = {
  ALLOWED_TAGS: ["h2", "h3", "h4", "p", "br", "ul", "ol", "li", "strong", "b", "em", "i", "a", "span", "table", "thead", "tbody", "tr", "th", "td"],
  ALLOWED_ATTR: ["href", "title", "dir", "lang", "rel", "target"],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/)/i,
};

/** The part of a DOMPurify instance the cleaning uses. */
export type Purifier = {
  isSupported: boolean;
  addHook(entryPoint: "afterSanitizeAttributes", hook: (node: Element) => void): void;
  sanitize(html: string, config: typeof HTML_ALLOWLIST): string;
};

/** A sanitiser over a DOMPurify instance (made over the browser's window, or a server DOM's). */
export function sanitizerOf(purify: Purifier): Sanitize {
  // Where DOMPurify cannot work it would hand the HTML back as it came: nothing is shown instead.
  if (!purify.isSupported) return () => "";
  purify.addHook("afterSanitizeAttributes", (node) => {
    if (node.tagName === "A" && node.getAttribute("href")) {
      node.setAttribute("rel", "noopener noreferrer");
      if (/^https?:/i.test(node.getAttribute("href") ?? "")) node.setAttribute("target", "_blank");
    }
  });
  return (html) => purify.sanitize(html, HTML_ALLOWLIST);
}
