// Checks of what customers type on the content pages, the same rules the server applies
// (server/routes/engagement.ts), so most mistakes are explained before anything is sent.
import { stripMobile } from "../../../rules/phone.ts";

export const EMAIL_MAX = 254;
export const NAME_MAX = 80;

// The server's email rule (zod's default email pattern).
const EMAIL = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export type EmailProblem = "missing" | "invalid";

export function checkEmail(value: string): EmailProblem | undefined {
  const email = value.trim();
  if (email === "") return "missing";
  if (email.length > EMAIL_MAX || !EMAIL.test(email)) return "invalid";
  return undefined;
}

/** Latin digits only, spaces and dashes removed: "٩٩٨ ٨٧٧-٦٦" -> "99887766". */
export function normalizePhone(value: string): string {
  return stripMobile(value);
}

export type PhoneProblem = "missing" | "invalid";

/** A Kuwaiti number: 8 digits starting 2, 4, 5, 6 or 9. */
export function checkPhone(value: string): PhoneProblem | undefined {
  const phone = normalizePhone(value);
  if (phone === "") return "missing";
  return /^[24569]\d{7}$/.test(phone) ? undefined : "invalid";
}

/** Trimmed, inner spaces collapsed. */
export function normalizeName(value: string): string {
  return value.trim().replace(/\s+/g, " ");
}

export type NameProblem = "missing" | "too-long" | "invalid";

export function checkName(value: string): NameProblem | undefined {
  const name = normalizeName(value);
  if (name === "") return "missing";
  if (name.length > NAME_MAX) return "too-long";
  // eslint-disable-next-line no-control-regex
  return /^[^\u0000-\u001f\u007f<>]+$/.test(name) ? undefined : "invalid";
}
