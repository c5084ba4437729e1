// Money is integer fils (1 KD = 1000 fils) in every sum, in the app and on the server alike. The
// wire carries KD as a string with 3 decimals ("157.000"); the screens show it with 3 decimals (KD
// in English, د.ك in Arabic) with Latin digits in both languages.

import { formatKd, type NumberLocale } from "./number-format.ts";

/** Integer fils as the wire's KD string with 3 decimals: 157000 -> "157.000", -5 -> "-0.005". */
export function filsToWire(fils: number): string {
  const sign = fils < 0 ? "-" : "";
  const abs = Math.abs(fils);
  return `${sign}${Math.floor(abs / 1000)}.${String(abs % 1000).padStart(3, "0")}`;
}

/** The wire's KD amount ("160", "160.5", "160.000", Arabic-Indic digits too) in fils; undefined when not one. */
export function wireToFils(text: string): number | undefined {
  const latin = text
    .trim()
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x660))
    .replace("٫", ".");
  const m = /^(\d{1,7})(?:\.(\d{1,3}))?$/.exec(latin);
  if (!m) return undefined;
  return Number(m[1]) * 1000 + Number((m[2] ?? "").padEnd(3, "0"));
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

/**
 * Fils as the customer reads them: "KD 160.000" in English, "160.000 د.ك" in Arabic. The one money
 * format of every screen (always 3 decimals, as the fils are); nothing else formats money.
 */
export function formatFils(fils: number, locale: NumberLocale): string {
  // English shows "KD" as customers in Kuwait write it, not the ISO code "KWD"; Arabic "د.ك"
  // without the abbreviation dot Intl adds after it (docs/product-rules.md "Money"). Written
  // without Intl, as Intl writes it otherwise (rules/number-format.ts says why).
  return formatKd(fils, locale);
}
