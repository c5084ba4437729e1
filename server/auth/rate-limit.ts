// Slows password guessing: at most `perEmail` failed sign-ins per email and `perAddress` per client
// address within a sliding window; beyond that, 429 with Retry-After. The log lives in Postgres
// (no in-memory state), so every instance behind the load balancer counts the same attempts.
//
// An attempt is recorded *before* its password is checked and counted by id, under a lock on its
// email and its address, so a burst of concurrent guesses cannot slip past the count: only the
// first ones in id order get through.
import { ApiError } from "../http/errors.ts";
import type { LoginFailuresRepo, Window } from "../repos/login-failures-repo.ts";

export type LoginLimits = { windowMs: number; perEmail: number; perAddress: number };

export const DEFAULT_LOGIN_LIMITS: LoginLimits = { windowMs: 15 * 60 * 1000, perEmail: 5, perAddress: 20 };

export type Attempt = { id: number; emailKey: string };

export function createLoginLimiter(repo: LoginFailuresRepo, limits: LoginLimits = DEFAULT_LOGIN_LIMITS) {
  return {
    /** Records the attempt, or refuses it with 429 when the email or the address is over its limit. */
    async begin(email: string, address: string): Promise<Attempt> {
      const emailKey = email.trim().toLowerCase();
      await repo.pruneOlderThan(limits.windowMs);
      const { id, byEmail, byAddress } = await repo.recordAndCount(emailKey, address, limits.windowMs);
      const blocked: Window[] = [];
      if (byEmail.count > limits.perEmail) blocked.push(byEmail);
      if (byAddress.count > limits.perAddress) blocked.push(byAddress);
      if (blocked.length === 0) return { id, emailKey };

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

    /** A password reset proves the customer holds the account: its failures are forgotten. */
    async clearEmail(email: string): Promise<void> {
      await repo.clearEmail(email.trim().toLowerCase());
    },
  };
}

export type LoginLimiter = ReturnType<typeof createLoginLimiter>;
