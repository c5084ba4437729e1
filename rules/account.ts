// Account fields the app checks before sending and the server checks again: the email format and
// the password's length. Deliberately simple email rule: one @, no spaces, a dot in the domain;
// the real check is the mail that reaches it.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** An email address as typed, spaces around it already trimmed. */
export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}

/** Too short counts characters as a person does (an emoji is one); too long counts UTF-16 units. */
export function passwordLengthProblem(password: string): "password_too_short" | "password_too_long" | undefined {
  if ([...password].length < PASSWORD_MIN) return "password_too_short";
  if (password.length > PASSWORD_MAX) return "password_too_long";
  return undefined;
}
