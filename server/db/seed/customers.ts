// The demo customer of the README (catalog.demoCustomer): inserted once, with a hashed password,
// a wallet balance and the fixed referral code DEMO_REFERRAL_CODE. Safe to call on every start.
import { hashPassword } from "../../auth/password.ts";
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
/** The development password when OPS_PASSWORD is not set (documented in the README). */
export const OPERATOR_DEV_PASSWORD = "Kitchen-Ops-2026";

/**
 * Inserts the operator once (OPS_PASSWORD, read here directly, or the documented development
 * password) and makes sure the account holds the operator role. Safe to call on every start.
 */
export async function seedOperator(db: Db, password = process.env.OPS_PASSWORD || OPERATOR_DEV_PASSWORD): Promise<void> {
  const users = createUsersRepo(db);
  if (!(await users.findByEmailOrMobile({ email: OPERATOR_EMAIL }))) {
    try {
      await users.insert({
        firstName: "Kitchen",
        lastName: "Operator",
        email: OPERATOR_EMAIL,
        // Not a Kuwaiti mobile number (they start with 4, 5, 6 or 9): no customer can hold it.
        mobileNo: "10000000",
        passwordHash: await hashPassword(password),
        referralCode: "KITCHENOPS",
        referredBy: null,
      });
    } catch (err) {
      if (!(err instanceof AccountTakenError)) throw err;
    }
  }
  await db.updateTable("users").set({ role: "operator" }).where("email", "=", OPERATOR_EMAIL).where("role", "<>", "operator").execute();
}
