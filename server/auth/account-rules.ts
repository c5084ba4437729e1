// Rules for what a customer types when signing up: email addresses and the password policy (length
// and a list of common passwords). Kuwaiti mobile numbers are the app's and the server's one rule
// (rules/phone.ts).
import { isCommonPassword } from "./common-passwords.ts";

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

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
