// Payments through a hosted-page provider (README "Payments"): a purchase is paid exactly once, from
// the provider's own answer to our status check, asked after the customer's return, after a verified
// webhook (whichever comes first) or by the reconciliation of attempts left pending. The provider's
// amount, currency and reference must be ours, or nothing is paid: the attempt is held, the error
// logged, and the customer's purchase says to contact support. A pending attempt is asked about a
// few minutes after it starts, then with a growing delay, and expires after `expireAfterMs`.
import type { Db } from "../db/client.ts";
import type { PaymentOutcome } from "../db/schema.ts";
import { ApiError } from "../http/errors.ts";
import type { PaymentGateway, ProviderReport } from "../payments/gateway.ts";
import { ProviderError } from "../payments/wire.ts";
import { createOrdersRepo } from "../repos/orders-repo.ts";
import { createProviderAttemptsRepo, type AttemptRow } from "../repos/provider-attempts-repo.ts";

export type ProviderPaymentsOptions = {
  db: Db;
  gateway: PaymentGateway;
  applyVerdict(reference: string, verdict: PaymentOutcome): Promise<boolean>;
  clock: () => Date;
  logger: Pick<Console, "error" | "info">;
  /** First check of a new attempt (default 3 minutes after it starts). */
  firstCheckMs?: number;
  /** Delay before check n+1 (default 2 min × 2^(n-1), at most an hour). */
  backoffMs?: (checks: number) => number;
  /** A pending attempt this old after a check expires (default 2 hours). */
  expireAfterMs?: number;
  /** How long a claimed attempt is reserved for its instance (default 2 minutes). */
  leaseMs?: number;
};

export const CURRENCY = "KWD";

/** What differs between the provider's answer and our attempt; undefined when they agree. */
export function mismatchOf(attempt: AttemptRow, report: ProviderReport): string | undefined {
  if (report.reference !== attempt.reference) return `reference ${report.reference ?? "(none)"} is not ours (${attempt.reference})`;
  if (attempt.provider_id && report.providerId !== attempt.provider_id) return `provider id ${report.providerId} is not ${attempt.provider_id}`;
  if (report.outcome !== "approved") return undefined;
  if (report.amountFils !== attempt.amount_fils) return `amount ${report.amountFils ?? "(none)"} fils is not ${attempt.amount_fils}`;
  if (report.currency !== CURRENCY) return `currency ${report.currency ?? "(none)"} is not ${CURRENCY}`;
  return undefined;
}

export type CheckResult = "pending" | "changed" | "unchanged" | "held";

/**
 * A provider that refused or did not answer the start of a payment: 502 with a code, logged. The
 * purchase and its attempt stay; Pay Now again (the same unique_code) starts the payment again.
 */
export function providerUnavailable(log: Pick<Console, "error">) {
  return (err: unknown): never => {
    if (!(err instanceof ProviderError)) throw err;
    log.error(`starting a payment failed: ${err.message}`);
    throw new ApiError(502, "payment_provider_unavailable", "The payment provider could not start the payment. Press Pay Now again in a moment.");
  };
}

