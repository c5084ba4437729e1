// Switches between English and Arabic in place: catalog, <html lang dir>, and the saved choice.
import { useLingui } from "@lingui/react/macro";
import { setLanguage } from "../../lib/i18n.ts";
import { useLangId } from "../../lib/use-lang-id.ts";

export function LanguageToggle() {
  const { t } = useLingui();
  const langId = useLangId();
  const next = langId === 1 ? 2 : 1;
  return (
    <button
      type="button"
      className="btn btn-ghost lang-toggle"
      lang={next === 2 ? "ar" : "en"}
      aria-label={next === 2 ? "التبديل إلى العربية" : "Switch to English"}
      title={t`Change language`}
      onClick={() => void setLanguage(next)}
    >
      {next === 2 ? "العربية" : "English"}
    </button>
  );
}
