// The active language as the wire's language id (1 English, 2 Arabic), for queries and calls.
import { useLingui } from "@lingui/react";
import type { LangId } from "./db.ts";

export function useLangId(): LangId {
  const { i18n } = useLingui();
  return i18n.locale === "ar" ? 2 : 1;
}
