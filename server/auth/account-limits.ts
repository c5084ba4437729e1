// Limits on sign-up and on password-reset mails, per client address and per account, counted in
// Postgres (account_limit_events, migration 012) like the sign-in failures, so they hold across
// instances. Within `windowMs` (an hour):
// - sign-up: `signupsPerAddress` attempts per address (100, or SIGNUPS_PER_ADDRESS: a carrier's shared
//   address serves many customers, and the end-to-end suite signs up about 60 times from one) and
//   `signupsPerContact` attempts naming one email or one mobile number (5), then 429;
// - "taken" answers (email_taken, mobile_taken tell who is a customer): after `takenPerAddress` of
//   them (10) every sign-up from that address answers 429, taken or not, so the refusal says nothing;
// - reset requests: `resetsPerAddress` per address (20), then 429 whether the account exists or not;
// - reset mails: `resetMailsPerAccount` per account (3). Beyond it the request answers exactly as
//   before (`sent: true`) and no mail is sent: a 429 there would tell who has an account.
// A refused request is not counted, so waiting out the window always works.
import { ApiError } from "../http/errors.ts";
import type { AccountLimitsRepo } from "../repos/account-limits-repo.ts";

export type AccountLimits = {
  windowMs: number;
  signupsPerAddress: number;
  signupsPerContact: number;
  takenPerAddress: number;
  resetsPerAddress: number;
  resetMailsPerAccount: number;
};

const perAddress = Number(process.env.SIGNUPS_PER_ADDRESS);

export const DEFAULT_ACCOUNT_LIMITS: AccountLimits = {
  windowMs: 60 * 60 * 1000,
  signupsPerAddress: Number.isInteger(perAddress) && perAddress > 0 ? perAddress : 100,
  signupsPerContact: 5,
  takenPerAddress: 10,
  resetsPerAddress: 20,
  resetMailsPerAccount: 3,
};

export function createAccountLimiter(repo: AccountLimitsRepo, limits: AccountLimits = DEFAULT_ACCOUNT_LIMITS) {
  async function tooMany(oldest: (Date | null)[], message: string): Promise<ApiError> {
    const now = (await repo.now()).getTime();
    const waits = oldest.map((o) => (o ? o.getTime() + limits.windowMs - now : limits.windowMs));
    const seconds = Math.max(1, Math.ceil(Math.max(...waits) / 1000));
    return new ApiError(429, "too_many_attempts", message, undefined, { "Retry-After": String(seconds) });
  }

  /** Records one event against each key; when any key is over its limit, forgets it and answers false. */
  async function take(kind: string, keys: { key: string; limit: number }[]): Promise<{ ok: boolean; oldest: (Date | null)[] }> {
    await repo.pruneOlderThan(limits.windowMs);
    const counted = await repo.recordAndCount(
      kind,
      keys.map((k) => k.key),
      limits.windowMs,
    );
    const over = keys.map((k, i) => counted.counts[i]! > k.limit);
    if (!over.includes(true)) return { ok: true, oldest: [] };
    await repo.remove(counted.ids);
    return { ok: false, oldest: counted.oldest.filter((_, i) => over[i]) };
  }

  return {
    /** Before a sign-up's checks: 429 when its address or its email or mobile is over a limit. */
    async beginSignup(address: string, email: string, mobileNo: string): Promise<void> {
      const message = "Too many sign-ups. Please try again later.";
      const taken = await repo.count("taken", `address:${address}`, limits.windowMs);
      if (taken.count >= limits.takenPerAddress) throw await tooMany([taken.oldest], message);
      const { ok, oldest } = await take("signup", [
        { key: `address:${address}`, limit: limits.signupsPerAddress },
        { key: `email:${email.trim().toLowerCase()}`, limit: limits.signupsPerContact },
        { key: `mobile:${mobileNo}`, limit: limits.signupsPerContact },
      ]);
      if (!ok) throw await tooMany(oldest, message);
    },

    /** A sign-up answered email_taken or mobile_taken: counted against its address. */
    async answeredTaken(address: string): Promise<void> {
      await repo.recordAndCount("taken", [`address:${address}`], limits.windowMs);
    },

    /** Before a reset request's lookup: 429 when its address is over the limit. */
    async beginReset(address: string): Promise<void> {
      const { ok, oldest } = await take("reset", [{ key: `address:${address}`, limit: limits.resetsPerAddress }]);
      if (!ok) throw await tooMany(oldest, "Too many reset requests. Please try again later.");
    },

    /** Whether the account may get one more reset mail now (counted when it may). */
    async resetMailAllowed(userId: number): Promise<boolean> {
      return (await take("reset-mail", [{ key: `user:${userId}`, limit: limits.resetMailsPerAccount }])).ok;
    },
  };
}

export type AccountLimiter = ReturnType<typeof createAccountLimiter>;
