// Money is integer fils (1 KD = 1000 fils) in every sum; Intl shows it as KWD with 3 decimals
// (KD in English, د.ك in Arabic) with Latin digits in both languages.
import type { Locale } from "./i18n.ts";

const formatters = new Map<string, Intl.NumberFormat>();

export function formatFils(fils: number, locale: Locale, fractionDigits = 3): string {
  const key = `${locale}:${fractionDigits}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale === "ar" ? "ar-KW-u-nu-latn" : "en-KW", {
      style: "currency",
      currency: "KWD",
      currencyDisplay: locale === "ar" ? "symbol" : "code",
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    formatters.set(key, f);
  }
  const text = f.format(fils / 1000);
  // English shows "KD" as customers in Kuwait write it, not the ISO code "KWD"; Arabic "د.ك"
  // without the abbreviation dot Intl adds after it (PRODUCT.md).
  return locale === "ar" ? text.replace("د.ك.", "د.ك") : text.replace("KWD", "KD");
}

/** Parses a KD amount typed by a customer ("12.5", "١٢٫٥", "١٬٢٠٠") into fils; undefined when not a number. */
export function parseKdToFils(text: string): number | undefined {
  const latin = toLatinDigits(text).replace("٫", ".").replace(/[,٬]/g, "").trim();
  if (!/^\d{1,7}(\.\d{0,3})?$/.test(latin)) return undefined;
  const [whole, frac = ""] = latin.split(".");
  return Number(whole) * 1000 + Number(frac.padEnd(3, "0"));
}

/** Arabic-Indic (٠-٩) and Eastern Arabic-Indic (۰-۹) digits to Latin digits. */
export function toLatinDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) & 0xf));
}
