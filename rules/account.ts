// Account fields the app checks before sending and the server checks again: the email format, the
// names' characters and the password's length. The email is one addr-spec as the mail library sends
// to it (RFC 5322 dot-atom local part, a domain of dotted labels): no display name, no angle
// brackets, no comma, no quotes, no spaces or control characters, so the stored address can never
// be read as two addresses or a name (`x<demo@example.com>` and `q,demo@example.com` went to demo@).
// Letters beyond ASCII are taken (internationalised addresses); the real check is the mail.
const ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~\\p{L}\\p{M}\\p{N}-]+";
const LABEL = "[A-Za-z0-9\\p{L}\\p{M}\\p{N}](?:[A-Za-z0-9\\p{L}\\p{M}\\p{N}-]*[A-Za-z0-9\\p{L}\\p{M}\\p{N}])?";
const EMAIL = new RegExp(`^${ATOM}(?:\\.${ATOM})*@${LABEL}(?:\\.${LABEL})+$`, "u");

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** An email address as typed, spaces around it already trimmed. */
export function isEmail(value: string): boolean {
  if (value.length > 254 || !EMAIL.test(value)) return false;
  return value.indexOf("@") <= 64;
}

/**
 * Characters a name may not hold: control characters (CR/LF would become lines of our plain-text
 * mails), line and paragraph separators, the bidi marks, embeddings, overrides and isolates (they
 * reorder the text around the name: U+061C, U+200E/F, U+202A–202E, U+2066–2069), and `<` `>`.
 */
const NAME_FORBIDDEN = /[\p{Cc}\p{Zl}\p{Zp}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069<>]/u;

/** A first or last name as typed (trimmed) holds none of NAME_FORBIDDEN. */
export function isCleanName(value: string): boolean {
  return !NAME_FORBIDDEN.test(value);
}

/** Too short counts characters as a person does (an emoji is one); too long counts UTF-16 units. */
export function passwordLengthProblem(password: string): "password_too_short" | "password_too_long" | undefined {
  if ([...password].length < PASSWORD_MIN) return "password_too_short";
  if (password.length > PASSWORD_MAX) return "password_too_long";
  return undefined;
}
