// What the sign-up, sign-in and reset forms check before calling the server, in the order of docs/product-rules.md "Sign up and sign in"
// (first name, last name, email, mobile, passwords match) with the email format, the Kuwaiti
// mobile number and the password length added where they belong. Pure: problems are codes, the
// page turns them into translated messages.
import { isEmail, PASSWORD_MIN } from "../../../rules/account.ts";
import { normalizeMobile } from "../../../rules/phone.ts";

export type SignUpInput = {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  password: string;
  confirm: string;
};

export type SignUpField = keyof SignUpInput;

export type Problem =
  | "first_name_missing"
  | "last_name_missing"
  | "email_missing"
  | "email_invalid"
  | "mobile_missing"
  | "mobile_invalid"
  | "password_too_short"
  | "passwords_differ";

export type FieldProblems<F extends string> = Partial<Record<F, Problem>>;

function emailProblem(email: string): Problem | undefined {
  if (email.trim() === "") return "email_missing";
  return isEmail(email.trim()) ? undefined : "email_invalid";
}

function newPasswordProblems(password: string, confirm: string): FieldProblems<"password" | "confirm"> {
  if ([...password].length < PASSWORD_MIN) return { password: "password_too_short" };
  return password === confirm ? {} : { confirm: "passwords_differ" };
}

/** Every field's problem; the first in ORDER is the one announced. */
export function checkSignUp(input: SignUpInput): FieldProblems<SignUpField> {
  const problems: FieldProblems<SignUpField> = {};
  if (input.firstName.trim() === "") problems.firstName = "first_name_missing";
  if (input.lastName.trim() === "") problems.lastName = "last_name_missing";
  const email = emailProblem(input.email);
  if (email) problems.email = email;
  if (input.mobile.trim() === "") problems.mobile = "mobile_missing";
  else if (!normalizeMobile(input.mobile)) problems.mobile = "mobile_invalid";
  return { ...problems, ...newPasswordProblems(input.password, input.confirm) };
}

export const SIGN_UP_ORDER: readonly SignUpField[] = ["firstName", "lastName", "email", "mobile", "password", "confirm"];

export function checkNewPassword(password: string, confirm: string): FieldProblems<"password" | "confirm"> {
  return newPasswordProblems(password, confirm);
}

/** The first field with a problem, in the order given. */
export function firstProblem<F extends string>(problems: FieldProblems<F>, order: readonly F[]): F | undefined {
  return order.find((field) => problems[field] !== undefined);
}
