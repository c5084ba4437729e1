// Small conversions used when answering in the provider's wire format.
import type { LangId } from "../http/input.ts";

/** Integer fils as the wire's KD string with 3 decimals: 160000 -> "160.000". */
export function filsToKd(fils: number): string {
  const sign = fils < 0 ? "-" : "";
  const abs = Math.abs(fils);
  return `${sign}${Math.floor(abs / 1000)}.${String(abs % 1000).padStart(3, "0")}`;
}

/** Picks the column of the request's language from an `_en` / `_ar` pair. */
export function pick(lang: LangId, en: string, ar: string): string {
  return lang === 2 ? ar : en;
}

const WEEKDAYS = {
  en: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
  ar: ["الأحد", "الاثنين", "الثلاثاء", "الأربعاء", "الخميس", "الجمعة", "السبت"],
};

/** Menu order of the week in Kuwait: Saturday first. */
const WEEK_ORDER = [6, 0, 1, 2, 3, 4, 5];

export function weekdayNames(lang: LangId, days: number[]): { day: number; name: string }[] {
  const names = lang === 2 ? WEEKDAYS.ar : WEEKDAYS.en;
  return WEEK_ORDER.filter((d) => days.includes(d)).map((d) => ({ day: d, name: names[d]! }));
}
