// Switches between English and Arabic in place: catalog, <html lang dir>, and the saved choice.
// A link to this page in the other language (`?lang=`): before the app has started on a
// server-rendered page, or opened in a new tab, it loads that page; once the app runs, a click
// switches in place and the address follows.
import { useLingui } from "@lingui/react/macro";
import type { MouseEvent } from "react";
import { useLocation, useSearch } from "wouter";
import { setLanguage } from "../../lib/i18n.ts";
import { useLangId } from "../../lib/use-lang-id.ts";

export function LanguageToggle() {
  const { t } = useLingui();
  const langId = useLangId();
  const [path, navigate] = useLocation();
  const search = new URLSearchParams(useSearch());
  const next = langId === 1 ? 2 : 1;
  search.set("lang", next === 2 ? "ar" : "en");
  const href = `${path}?${search.toString()}`;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window keeps the link's own behaviour.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(href, { replace: true });
    void setLanguage(next);
  };
  return (
    <a
      href={href}
      className="btn btn-ghost lang-toggle"
      hrefLang={next === 2 ? "ar" : "en"}
      lang={next === 2 ? "ar" : "en"}
      aria-label={next === 2 ? "التبديل إلى العربية" : "Switch to English"}
      title={t`Change language`}
      onClick={onClick}
    >
      {next === 2 ? "العربية" : "English"}
    </a>
  );
}
