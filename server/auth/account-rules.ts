// Rules for what a customer types when signing up: Kuwaiti mobile numbers (Arabic-Indic digits
// accepted), email addresses, and the password policy (length and a list of common passwords).
import { isCommonPassword } from "./common-passwords.ts";

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** Arabic-Indic (٠-٩) and Extended Arabic-Indic (۰-۹) digits become 0-9. */
export function latinDigits(value: string): string {
  return value.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) & 0xf));
}

/**
 * A Kuwaiti mobile number as its 8 digits, or undefined. Spaces and dashes are ignored, and a
 * +965 / 00965 country prefix is dropped. Kuwaiti numbers start with 2, 4, 5, 6 or 9.
 */
export function normalizeMobile(value: string): string | undefined {
  let digits = latinDigits(value).replace(/[\s-]/g, "");
  digits = digits.replace(/^(\+|00)965/, "");
  return /^[24569]\d{7}$/.test(digits) ? digits : undefined;
}

// Deliberately simple: one @, no spaces, a dot in the domain. The real check is the reset mail.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}

export type PasswordProblem = "password_too_short" | "password_too_long" | "common_password";

export function passwordProblem(password: string, context: { email?: string; mobileNo?: string } = {}): PasswordProblem | undefined {
  if ([...password].length < PASSWORD_MIN) return "password_too_short";
  if (password.length > PASSWORD_MAX) return "password_too_long";
  const lower = password.trim().toLowerCase();
  if (isCommonPassword(password) || lower === context.email?.toLowerCase() || lower === context.mobileNo) return "common_password";
  return undefined;
}

export const PASSWORD_MESSAGES: Record<PasswordProblem, string> = {
  password_too_short: `The password must have at least ${PASSWORD_MIN} characters.`,
  password_too_long: `The password must have at most ${PASSWORD_MAX} characters.`,
  common_password: "This password is too common. Choose another one.",
};
