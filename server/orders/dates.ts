// Start and end dates of a subscription (PRODUCT.md "Start date"): days are Kuwait days (UTC+3, no
// daylight saving) written yyyy-mm-dd. The first selectable start is today + 4, the last today + 365,
// never a Friday; deliveries skip Fridays, so the end date is the day of the last delivery.
// The PWA has the same rules in src/lib/order-dates.ts (it may not import server code).

export const START_LEAD_DAYS = 4;
export const START_MAX_DAYS = 365;
const FRIDAY = 5;
const DAY_MS = 86_400_000;
const KUWAIT_OFFSET_MS = 3 * 3_600_000;

/** Today in Kuwait. */
export function kuwaitToday(now: Date = new Date()): string {
  return new Date(now.getTime() + KUWAIT_OFFSET_MS).toISOString().slice(0, 10);
}

/** A real calendar day written yyyy-mm-dd. */
export function isIsoDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

export function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** 0 Sunday … 6 Saturday. */
export function weekdayOf(iso: string): number {
  return new Date(`${iso}T00:00:00Z`).getUTCDay();
}

export function startWindow(today: string): { first: string; last: string } {
  return { first: addDays(today, START_LEAD_DAYS), last: addDays(today, START_MAX_DAYS) };
}

export function isSelectableStart(iso: string, today: string): boolean {
  if (!isIsoDate(iso)) return false;
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
