// The demo customer of the README (catalog.demoCustomer; a demo's only): inserted once, with a
// hashed password, a wallet balance and the fixed referral code DEMO_REFERRAL_CODE. And the kitchen's
// operator account, in every mode. Both safe to call on every start.
import { randomBytes } from "node:crypto";
import { hashPassword, verifyPassword } from "../../auth/password.ts";
import { createSessionsRepo } from "../../repos/sessions-repo.ts";
import { AccountTakenError, createUsersRepo } from "../../repos/users-repo.ts";
import type { Db } from "../client.ts";
import type { SeedCustomer } from "./types.ts";

export const DEMO_REFERRAL_CODE = "FITMEALS";

/** Returns true when it inserted the customer, false when the account was already there. */
export async function seedDemoCustomer(db: Db, customer: SeedCustomer): Promise<boolean> {
  const users = createUsersRepo(db);
  if (await users.findByEmailOrMobile({ email: customer.email })) return false;
  try {
    await users.insert({
      firstName: customer.firstName,
      lastName: customer.lastName,
      email: customer.email,
      mobileNo: customer.mobileNo,
      passwordHash: await hashPassword(customer.password),
      referralCode: DEMO_REFERRAL_CODE,
      referredBy: null,
      walletFils: customer.walletFils,
    });
    return true;
  } catch (err) {
    // Another instance seeded it at the same moment.
    if (err instanceof AccountTakenError || (await users.findByEmailOrMobile({ email: customer.email }))) return false;
    throw err;
  }
}

/** The kitchen's operator account (README "Operator"): reaches /ops, never a customer's calls. */
export const OPERATOR_EMAIL = "ops@kw-meals.local";

/**
 * Makes sure the operator account exists and holds the operator role. With a `password` (OPS_PASSWORD,
 * or the demo's generated one: ./operator.ts), that password is the account's from now on: set when
 * the account is made, and on a later start set again when the stored hash does not match it (the
 * operator's sessions then end). Without one (test databases), a new account gets a random password
 * no one knows. Safe to call on every start; answers whether the password was (re)set.
 */
export async function seedOperator(db: Db, password?: string): Promise<boolean> {
  const users = createUsersRepo(db);
  const existing = await db.selectFrom("users").select(["id", "password_hash"]).where("email", "=", OPERATOR_EMAIL).executeTakeFirst();
  let changed = false;
  if (!existing) {
    try {
      await users.insert({
        firstName: "Kitchen",
        lastName: "Operator",
        email: OPERATOR_EMAIL,
        // Not a Kuwaiti mobile number (they start with 4, 5, 6 or 9): no customer can hold it.
        mobileNo: "10000000",
        passwordHash: await hashPassword(password ?? randomBytes(32).toString("base64url")),
        referralCode: "KITCHENOPS",
        referredBy: null,
      });
      changed = password !== undefined;
    } catch (err) {
      if (!(err instanceof AccountTakenError)) throw err;
    }
  } else if (password !== undefined && !(await verifyPassword(password, existing.password_hash))) {
    await db.updateTable("users").set({ password_hash: await hashPassword(password) }).where("id", "=", existing.id).execute();
    await createSessionsRepo(db).revokeAllOf(existing.id);
    changed = true;
  }
  await db.updateTable("users").set({ role: "operator" }).where("email", "=", OPERATOR_EMAIL).where("role", "<>", "operator").execute();
  return changed;
}
