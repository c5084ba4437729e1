// The one door to DOMPurify: HTML from the server (package descriptions, terms, privacy) is
// cleaned before React renders it. Links open safely; scripts, handlers and styles are dropped.
import DOMPurify from "dompurify";

const ALLOWED_TAGS = ["h2", "h3", "h4", "p", "br", "ul", "ol", "li", "strong", "b", "em", "i", "a", "span", "table", "thead", "tbody", "tr", "th", "td"];
const ALLOWED_ATTR = ["href", "title", "dir", "lang"];

let hooked = false;

export function sanitizeHtml(html: string): string {
  // Where DOMPurify cannot work (no DOM, as in a server render) it would hand the HTML back as it
  // came: nothing is shown instead.
  if (!DOMPurify.isSupported) return "";
  if (!hooked) {
    DOMPurify.addHook("afterSanitizeAttributes", (node) => {
      if (node.tagName === "A" && node.getAttribute("href")) {
        node.setAttribute("rel", "noopener noreferrer");
        if (/^https?:/i.test(node.getAttribute("href") ?? "")) node.setAttribute("target", "_blank");
      }
    });
    hooked = true;
  }
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR: [...ALLOWED_ATTR, "rel", "target"], ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/)/i });
}

// Elements whose content is never text to show: dropped with what they hold.
const DROPPED_WITH_CONTENT = /<(script|style|template|noscript|textarea|title|iframe|object|embed|svg|math|select|xmp|plaintext|noembed|noframes)\b[\s\S]*?(?:<\/\1\s*>|$)/gi;
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)([^<>]*)>/g;
const ATTRIBUTE = /([a-zA-Z-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/g;
const ENTITY_OR_AMP = /&(?![a-zA-Z][a-zA-Z0-9]{1,31};|#[0-9]{1,7};|#x[0-9a-fA-F]{1,6};)/g;
const SAFE_URI = /^(?:https?:|mailto:|tel:|\/)/i;

const escapeText = (text: string) => text.replace(ENTITY_OR_AMP, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, "&quot;");

/**
 * The same allowlist without a DOM, for a page rendered on the server and the browser's first
 * render of it (hydration must produce the same string). Nothing of the input is passed on as
 * markup: the output is written anew from allowed tags with allowed, escaped attributes, and text
 * with `<` and `>` escaped, so it cannot hold a script, a handler or a style. Anything it does not
 * understand is dropped or shown as text.
 */
export function sanitizeHtmlWithoutDom(html: string): string {
  const source = html.replace(/<!--[\s\S]*?(?:-->|$)|<[!?][^>]*>?/g, "").replace(DROPPED_WITH_CONTENT, "");
  let out = "";
  let last = 0;
  for (const m of source.matchAll(TAG)) {
    out += escapeText(source.slice(last, m.index));
    last = m.index + m[0].length;
    const [, closing, rawName, rawAttributes] = m;
    const name = rawName!.toLowerCase();
    if (!ALLOWED_TAGS.includes(name)) continue;
    if (closing) {
      if (name !== "br") out += `</${name}>`;
      continue;
    }
    let attributes = "";
    let href: string | undefined;
    for (const a of rawAttributes!.matchAll(ATTRIBUTE)) {
      const attribute = a[1]!.toLowerCase();
      const value = (a[2] ?? a[3] ?? a[4] ?? "").trim();
      if (!ALLOWED_ATTR.includes(attribute) || attributes.includes(` ${attribute}="`)) continue;
      if (attribute === "href") {
        if (!SAFE_URI.test(value)) continue;
        href = value;
      }
      attributes += ` ${attribute}="${escapeAttribute(value)}"`;
    }
    if (name === "a" && href !== undefined) attributes += ` rel="noopener noreferrer"${/^https?:/i.test(href) ? ' target="_blank"' : ""}`;
    out += `<${name}${attributes}>`;
  }
  return out + escapeText(source.slice(last));
}
