// The menu's week, Saturday first and without Friday (delivery days in Kuwait), with weekday names
// in the active language. Day numbers follow Date#getDay (0 Sunday … 6 Saturday). The names are
// Intl.DateTimeFormat's (week-days.test.ts compares them), written here because every dish card
// shows its days while the menu hydrates, and a page's first Intl object costs a phone 50 to 250 ms
// at 4x (ICU starting up; lib/plural-form.ts).
export const MENU_DAYS = [6, 0, 1, 2, 3, 4] as const;

const AR = ["الأحد", "الاثنين", "الثلاثاء", "الأربعاء", "الخميس", "الجمعة", "السبت"];
const NAMES: Record<"en" | "ar", Record<"long" | "short", readonly string[]>> = {
  en: {
    long: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
    short: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"],
  },
  // Arabic has one width.
  ar: { long: AR, short: AR },
};

/** The name of weekday `day` (0..6) in `locale` ("ar", else English), long ("Saturday") or short ("Sat"). */
export function weekdayName(day: number, locale: string, width: "long" | "short" = "long"): string {
  return NAMES[locale === "ar" ? "ar" : "en"][width][day] ?? "";
}

/** The dish's days in menu order (Saturday first); Friday and unknown numbers are dropped. */
export function menuOrder(days: readonly number[]): number[] {
  return MENU_DAYS.filter((d) => days.includes(d));
}
