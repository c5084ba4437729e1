// The server's password policy: the length the app checks too (rules/account.ts, with the email
// format) and a list of common passwords. Kuwaiti mobile numbers are the app's and the server's
// one rule (rules/phone.ts).
import { PASSWORD_MAX, PASSWORD_MIN, passwordLengthProblem } from "../../rules/account.ts";
import { isCommonPassword } from "./common-passwords.ts";

export type PasswordProblem = "password_too_short" | "password_too_long" | "common_password";

export function passwordProblem(password: string, context: { email?: string; mobileNo?: string } = {}): PasswordProblem | undefined {
  const length = passwordLengthProblem(password);
  if (length) return length;
  const lower = password.trim().toLowerCase();
  if (isCommonPassword(password) || lower === context.email?.toLowerCase() || lower === context.mobileNo) return "common_password";
  return undefined;
}

export const PASSWORD_MESSAGES: Record<PasswordProblem, string> = {
  password_too_short: `The password must have at least ${PASSWORD_MIN} characters.`,
  password_too_long: `The password must have at most ${PASSWORD_MAX} characters.`,
  common_password: "This password is too common. Choose another one.",
};
