// Slows password guessing without ever locking an account's owner out. The failures are logged in
// Postgres (no in-memory state), so every instance behind the load balancer counts the same ones.
// Within a sliding window (15 minutes):
// - per client address: after `perAddress` failures (20), whatever the emails, the address gets 429
//   with Retry-After. This is what locks a guesser out: it is the guesser's address, not the account.
// - per email from one address: after `perEmailAndAddress` failures (10) that address gets 429 for
//   that email, so one address cannot spend its whole budget on one account.
// - per email, from anywhere: failures never refuse the email. After `perEmail` failures (5) each
//   further attempt waits before its password is checked, twice as long per failure (0.5 s, 1 s,
//   2 s … at most `maxDelayMs`), right password or wrong, so a guesser that waits for its answers
//   is slowed; the owner's right password then succeeds and forgets the failures.
// Why not a lock per email (the old rule): five wrong guesses by anyone then locked the owner out
// for 15 minutes. Why not a proof of work: the storefront's clients are phones. A guesser with many
// addresses is further bounded by the password hash gate (hash-gate.ts): a few hashes at once for
// the whole process.
//
// An attempt is recorded *before* its password is checked and counted by id, under a lock on its
// email and its address, so a burst of concurrent guesses cannot slip past the count.
import { setTimeout as sleep } from "node:timers/promises";
import { ApiError } from "../http/errors.ts";
import type { LoginFailuresRepo, Window } from "../repos/login-failures-repo.ts";

export type LoginLimits = { windowMs: number; perEmail: number; perEmailAndAddress: number; perAddress: number; maxDelayMs: number };

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  windowMs: 15 * 60 * 1000,
  perEmail: 5,
  perEmailAndAddress: 10,
  perAddress: 20,
  maxDelayMs: 8000,
};

export type Attempt = { id: number; emailKey: string };

/** The wait before checking a password, given the email's failures before this attempt. */
export function guessDelayMs(failures: number, limits: LoginLimits): number {
  if (failures < limits.perEmail) return 0;
  return Math.min(limits.maxDelayMs, 500 * 2 ** Math.min(20, failures - limits.perEmail));
}

export function createLoginLimiter(repo: LoginFailuresRepo, limits: LoginLimits = DEFAULT_LOGIN_LIMITS) {
  return {
    /**
     * Records the attempt, or refuses it with 429 when its address is over a limit; an email with
     * many failures only waits (guessDelayMs).
     */
    async begin(email: string, address: string): Promise<Attempt> {
      const emailKey = email.trim().toLowerCase();
      await repo.pruneOlderThan(limits.windowMs);
      const { id, byEmail, byAddress, byPair } = await repo.recordAndCount(emailKey, address, limits.windowMs);
      const blocked: Window[] = [];
      if (byAddress.count > limits.perAddress) blocked.push(byAddress);
      if (byPair.count > limits.perEmailAndAddress) blocked.push(byPair);
      if (blocked.length === 0) {
        const delay = guessDelayMs(byEmail.count - 1, limits);
        if (delay > 0) await sleep(delay);
        return { id, emailKey };
      }

      // A refused attempt is not a failure: it neither counts nor extends the wait.
      await repo.remove(id);
      const now = (await repo.now()).getTime();
      const waits = blocked.map((w) => (w.oldest ? w.oldest.getTime() + limits.windowMs - now : limits.windowMs));
      const seconds = Math.max(1, Math.ceil(Math.max(...waits) / 1000));
      throw new ApiError(429, "too_many_attempts", "Too many sign-in attempts. Please try again later.", undefined, {
        "Retry-After": String(seconds),
      });
    },

    /** The password was right: this attempt and the account's earlier failures are forgotten. */
    async succeeded(attempt: Attempt): Promise<void> {
      await repo.remove(attempt.id);
      await repo.clearEmail(attempt.emailKey);
    },

    /** The check never ran (the hash gate answered busy): the attempt is not a failure. */
    async abandoned(attempt: Attempt): Promise<void> {
      await repo.remove(attempt.id);
    },

    /** A password reset proves the customer holds the account: its failures are forgotten. */
    async clearEmail(email: string): Promise<void> {
      await repo.clearEmail(email.trim().toLowerCase());
    },
  };
}

export type LoginLimiter = ReturnType<typeof createLoginLimiter>;
