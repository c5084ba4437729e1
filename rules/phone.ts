// Kuwaiti mobile numbers as customers type them: Arabic-Indic digits, spaces and dashes, and the
// country code written +965 or 00965, all accepted (the same rule for the app and the server).
// One rule for sign-up, sign-in, the newsletter, the address form and the API that takes them.
import { toLatinDigits } from "./money.ts";

/** The typed number as Latin digits without spaces, dashes or the +965 / 00965 country code. */
export function stripMobile(value: string): string {
  return toLatinDigits(value)
    .replace(/[\s-]/g, "")
    .replace(/^(\+|00)965(?=\d{8}$)/, "");
}

/** An 8-digit Kuwaiti mobile number starting 2, 4, 5, 6 or 9, or undefined. */
export function normalizeMobile(value: string): string | undefined {
  const digits = stripMobile(value);
  return /^[24569]\d{7}$/.test(digits) ? digits : undefined;
}
