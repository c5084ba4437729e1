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
