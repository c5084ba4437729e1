// The operator's refunds of a paid purchase (README "Payments"), in whole or in part, to the card
// through the provider or to the wallet, each exactly once by its key (purchase_refunds.refund_key is
// unique; a repeat answers the refund made). Card refunds together are at most what the card paid
// (total_fils); all refunds together at most what the customer paid (total plus wallet). A wallet
// refund credits the wallet with its ledger line and records its mail in one transaction. A card
// refund is recorded first ("requested"), then asked of the provider outside the transaction; a
// repeat of one left "requested" (the provider's answer was lost) does not ask again: the operator
// checks the provider's dashboard.
import { sql } from "kysely";
import type { Db } from "../db/client.ts";
import type { PurchaseRefundsTable } from "../db/schema.ts";
import { ApiError } from "../http/errors.ts";
import { enqueueRefund } from "../mail/refund-mail.ts";
import type { PaymentGateway } from "../payments/gateway.ts";
import { createOrdersRepo } from "../repos/orders-repo.ts";
import type { Selectable } from "kysely";

export type RefundRow = Selectable<PurchaseRefundsTable>;
export type RefundInput = { purchaseId: number; key: string; destination: "card" | "wallet"; amountFils: number; reason: string; operatorId: number };

export function createRefunds(o: { db: Db; gateway: PaymentGateway; logger: Pick<Console, "error">; mailQueued?: () => void }) {
  const { db, gateway } = o;

  async function record(input: RefundInput): Promise<{ row: RefundRow; repeated: boolean; userId: number }> {
    return db.transaction().execute(async (trx) => {
      const orders = createOrdersRepo(trx);
      const purchase = await orders.findPurchase(input.purchaseId);
      if (!purchase) throw new ApiError(404, "purchase_not_found", "No purchase has this id.", "purchase_id");
      await orders.lockCustomer(purchase.user_id);
      const existing = await trx.selectFrom("purchase_refunds").selectAll().where("refund_key", "=", input.key).executeTakeFirst();
      if (existing) {
        if (existing.purchase_id !== input.purchaseId || existing.amount_fils !== input.amountFils || existing.destination !== input.destination) {
          throw new ApiError(409, "refund_key_reused", "This refund_key belongs to a different refund.", "refund_key");
        }
        return { row: existing, repeated: true, userId: purchase.user_id };
      }
      if (purchase.status !== "paid") throw new ApiError(409, "purchase_not_paid", "Only a paid purchase can be refunded.", "purchase_id");
      const done = await trx
        .selectFrom("purchase_refunds")
        .select([sql<number>`coalesce(sum(amount_fils), 0)::int`.as("all"), sql<number>`coalesce(sum(amount_fils) filter (where destination = 'card'), 0)::int`.as("card")])
        .where("purchase_id", "=", purchase.id)
        .where("status", "<>", "failed")
        .executeTakeFirstOrThrow();
      if (input.destination === "card" && done.card + input.amountFils > purchase.total_fils) {
        throw new ApiError(409, "refund_exceeds_paid", "Card refunds cannot exceed what the card paid.", "amount");
      }
      if (done.all + input.amountFils > purchase.total_fils + purchase.wallet_fils) {
        throw new ApiError(409, "refund_exceeds_paid", "Refunds cannot exceed what the customer paid.", "amount");
      }
      const wallet = input.destination === "wallet";
      const row = await trx
        .insertInto("purchase_refunds")
        .values({
          purchase_id: purchase.id,
          refund_key: input.key,
          destination: input.destination,
          amount_fils: input.amountFils,
          reason: input.reason,
          status: wallet ? "refunded" : "requested",
          created_by: input.operatorId,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      if (wallet) {
        await trx.updateTable("users").set((eb) => ({ wallet_fils: eb("wallet_fils", "+", input.amountFils) })).where("id", "=", purchase.user_id).execute();
        await trx.insertInto("wallet_transactions").values({ user_id: purchase.user_id, purchase_id: purchase.id, kind: "refund", amount_fils: input.amountFils, refund_id: row.id }).execute();
        await enqueueRefund(trx, row.id, purchase.user_id, { purchaseId: purchase.id, amountFils: input.amountFils, destination: "wallet" });
      }
      return { row, repeated: false, userId: purchase.user_id };
    });
  }

  return {
    async refund(input: RefundInput): Promise<{ refund: RefundRow; repeated: boolean }> {
      if (input.destination === "card" && !gateway.refund) {
        throw new ApiError(409, "card_refund_unavailable", `The ${gateway.name} gateway cannot refund to a card; refund to the wallet.`, "destination");
      }
      const { row, repeated, userId } = await record(input);
      if (repeated || row.destination === "wallet") {
        if (!repeated) o.mailQueued?.();
        return { refund: row, repeated };
      }
      const attempt = await db
        .selectFrom("payment_attempts")
        .select(["reference", "provider_id"])
        .where("purchase_id", "=", row.purchase_id)
        .where("status", "=", "approved")
        .executeTakeFirst();
      try {
        if (!attempt) throw new Error("the purchase has no approved payment to refund");
        const answer = await gateway.refund!({ key: row.refund_key, attempt: { reference: attempt.reference, providerId: attempt.provider_id }, amountFils: row.amount_fils, reason: row.reason });
        const done = await db.transaction().execute(async (trx) => {
          const updated = await trx
            .updateTable("purchase_refunds")
            .set({ status: answer.status === "failed" ? "failed" : answer.status, provider_refund_id: answer.providerRefundId })
            .where("id", "=", row.id)
            .returningAll()
            .executeTakeFirstOrThrow();
          if (answer.status !== "failed") await enqueueRefund(trx, row.id, userId, { purchaseId: row.purchase_id, amountFils: row.amount_fils, destination: "card" });
          return updated;
        });
        o.mailQueued?.();
        return { refund: done, repeated: false };
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        o.logger.error(`card refund ${row.refund_key} of purchase ${row.purchase_id} failed: ${message}`);
        await db.updateTable("purchase_refunds").set({ status: "failed", error: message.slice(0, 500) }).where("id", "=", row.id).execute();
        throw new ApiError(502, "refund_failed", "The payment provider did not take the refund; nothing was refunded.");
      }
    },
  };
}

export type Refunds = ReturnType<typeof createRefunds>;
