// Customer accounts: the only place their SQL is written. Emails are matched case-insensitively
// (the unique index is on lower(email)); the password hash never leaves this repo except to the
// sign-in check.
import type { Db } from "../db/client.ts";

export type NewUser = {
  firstName: string;
  lastName: string;
  email: string;
  mobileNo: string;
  passwordHash: string;
  referralCode: string;
  referredBy: number | null;
  walletFils?: number;
};

export type UserRow = {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  mobile_no: string;
  wallet_fils: number;
  /** A customer, or the kitchen's operator (README "Operator"). */
  role: "customer" | "operator";
};

const PUBLIC_COLUMNS = ["id", "first_name", "last_name", "email", "mobile_no", "wallet_fils", "role"] as const;

/** Which unique field a new account collides with, if any. */
export type Taken = "email" | "mobile";

export class AccountTakenError extends Error {
  constructor(readonly taken: Taken) {
    super(`${taken} taken`);
  }
}

type PgError = { code?: string; constraint?: string; message?: string };

function takenFrom(err: unknown): Taken | undefined {
  const e = err as PgError;
  if (e?.code !== "23505") return undefined;
  const where = `${e.constraint ?? ""} ${e.message ?? ""}`;
  if (where.includes("email")) return "email";
  if (where.includes("mobile")) return "mobile";
  return undefined;
}

export function createUsersRepo(db: Db) {
  return {
    /** A customer, or the kitchen's operator: what the /ops guard asks. */
    async roleOf(userId: number): Promise<UserRow["role"] | undefined> {
      const row = await db.selectFrom("users").select("role").where("id", "=", userId).executeTakeFirst();
      return row?.role;
    },

    findById(id: number): Promise<UserRow | undefined> {
      return db.selectFrom("users").select(PUBLIC_COLUMNS).where("id", "=", id).executeTakeFirst();
    },

    /** The account and its password hash, for the sign-in check only. */
    findCredentials(email: string) {
      return db
        .selectFrom("users")
        .select([...PUBLIC_COLUMNS, "password_hash"])
        .where((eb) => eb(eb.fn("lower", ["email"]), "=", email.toLowerCase()))
        .executeTakeFirst();
    },

    findByEmailOrMobile(by: { email?: string; mobileNo?: string }): Promise<UserRow | undefined> {
      let q = db.selectFrom("users").select(PUBLIC_COLUMNS);
      if (by.email !== undefined) q = q.where((eb) => eb(eb.fn("lower", ["email"]), "=", by.email!.toLowerCase()));
      else if (by.mobileNo !== undefined) q = q.where("mobile_no", "=", by.mobileNo);
      else return Promise.resolve(undefined);
      return q.executeTakeFirst();
    },

    async whichTaken(email: string, mobileNo: string): Promise<Taken | undefined> {
      const rows = await db
        .selectFrom("users")
        .select(["email", "mobile_no"])
        .where((eb) => eb.or([eb(eb.fn("lower", ["email"]), "=", email.toLowerCase()), eb("mobile_no", "=", mobileNo)]))
        .execute();
      if (rows.some((r) => r.email.toLowerCase() === email.toLowerCase())) return "email";
      if (rows.length > 0) return "mobile";
      return undefined;
    },

    findIdByReferralCode(code: string): Promise<{ id: number } | undefined> {
      return db.selectFrom("users").select("id").where("referral_code", "=", code.toUpperCase()).executeTakeFirst();
    },

    /** Inserts the account; a concurrent duplicate surfaces as AccountTakenError. */
    async insert(user: NewUser): Promise<UserRow> {
      try {
        return await db
          .insertInto("users")
          .values({
            first_name: user.firstName,
            last_name: user.lastName,
            email: user.email,
            mobile_no: user.mobileNo,
            password_hash: user.passwordHash,
            referral_code: user.referralCode,
            referred_by: user.referredBy,
            wallet_fils: user.walletFils ?? 0,
          })
          .returning(PUBLIC_COLUMNS)
          .executeTakeFirstOrThrow();
      } catch (err) {
        const taken = takenFrom(err);
        if (taken) throw new AccountTakenError(taken);
        throw err;
      }
    },

    async setPassword(userId: number, passwordHash: string): Promise<void> {
      await db
        .updateTable("users")
        .set({ password_hash: passwordHash, password_changed_at: new Date() })
        .where("id", "=", userId)
        .execute();
    },
  };
}

export type UsersRepo = ReturnType<typeof createUsersRepo>;
