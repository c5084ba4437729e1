// Kuwait time (UTC+3 all year) for the notification schedule (README "Notifications"): the minute
// of the day, a moment at a Kuwait time of day, and the customer's quiet hours (22:00 to 08:00 by
// default; a message due then waits until they end).
import { addDays, kuwaitToday } from "../../rules/order-dates.ts";

const KUWAIT_OFFSET_MIN = 180;

/** Minutes after midnight in Kuwait at `now`. */
export function kuwaitMinute(now: Date): number {
  const minutes = Math.floor(now.getTime() / 60_000) + KUWAIT_OFFSET_MIN;
  return ((minutes % 1440) + 1440) % 1440;
}

/** The moment `minute` minutes after midnight of the Kuwait day `date`. */
export function kuwaitAt(date: string, minute: number): Date {
  return new Date(Date.parse(`${date}T00:00:00+03:00`) + minute * 60_000);
}

export type QuietHours = { quiet_start: number; quiet_end: number };

/** Whether `now` falls in the quiet hours (equal start and end: none). */
export function inQuietHours(q: QuietHours, now: Date): boolean {
  const m = kuwaitMinute(now);
  if (q.quiet_start === q.quiet_end) return false;
  return q.quiet_start < q.quiet_end ? m >= q.quiet_start && m < q.quiet_end : m >= q.quiet_start || m < q.quiet_end;
}

/** The next end of the quiet hours after `now`. */
export function quietHoursEnd(q: QuietHours, now: Date): Date {
  const today = kuwaitToday(now);
  const end = kuwaitAt(today, q.quiet_end);
  return end.getTime() > now.getTime() ? end : kuwaitAt(addDays(today, 1), q.quiet_end);
}

/** "22:00" from 1320, and back. */
export function minuteToClock(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;
}
export function clockToMinute(text: string): number {
  const [h, m] = text.split(":").map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}