export function createProviderPayments(o: ProviderPaymentsOptions) {
  const { db, gateway, clock, logger: log } = o;
  const report = gateway.report?.bind(gateway);
  if (!report) throw new Error(`${gateway.name} cannot be asked about a payment`);
  const repo = createProviderAttemptsRepo(db);
  const firstCheckMs = o.firstCheckMs ?? 3 * 60_000;
  const backoffMs = o.backoffMs ?? ((n: number) => Math.min(3_600_000, 120_000 * 2 ** Math.max(0, n - 1)));
  const expireAfterMs = o.expireAfterMs ?? 2 * 3_600_000;
  const leaseMs = o.leaseMs ?? 120_000;

  /** Ends a pending attempt without paying; a purchase with no other pending attempt is cancelled when it expires. */
  async function close(attempt: AttemptRow, status: "held" | "expired", problem: string | null): Promise<boolean> {
    return db.transaction().execute(async (trx) => {
      const orders = createOrdersRepo(trx);
      const purchase = await orders.findPurchase(attempt.purchase_id);
      if (purchase) await orders.lockCustomer(purchase.user_id);
      const closed = await createProviderAttemptsRepo(trx).close(attempt.reference, status, problem);
      if (!closed || !purchase) return false;
      if (status === "held" && problem) await createProviderAttemptsRepo(trx).markPurchaseProblem(purchase.id, problem);
      else if ((await orders.countPendingAttempts(purchase.id)) === 0) await orders.setOutcome(purchase.id, "cancelled");
      return true;
    });
  }

  /** Asks the provider about the attempt and applies its answer once. */
  async function check(attempt: AttemptRow): Promise<CheckResult> {
    const answer = await report!({ reference: attempt.reference, providerId: attempt.provider_id });
    if (answer.outcome === "pending") return "pending";
    const problem = mismatchOf(attempt, answer);
    if (problem) {
      log.error(`payment ${attempt.reference} of purchase ${attempt.purchase_id} (${gateway.name} ${answer.providerId}, ${answer.outcome}): ${problem}; nothing is paid, support must look`);
      if (answer.outcome !== "approved") return "unchanged";
      return (await close(attempt, "held", answer.reference === attempt.reference ? "amount_mismatch" : "reference_mismatch")) ? "held" : "unchanged";
    }
    return (await o.applyVerdict(attempt.reference, answer.outcome)) ? "changed" : "unchanged";
  }

  return {
    firstCheckAt: () => new Date(clock().getTime() + firstCheckMs),
    check,

    /**
     * A provider's webhook: undefined when its signature is not authentic (nothing is read or
     * changed), else whether it changed anything. Repeats and late events change nothing.
     */
    async webhook(rawBody: string, headers: Headers): Promise<{ changed: boolean } | undefined> {
      const event = gateway.verifyWebhook?.(rawBody, headers);
      if (!event) return undefined;
      const attempt = await repo.findByProvider(gateway.name, event.providerId);
      if (!attempt) {
        log.info(`${gateway.name} webhook about ${event.providerId}, which is none of our attempts`);
        return { changed: false };
      }
      if (attempt.status === "declined" || attempt.status === "cancelled" || attempt.status === "expired") {
        // A KNET page may be tried again after a failure: a later success on the same payment
        // reopens the attempt, and it is then paid like any other (if the purchase still may be).
        const later = await report!({ reference: attempt.reference, providerId: attempt.provider_id });
        if (later.outcome !== "approved" || !(await repo.reopenIfPaidLater(attempt.reference, attempt.status))) return { changed: false };
      } else if (attempt.status !== "pending") {
        return { changed: false };
      }
      const result = await check({ ...attempt, status: "pending" });
      return { changed: result === "changed" || result === "held" };
    },

    /**
     * One pass of the reconciliation: claims the attempts due now (at most `limit`) and asks about
     * each; answers how many it claimed.
     */
    async reconcileDue(limit = 10): Promise<number> {
      const now = clock();
      const due = await repo.claimDue(now, leaseMs, limit);
      for (const attempt of due) {
        let result: CheckResult | "failed";
        try {
          result = await check(attempt);
        } catch (err) {
          log.error(`reconciliation of payment ${attempt.reference} failed`, err);
          result = "failed";
        }
        if (result !== "pending" && result !== "failed") continue;
        // Only the provider's own "still pending" expires an attempt; an unreachable provider is asked again.
        if (result === "pending" && now.getTime() - attempt.created_at.getTime() >= expireAfterMs) {
          if (await close(attempt, "expired", null)) log.info(`payment ${attempt.reference} of purchase ${attempt.purchase_id} expired unpaid`);
        } else {
          await repo.reschedule(attempt.id, new Date(now.getTime() + backoffMs(attempt.checks)));
        }
      }
      return due.length;
    },
  };
}

export type ProviderPayments = ReturnType<typeof createProviderPayments>;
