// Keeps <title> and <meta name="description"> on the screen shown, in the page's language.
import { useLingui } from "@lingui/react";
import { useEffect } from "react";
import { useLocation } from "wouter";
import { pageHead } from "./page-meta.ts";

export function PageHead() {
  const { i18n } = useLingui();
  const [location] = useLocation();
  useEffect(() => {
    const head = pageHead(location, i18n);
    document.title = head.title;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement("meta");
      meta.name = "description";
      document.head.append(meta);
    }
    meta.content = head.description;
  }, [location, i18n, i18n.locale]);
  return null;
}
