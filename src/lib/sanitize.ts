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
