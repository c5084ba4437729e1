// The account calls' input schemas and small answers (routes/accounts.ts): kept here so the route
// file holds the flows. Names refuse control, bidi and angle-bracket characters and emails are one
// addr-spec (rules/account.ts, the app's rule too), each with its own 400 code.
import { randomBytes } from "node:crypto";
import { z } from "zod";
import { isCleanName, isEmail } from "../../rules/account.ts";
import { normalizeMobile } from "../../rules/phone.ts";
import { ApiError } from "../http/errors.ts";
import { langField, optionalField } from "../http/input.ts";
import { PASSWORD_MESSAGES, passwordProblem } from "./account-rules.ts";

const optionalText = (max: number) => z.string().trim().max(max).optional();
const device = { device_name: optionalText(200), device_token: optionalText(500), device_id: optionalText(200) };
// A refined field fails as `invalid_<field>` (http/input.ts), e.g. `invalid_first_name`.
const name = z.string().trim().min(1).max(60).refine(isCleanName);
const email = z.string().trim().min(1).max(254);
const password = z.string().min(1).max(1024);
const mobile = z
  .string()
  .trim()
  .min(1)
  .max(30)
  .transform((value, ctx) => normalizeMobile(value) ?? (ctx.addIssue({ code: "custom", message: "not a Kuwaiti mobile number" }), z.NEVER));

export const loginSchema = z.object({ email, password, ...device });
export const profileSchema = z.object({ lang_id: optionalField(langField) });
export const registrationSchema = z.object({
  first_name: name,
  last_name: name,
  email: email.refine(isEmail),
  mobile_no: mobile,
  referral_code: optionalText(32),
  password,
  ...device,
});
export const forgotSchema = z.object({ email: optionalText(254), mobile_no: optionalText(30), lang_id: optionalField(langField) });
export const revokeSchema = z.object({
  token_hash: z
    .string()
    .trim()
    .regex(/^[0-9a-f]{64}$/),
});
export const resetSchema = z.object({ token: z.string().trim().min(1).max(200), password, ...device });

export type Device = { device_name?: string | undefined; device_id?: string | undefined };

const REFERRAL_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"; // 32 symbols: a byte & 31 is unbiased

export function newReferralCode(): string {
  return [...randomBytes(8)].map((b) => REFERRAL_ALPHABET[b & 31]).join("");
}

export function checkPassword(pw: string, context: { email?: string; mobileNo?: string } = {}): void {
  const problem = passwordProblem(pw, context);
  if (problem) throw new ApiError(400, problem, PASSWORD_MESSAGES[problem], "password");
}

export function invalidCredentials(): ApiError {
  return new ApiError(401, "invalid_credentials", "Email or password is incorrect");
}

export function takenError(taken: "email" | "mobile"): ApiError {
  return taken === "email"
    ? new ApiError(409, "email_taken", "An account with this email already exists.", "email")
    : new ApiError(409, "mobile_taken", "An account with this mobile number already exists.", "mobile_no");
}
