// Which dates of birth the wizard accepts: ages 13 to 100 on today's date, never the future.
// Mifflin-St Jeor is an adult formula and the packages are sized for grown bodies, so under 13
// the wizard declines (with a message) rather than recommend; 100 bounds the year dropdown.
// Dates of birth are kept as local calendar days "yyyy-mm-dd".
import { ageOn } from "../../../rules/calorie-math.ts";

export const MIN_AGE = 13;
export const MAX_AGE = 100;

const pad = (n: number) => String(n).padStart(2, "0");

export function toIsoDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The local day of an ISO "yyyy-mm-dd", or undefined when it is not a real calendar day. */
export function fromIsoDate(iso: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return undefined;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(y, m - 1, d);
  date.setFullYear(y); // years 0-99 would otherwise be read as 1900-1999
  return date.getFullYear() === y && date.getMonth() === m - 1 && date.getDate() === d ? date : undefined;
}

const shift = (date: Date, days: number) => new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);

/** The earliest and latest dates of birth allowed on `today`. */
export function birthdayLimits(today: Date): { earliest: Date; latest: Date } {
  const y = today.getFullYear();
  // Start near the answer and walk day by day, so 29 February needs no special case.
  let latest = new Date(y - MIN_AGE, today.getMonth(), today.getDate());
  while (ageOn(toIsoDate(latest), today) < MIN_AGE) latest = shift(latest, -1);
  let earliest = new Date(y - MAX_AGE - 1, today.getMonth(), today.getDate());
  while (ageOn(toIsoDate(earliest), today) > MAX_AGE) earliest = shift(earliest, 1);
  return { earliest, latest };
}

/** The age of the month the calendar opens on before a date is chosen: an adult's, not the youngest allowed. */
export const OPENING_AGE = 30;

/** The month the calendar shows first with no date chosen: January, 30 years before today's year. */
export function birthdayOpensOn(today: Date): Date {
  return new Date(today.getFullYear() - OPENING_AGE, 0, 1);
}

export type BirthdayProblem = "missing" | "invalid" | "future" | "tooYoung" | "tooOld";

/** Why a date of birth cannot be used on `today`, or null when it can. */
export function checkBirthday(iso: string | undefined, today: Date): BirthdayProblem | null {
  if (!iso) return "missing";
  const date = fromIsoDate(iso);
  if (!date) return "invalid";
  if (toIsoDate(date) > toIsoDate(today)) return "future";
  const age = ageOn(iso, today);
  if (age < MIN_AGE) return "tooYoung";
  if (age > MAX_AGE) return "tooOld";
  return null;
}
