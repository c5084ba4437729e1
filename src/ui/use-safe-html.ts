// Catalog HTML (package descriptions, terms, privacy) made safe to render, with DOMPurify
// (lib/sanitize.ts). In the browser it uses the browser's DOM; a server render provides its own
// sanitiser, made over a server DOM (src/entry-server.tsx), so the server and the browser's
// hydration write the same markup with the same library.
import { createContext, useContext, useMemo } from "react";
import { sanitizeHtml, type Sanitize } from "../lib/sanitize.ts";

export const SanitizerContext = createContext<Sanitize>(sanitizeHtml);

export function useSafeHtml(html: string | undefined): string {
  const sanitize = useContext(SanitizerContext);
  return useMemo(() => (html === undefined ? "" : sanitize(html)), [html, sanitize]);
}
