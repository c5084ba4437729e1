// Payment attempts as a hosted-page provider sees them (migration 011): the provider's id and page of
// an attempt, the attempts it is about, and the reconciliation's schedule. Attempts left pending are
// claimed with FOR UPDATE SKIP LOCKED and a lease (the mail outbox's pattern, repos/mail-repo.ts), so
// two instances never ask about the same attempt at once, and one whose asker died is taken again
// when its lease runs out. Times come from the caller's clock.
import { sql, type Selectable } from "kysely";
import type { Db } from "../db/client.ts";
import type { PaymentAttemptsTable } from "../db/schema.ts";

export type AttemptRow = Selectable<PaymentAttemptsTable>;

export function createProviderAttemptsRepo(db: Db) {
  return {
    findByReference(reference: string): Promise<AttemptRow | undefined> {
      return db.selectFrom("payment_attempts").selectAll().where("reference", "=", reference).executeTakeFirst();
    },

    findByProvider(gateway: string, providerId: string): Promise<AttemptRow | undefined> {
      return db.selectFrom("payment_attempts").selectAll().where("gateway", "=", gateway).where("provider_id", "=", providerId).executeTakeFirst();
    },

    /**
     * Keeps the provider's id and page of a new attempt, and when it is first asked about; answers
     * the page kept (the first one when two starts of the same attempt raced).
     */
    async started(reference: string, providerId: string, url: string, checkAt: Date): Promise<string> {
      const kept = await db
        .updateTable("payment_attempts")
        .set({ provider_id: providerId, provider_url: url, check_at: checkAt })
        .where("reference", "=", reference)
        .where("provider_id", "is", null)
        .returning("provider_url")
        .executeTakeFirst();
      if (kept) return url;
      const first = await db.selectFrom("payment_attempts").select("provider_url").where("reference", "=", reference).executeTakeFirst();
      return first?.provider_url ?? url;
    },

    /** Takes at most `limit` pending attempts due at `now` for `leaseMs`; counts the check. */
    async claimDue(now: Date, leaseMs: number, limit: number): Promise<AttemptRow[]> {
      const until = new Date(now.getTime() + leaseMs);
      return db
        .updateTable("payment_attempts")
        .set({ locked_until: until, checks: sql<number>`checks + 1` })
        .where(
          "id",
          "in",
          db
            .selectFrom("payment_attempts")
            .select("id")
            .where("status", "=", "pending")
            .where("check_at", "<=", now)
            .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<=", now)]))
            .orderBy("check_at")
            .limit(limit)
            .forUpdate()
            .skipLocked(),
        )
        .returningAll()
        .execute();
    },

    /** Still pending after a check: asked again at `next`; the lease ends. */
    async reschedule(id: number, next: Date): Promise<void> {
      await db.updateTable("payment_attempts").set({ check_at: next, locked_until: null }).where("id", "=", id).where("status", "=", "pending").execute();
    },

    /**
     * Ends a pending attempt without a verdict (`held`: the provider's figures differ from ours;
     * `expired`: still pending after the last check), in the caller's transaction. Answers the
     * attempt when it changed.
     */
    close(reference: string, status: "held" | "expired", problem: string | null) {
      return db
        .updateTable("payment_attempts")
        .set({ status, problem, decided_at: new Date(), locked_until: null })
        .where("reference", "=", reference)
        .where("status", "=", "pending")
        .returningAll()
        .executeTakeFirst();
    },

    /** Puts a failed, cancelled or expired attempt back to pending, once; answers whether it did. */
    async reopenIfPaidLater(reference: string, from: "declined" | "cancelled" | "expired"): Promise<boolean> {
      const row = await db
        .updateTable("payment_attempts")
        .set({ status: "pending", decided_at: null })
        .where("reference", "=", reference)
        .where("status", "=", from)
        .returning("id")
        .executeTakeFirst();
      return row !== undefined;
    },

    async markPurchaseProblem(purchaseId: number, problem: string): Promise<void> {
      await db.updateTable("purchases").set({ payment_problem: problem }).where("id", "=", purchaseId).execute();
    },
  };
}
