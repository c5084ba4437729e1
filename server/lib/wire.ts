// Small conversions used when answering in the provider's wire format (money's: rules/money.ts).
import type { LangId } from "../http/input.ts";

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
