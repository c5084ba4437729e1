// Purchases, payment attempts, coupons in use and the wallet ledger: the only place their SQL is
// written. Writes that must happen once are conditional (`where status = …`) or guarded by unique
// constraints, so a repeat changes nothing; callers serialise one customer's purchase writes with
// `lockCustomer` inside a transaction.
import { sql, type Selectable } from "kysely";
import type { Db } from "../db/client.ts";
import type { PaymentOutcome, PaymentType, PurchasesTable, PurchaseStatus } from "../db/schema.ts";

export type PurchaseRow = Selectable<PurchasesTable>;

/** Statuses from which a payment can still make the purchase paid. */
const PAYABLE: PurchaseStatus[] = ["pending", "declined", "cancelled"];
/** Namespace of the transaction-level advisory lock taken per customer. */
export const PURCHASE_LOCK = 5005;

export function createOrdersRepo(db: Db) {
  return {
    /** Serialises this customer's purchase writes until the transaction ends. */
    async lockCustomer(userId: number): Promise<void> {
      await sql`select pg_advisory_xact_lock(${PURCHASE_LOCK}, ${userId})`.execute(db);
    },

    findPurchase(id: number): Promise<PurchaseRow | undefined> {
      return db.selectFrom("purchases").selectAll().where("id", "=", id).executeTakeFirst();
    },

    findOwnPurchase(userId: number, id: number): Promise<PurchaseRow | undefined> {
      return db.selectFrom("purchases").selectAll().where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
    },

    /** A declined or cancelled purchase is tried again (optionally with another payment method). */
    async reopen(id: number, paymentType: PaymentType): Promise<void> {
      await db
        .updateTable("purchases")
        .set({ status: "pending", payment_type: paymentType })
        .where("id", "=", id)
        .where("status", "in", ["declined", "cancelled"])
        .execute();
    },

    async setOutcome(id: number, status: "declined" | "cancelled"): Promise<void> {
      await db.updateTable("purchases").set({ status }).where("id", "=", id).where("status", "=", "pending").execute();
    },

    /** Marks the purchase paid unless it already is (or was superseded); answers the row when it changed. */
    markPaid(id: number, cashbackFils: number): Promise<PurchaseRow | undefined> {
      return db
        .updateTable("purchases")
        .set({ status: "paid", paid_at: new Date(), cashback_fils: cashbackFils })
        .where("id", "=", id)
        .where("status", "in", PAYABLE)
        .returningAll()
        .executeTakeFirst();
    },

    findCoupon(code: string) {
      return db
        .selectFrom("coupons")
        .selectAll()
        .where(sql<string>`upper(code)`, "=", code.toUpperCase())
        .executeTakeFirst();
    },

    /**
     * Uses of a coupon: paid ones by everyone plus the other customers' unpaid purchases holding it
     * (reservations, as purchase_context() of migration 013 counts them), and this customer's paid ones.
     */
    async couponUses(code: string, userId: number): Promise<{ total: number; mine: number }> {
      const row = await db
        .selectFrom("coupon_uses")
        .select([sql<number>`count(*)::int`.as("total"), sql<number>`count(*) filter (where user_id = ${userId})::int`.as("mine")])
        .where("coupon_code", "=", code)
        .executeTakeFirstOrThrow();
      const held = await db
        .selectFrom("purchases")
        .select(sql<number>`count(*)::int`.as("n"))
        .where("coupon_code", "=", code)
        .where("user_id", "<>", userId)
        .where("status", "in", PAYABLE)
        .executeTakeFirstOrThrow();
      return { total: row.total + Number(held.n), mine: row.mine };
    },

    /** Takes the amount from the wallet and writes the ledger line; false when the balance is short. */
    async spendWallet(userId: number, purchaseId: number, fils: number): Promise<boolean> {
      const debited = await db
        .updateTable("users")
        .set((eb) => ({ wallet_fils: eb("wallet_fils", "-", fils) }))
        .where("id", "=", userId)
        .where("wallet_fils", ">=", fils)
        .returning("id")
        .executeTakeFirst();
      if (!debited) return false;
      await db
        .insertInto("wallet_transactions")
        .values({ user_id: userId, purchase_id: purchaseId, kind: "spend", amount_fils: -fils })
        .execute();
      return true;
    },

    async creditCashback(userId: number, purchaseId: number, fils: number): Promise<void> {
      await db
        .updateTable("users")
        .set((eb) => ({ wallet_fils: eb("wallet_fils", "+", fils) }))
        .where("id", "=", userId)
        .execute();
      await db
        .insertInto("wallet_transactions")
        .values({ user_id: userId, purchase_id: purchaseId, kind: "cashback", amount_fils: fils })
        .execute();
    },

    async recordCouponUse(code: string, userId: number, purchaseId: number): Promise<void> {
      await db.insertInto("coupon_uses").values({ coupon_code: code, user_id: userId, purchase_id: purchaseId }).execute();
    },

    insertAttempt(row: { purchaseId: number; reference: string; gateway: string; paymentType: PaymentType; amountFils: number }) {
      return db
        .insertInto("payment_attempts")
        .values({
          purchase_id: row.purchaseId,
          reference: row.reference,
          gateway: row.gateway,
          payment_type: row.paymentType,
          amount_fils: row.amountFils,
          status: "pending",
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    findPendingAttempt(purchaseId: number) {
      return db
        .selectFrom("payment_attempts")
        .selectAll()
        .where("purchase_id", "=", purchaseId)
        .where("status", "=", "pending")
        .orderBy("id", "desc")
        .executeTakeFirst();
    },

    /** The attempt and its purchase's customer, for a callback. */
    findAttempt(reference: string) {
      return db
        .selectFrom("payment_attempts")
        .innerJoin("purchases", "purchases.id", "payment_attempts.purchase_id")
        .selectAll("payment_attempts")
        .select("purchases.user_id")
        .where("payment_attempts.reference", "=", reference)
        .executeTakeFirst();
    },

    /** Records the gateway's verdict once: answers the attempt only if it was still pending. */
    decideAttempt(reference: string, outcome: PaymentOutcome) {
      return db
        .updateTable("payment_attempts")
        .set({ status: outcome, decided_at: new Date() })
        .where("reference", "=", reference)
        .where("status", "=", "pending")
        .returningAll()
        .executeTakeFirst();
    },

    async countPendingAttempts(purchaseId: number): Promise<number> {
      const row = await db
        .selectFrom("payment_attempts")
        .select(sql<number>`count(*)::int`.as("n"))
        .where("purchase_id", "=", purchaseId)
        .where("status", "=", "pending")
        .executeTakeFirstOrThrow();
      return row.n;
    },
  };
}

export type OrdersRepo = ReturnType<typeof createOrdersRepo>;
