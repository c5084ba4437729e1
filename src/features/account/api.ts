// The account calls (server/routes/accounts.ts). The wire's snake_case user becomes SignedInUser
// here; the device fields are fixed values for the web (docs/product-rules.md "Sign up and sign in").
import { post } from "../../lib/api-client.ts";
import type { LangId } from "../../lib/db.ts";
import { stripMobile } from "../../../rules/phone.ts";

export type SignedInUser = {
  userId: number;
  firstName: string;
  lastName: string;
  email: string;
  mobileNo: string;
  token: string;
  role: "customer" | "operator";
};

type UserWire = { user_id: number; first_name: string; last_name: string; email: string; mobile_no: string; token: string; role?: string };

const DEVICE = { device_name: "web", device_token: "web", device_id: "web" };

function toUser(w: UserWire): SignedInUser {
  return {
    userId: w.user_id,
    firstName: w.first_name,
    lastName: w.last_name,
    email: w.email,
    mobileNo: w.mobile_no,
    token: w.token,
    // Only the kitchen's account is told apart; anything else is a customer.
    role: w.role === "operator" ? "operator" : "customer",
  };
}

export async function signIn(email: string, password: string): Promise<SignedInUser> {
  return toUser(await post<UserWire>("/userlogin", { email: email.trim(), password, ...DEVICE }));
}

export type SignUpFields = { firstName: string; lastName: string; email: string; mobileNo: string; password: string; referralCode: string };

export async function signUp(f: SignUpFields): Promise<SignedInUser> {
  const data = await post<UserWire>("/userregistration", {
    first_name: f.firstName.trim(),
    last_name: f.lastName.trim(),
    email: f.email.trim(),
    mobile_no: f.mobileNo,
    referral_code: f.referralCode,
    password: f.password,
    ...DEVICE,
  });
  return toUser(data);
}

/** Revokes the token on the server. The caller never waits for it to sign out. */
export async function revokeToken(token: string): Promise<void> {
  await post("/userlogout", {}, { headers: { Authorization: `Bearer ${token}` } });
}

/** Asks for a reset link; outside production the server also answers the link. */
/** Asks for a reset link; `langId` is the language the mail is written in (the page's). */
export async function requestReset(identifier: string, langId: LangId): Promise<{ devResetPath?: string }> {
  const value = identifier.trim();
  const fields = value.includes("@") ? { email: value } : { mobile_no: stripMobile(value) };
  const data = await post<{ sent: boolean; dev_reset_link?: string }>("/forgotpassword", { ...fields, lang_id: langId });
  if (!data.dev_reset_link) return {};
  // Same origin as the app, whatever PUBLIC_URL the server was given.
  const link = new URL(data.dev_reset_link);
  return { devResetPath: `${link.pathname}${link.search}` };
}

export async function resetPassword(token: string, password: string): Promise<SignedInUser> {
  return toUser(await post<UserWire>("/resetpassword", { token, password, ...DEVICE }));
}
