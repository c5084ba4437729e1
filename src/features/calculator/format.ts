// Numbers and days as the wizard shows them: Intl in the active language, Latin digits in Arabic
// too (docs/product-rules.md "Language and copy").
import type { Locale } from "../../lib/i18n.ts";

const tag = (locale: Locale) => (locale === "ar" ? "ar-KW-u-nu-latn" : "en-KW");

/** `value` with `fractionDigits` decimals; `minimumFractionDigits` below that drops trailing zeros
 *  (115 g rather than 115.00 g). */
export function formatNumber(value: number, locale: Locale, fractionDigits = 0, minimumFractionDigits = fractionDigits): string {
  return new Intl.NumberFormat(tag(locale), {
    minimumFractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value);
}

export function formatDay(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(tag(locale), { day: "numeric", month: "long", year: "numeric" }).format(date);
}
