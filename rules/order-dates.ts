// Start and end dates of a subscription (docs/product-rules.md "Start date"), one set of rules for the PWA's
// calendar and the server's checks (purchases, plans): Kuwait days (UTC+3) written yyyy-mm-dd; the
// first start is today + 4, the last today + 365, never a Friday; deliveries skip Fridays, so the
// end date is the last delivery day. Plain functions (today's date takes the clock as an argument).
import { dateLocaleTag } from "./date-locale.ts";

export const START_LEAD_DAYS = 4;
export const START_MAX_DAYS = 365;
export const FRIDAY = 5;
const KUWAIT_OFFSET_MS = 3 * 3_600_000;

export function kuwaitToday(now: Date = new Date()): string {
  return new Date(now.getTime() + KUWAIT_OFFSET_MS).toISOString().slice(0, 10);
}

export function isIsoDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

// Day arithmetic without Date objects: a yyyy-mm-dd date as its number of days since 1970-01-01 and
// back (Howard Hinnant's days_from_civil and civil_from_days, proleptic Gregorian). A plan's
// calendar and the kitchen's picks walk dates one day at a time on every read, where building and
// printing a Date cost four times as much. An out-of-range day rolls over as Date.parse does
// (2026-02-30 is 2026-03-02).
function dayNumber(iso: string): number {
  const year = Number(iso.slice(0, 4));
  const month = Number(iso.slice(5, 7));
  const day = Number(iso.slice(8, 10));
  if (iso.length !== 10 || iso[4] !== "-" || iso[7] !== "-" || !(year >= 0 && month >= 1 && month <= 12 && day >= 1 && day <= 31)) {
    throw new RangeError(`not a yyyy-mm-dd date: ${iso}`);
  }
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

function isoOfDayNumber(n: number): string {
  const z = n + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return `${String(year).padStart(4, "0")}-${month < 10 ? "0" : ""}${month}-${day < 10 ? "0" : ""}${day}`;
}

export function addDays(iso: string, days: number): string {
  return isoOfDayNumber(dayNumber(iso) + days);
}

/** 0 Sunday … 6 Saturday. */
export function weekdayOf(iso: string): number {
  // 1970-01-01 was a Thursday.
  return (((dayNumber(iso) + 4) % 7) + 7) % 7;
}

export function startWindow(today: string): { first: string; last: string } {
  return { first: addDays(today, START_LEAD_DAYS), last: addDays(today, START_MAX_DAYS) };
}

export function isSelectableStart(iso: string | undefined, today: string): iso is string {
  if (!iso || !isIsoDate(iso)) return false;
  const { first, last } = startWindow(today);
  return iso >= first && iso <= last && weekdayOf(iso) !== FRIDAY;
}

/** The day of the last of `deliveryDays` deliveries from `start` (itself a delivery day), Fridays off. */
export function lastDeliveryDay(start: string, deliveryDays: number): string {
  let day = start;
  let delivered = weekdayOf(day) === FRIDAY ? 0 : 1;
  while (delivered < deliveryDays) {
    day = addDays(day, 1);
    if (weekdayOf(day) !== FRIDAY) delivered += 1;
  }
  return day;
}

/** A local Date at midnight of the ISO day (what date pickers show), and back. */
export function isoToLocalDate(iso: string): Date {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

export function localDateToIso(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** One formatter per language, made on first use: making one costs far more than a format. */
const dayFormats = new Map<"en" | "ar", Intl.DateTimeFormat>();

/** "Saturday, 6 June 2026" in the active language, Latin digits. */
export function formatDay(iso: string, locale: "en" | "ar"): string {
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(dateLocaleTag(locale), {
      weekday: "long",
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    });
    dayFormats.set(locale, format);
  }
  return format.format(new Date(`${iso}T00:00:00Z`));
}

/**
 * The plan's calendar: every delivery day from the start (Fridays skipped), frozen days included,
 * until `deliveryDays` days deliver. The last non-frozen one is the end date.
 */
export function planCalendar(start: string, deliveryDays: number, frozen: ReadonlySet<string>): { dates: string[]; end: string } {
  const dates: string[] = [];
  let delivering = 0;
  let day = start;
  let end = start;
  while (delivering < deliveryDays) {
    if (weekdayOf(day) !== FRIDAY) {
      dates.push(day);
      if (!frozen.has(day)) {
        delivering += 1;
        end = day;
      }
    }
    day = addDays(day, 1);
  }
  return { dates, end };
}
