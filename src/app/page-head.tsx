// Keeps <title> and <meta name="description"> on the screen shown, in the page's language. The
// titles' table (page-meta.ts) is not in the first page: it loads on the first commit (a page the
// server rendered already has its head) and is used at once from then on (docs/decisions/
// server-rendering.md, "What loads when").
import type { I18n } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { useEffect } from "react";
import { useLocation } from "wouter";

type PageMeta = typeof import("./page-meta.ts");
let loaded: PageMeta | undefined;

function apply({ pageHead }: PageMeta, location: string, i18n: I18n) {
  const head = pageHead(location, i18n);
  document.title = head.title;
  let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement("meta");
    meta.name = "description";
    document.head.append(meta);
  }
  meta.content = head.description;
}

export function PageHead() {
  const { i18n } = useLingui();
  const [location] = useLocation();
  useEffect(() => {
    if (loaded) {
      apply(loaded, location, i18n);
      return;
    }
    // Only while the table loads: a screen that names itself in the tab meanwhile (its effect runs
    // after this one, as a later sibling's) keeps its name.
    let current = true;
    const title = document.title;
    void import("./page-meta.ts").then((m) => {
      loaded = m;
      if (current && document.title === title) apply(m, location, i18n);
    });
    return () => {
      current = false;
    };
  }, [location, i18n, i18n.locale]);
  return null;
}
