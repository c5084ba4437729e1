// The menu's week, Saturday first and without Friday (delivery days in Kuwait), with weekday names
// in the active language from Intl. Day numbers follow Date#getDay (0 Sunday … 6 Saturday).
export const MENU_DAYS = [6, 0, 1, 2, 3, 4] as const;

const names = new Map<string, string[]>();

/** The name of weekday `day` (0..6) in `locale`, long ("Saturday") or short ("Sat"). */
export function weekdayName(day: number, locale: string, width: "long" | "short" = "long"): string {
  const key = `${locale}:${width}`;
  let list = names.get(key);
  if (!list) {
    const format = new Intl.DateTimeFormat(locale, { weekday: width, timeZone: "UTC" });
    // 7 January 2024 was a Sunday.
    list = Array.from({ length: 7 }, (_, d) => format.format(new Date(Date.UTC(2024, 0, 7 + d))));
    names.set(key, list);
  }
  return list[day] ?? "";
}

/** The dish's days in menu order (Saturday first); Friday and unknown numbers are dropped. */
export function menuOrder(days: readonly number[]): number[] {
  return MENU_DAYS.filter((d) => days.includes(d));
}
