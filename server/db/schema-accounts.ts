// Kysely's view of the customer tables: accounts (migration 002) and engagement (003).
import type { Generated } from "kysely";

export interface NewsletterSubscribersTable {
  id: Generated<number>;
  /** As typed (trimmed); unique on lower(email). */
  email: string;
  lang_id: number;
  created_at: Generated<Date>;
}

export type PreferredTime = "morning" | "afternoon" | "evening";

export interface AppointmentRequestsTable {
  id: Generated<number>;
  dietician_id: number;
  name: string;
  /** Eight Latin digits. */
  phone: string;
  preferred_time: PreferredTime;
  lang_id: number;
  created_at: Generated<Date>;
}

/** A customer account (migration 002). Email is unique whatever its case; mobile_no is 8 digits. */
export interface UsersTable {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  email: string;
  mobile_no: string;
  /** `scrypt$N$r$p$salt$hash` (server/auth/password.ts); never the password. */
  password_hash: string;
  referral_code: string;
  referred_by: number | null;
  wallet_fils: Generated<number>;
  /** The language of the customer's mails (1 English, 2 Arabic): the last one the app sent. */
  lang_id: Generated<number>;
  created_at: Generated<Date>;
  password_changed_at: Generated<Date>;
  /** `operator`: the kitchen's account, which reaches /ops (migration 008). */
  role: Generated<"customer" | "operator">;
}

/** A bearer session: only the SHA-256 of the token is stored. */
export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  device_name: Generated<string>;
  device_id: Generated<string>;
  created_at: Generated<Date>;
  expires_at: Date;
  revoked_at: Date | null;
}

/** A single-use password reset token (hashed), valid for 30 minutes. */
export interface PasswordResetsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: Generated<Date>;
  expires_at: Date;
  used_at: Date | null;
}

/** Failed (or in-flight) sign-ins, counted by the rate limiter per email and per client address. */
export interface LoginFailuresTable {
  id: Generated<number>;
  email_key: string;
  address: string;
  created_at: Generated<Date>;
}
