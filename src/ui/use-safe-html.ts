// Catalog HTML (package descriptions, terms, privacy) made safe to render. A component of a page
// the server rendered uses the DOM-free allowlist, on the server and in its hydration, so both
// write the same markup; any other render uses DOMPurify in the browser (lib/sanitize.ts).
import { useMemo } from "react";
import { useMountedWithServerPage } from "../data/seed.tsx";
import { sanitizeHtml, sanitizeHtmlWithoutDom } from "../lib/sanitize.ts";

export function useSafeHtml(html: string | undefined): string {
  const fromServer = useMountedWithServerPage();
  return useMemo(() => (html === undefined ? "" : fromServer ? sanitizeHtmlWithoutDom(html) : sanitizeHtml(html)), [html, fromServer]);
}
