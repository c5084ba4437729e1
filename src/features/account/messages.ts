// The account screens' messages: a form problem or a server error code becomes translated text
// (raw server text is never shown). Spec wording kept, typos fixed (docs/product-rules.md "Language and copy").
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ApiError } from "../../lib/api-client.ts";
import type { Problem } from "./sign-up-rules.ts";

export const PROBLEM_MESSAGES: Record<Problem, MessageDescriptor> = {
  first_name_missing: msg`Enter your first name`,
  last_name_missing: msg`Enter your last name`,
  email_missing: msg`Enter your email`,
  email_invalid: msg`Enter a valid email address, for example name@example.com.`,
  mobile_missing: msg`Enter your mobile number`,
  mobile_invalid: msg`Enter an 8-digit Kuwaiti mobile number starting with 2, 4, 5, 6 or 9.`,
  password_too_short: msg`The password must have at least 8 characters.`,
  passwords_differ: msg`The passwords do not match`,
};

export const FIELDS_REQUIRED = msg`Please fill in the required fields`;
export const OFFLINE_SIGN_IN = msg`You are offline. Connect to sign in.`;
export const OFFLINE_SIGN_UP = msg`You are offline. Connect to create your account.`;
export const OFFLINE_RESET = msg`You are offline. Connect to reset your password.`;

/** Where a server error belongs on the form, and what it says. */
export type ServerProblem = { field?: "email" | "mobile" | "password" | "token"; message: MessageDescriptor };

const BY_CODE: Record<string, ServerProblem> = {
  invalid_credentials: { message: msg`Email or password is incorrect` },
  too_many_attempts: { message: msg`Too many attempts. Please wait a few minutes and try again.` },
  email_taken: { field: "email", message: msg`An account with this email already exists. Sign in instead.` },
  mobile_taken: { field: "mobile", message: msg`An account with this mobile number already exists.` },
  referral_not_found: { message: msg`This referral code is wrong or has expired` },
  common_password: { field: "password", message: msg`This password is too common. Choose another one.` },
  password_too_short: { field: "password", message: PROBLEM_MESSAGES.password_too_short },
  password_too_long: { field: "password", message: msg`The password must have at most 128 characters.` },
  invalid_email: { field: "email", message: PROBLEM_MESSAGES.email_invalid },
  invalid_first_name: { message: msg`The first name cannot contain line breaks, direction marks or < >.` },
  invalid_last_name: { message: msg`The last name cannot contain line breaks, direction marks or < >.` },
  busy: { message: msg`We are busy right now. Please try again in a moment.` },
  invalid_mobile_no: { field: "mobile", message: PROBLEM_MESSAGES.mobile_invalid },
  invalid_reset_token: { field: "token", message: msg`This reset link is invalid or has expired. Ask for a new one.` },
};

const FALLBACK: ServerProblem = { message: msg`Something went wrong. Please try again.` };

export function serverProblem(err: ApiError, offline: MessageDescriptor): ServerProblem {
  if (err.isNetwork) return { message: offline };
  return BY_CODE[err.code] ?? FALLBACK;
}
