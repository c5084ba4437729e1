// The purchase flow of docs/product-rules.md ("One purchase flow", "Purchases and payment", "Money"): a
// purchase is priced from the server's own numbers, made once per unique_code (a repeat answers the
// same purchase), paid exactly once (at once when nothing is left to pay, else from the gateway's
// authentic verdict), and only then takes the wallet amount, records the coupon use and credits the
// cashback. One customer's writes are serialised by a transaction-level lock.
import { randomBytes } from "node:crypto";
import type { Db } from "../db/client.ts";
import type { PaymentOutcome, PaymentType } from "../db/schema.ts";
import { ApiError } from "../http/errors.ts";
import type { PaymentGateway } from "../payments/gateway.ts";
import { enqueueReceipt, recordPaymentFailed } from "../mail/events.ts";
import { createOrdersRepo, type OrdersRepo, type PurchaseRow } from "../repos/orders-repo.ts";
import { createPlansRepo } from "../repos/plans-repo.ts";
import { createProviderAttemptsRepo } from "../repos/provider-attempts-repo.ts";
import { createPurchaseRepo, type PurchaseContext, type StoredAttempt } from "../repos/purchase-repo.ts";
import { kuwaitToday, lastDeliveryDay } from "../../rules/order-dates.ts";
import { cashbackFor } from "../../rules/order-totals.ts";
import { createProviderPayments, providerUnavailable, type ProviderPaymentsOptions } from "./provider-payments.ts";
import { acceptNewPurchase, usableCoupon, type PurchaseInput } from "./purchase-checks.ts";

export type { CouponProblem, PurchaseInput } from "./purchase-checks.ts";

export type PurchaseResult = { purchase: PurchaseRow; paymentUrl: string | undefined; repeated: boolean };

export type OrdersServiceOptions = {
  db: Db;
  gateway: PaymentGateway;
  clock?: () => Date;
  logger?: Pick<Console, "error" | "info">;
  /** Called after a commit that recorded a mail (the receipt), so the mail worker looks at once. */
  mailQueued?: () => void;
  /** A hosted-page provider's check and reconciliation timings (provider-payments.ts). */
  provider?: Pick<ProviderPaymentsOptions, "firstCheckMs" | "backoffMs" | "expireAfterMs" | "leaseMs">;
};

function fingerprintOf(i: PurchaseInput): string {
  return JSON.stringify([
    i.packageId,
    i.subPackageId,
    i.startDate,
    i.deliveryTimeId,
    i.deliveryMethodId,
    i.deliveryAddressId,
    i.couponCode ?? "",
    i.walletRequestedFils,
    i.claimed.packageFils,
    i.claimed.discountFils,
    i.claimed.totalFils,
  ]);
}

export function createOrdersService(options: OrdersServiceOptions) {
  const { db, gateway } = options;
  const clock = options.clock ?? (() => new Date());
  const log = options.logger ?? console;
  const today = () => kuwaitToday(clock());

  /**
   * Pays the purchase once: wallet spend, coupon use, cashback and the receipt mail, in the caller's
   * transaction (`trx`).
   */
  async function settle(trx: Db, purchase: PurchaseRow): Promise<boolean> {
    const repo = createOrdersRepo(trx);
    const paid = await repo.markPaid(purchase.id, cashbackFor(purchase.total_fils));
    if (!paid) return false;
    if (paid.wallet_fils > 0 && !(await repo.spendWallet(paid.user_id, paid.id, paid.wallet_fils))) {
      // Only one unpaid purchase per customer exists (older ones are superseded), so this means the
      // balance changed outside the flow; the transaction is rolled back and the verdict retried.
      throw new Error(`wallet of user ${paid.user_id} is short for purchase ${paid.id}`);
    }
    if (paid.coupon_code) await repo.recordCouponUse(paid.coupon_code, paid.user_id, paid.id);
    if (paid.cashback_fils > 0) await repo.creditCashback(paid.user_id, paid.id, paid.cashback_fils);
    await enqueueReceipt(trx, paid.id);
    return true;
  }

  async function newAttempt(repo: OrdersRepo, purchase: PurchaseRow, paymentType: PaymentType) {
    return repo.insertAttempt({
      purchaseId: purchase.id,
      reference: randomBytes(16).toString("base64url"),
      gateway: gateway.name,
      paymentType,
      amountFils: purchase.total_fils,
    });
  }

  /**
   * The gateway's page for the attempt; who pays and for what come from the purchase's context. A
   * provider's page is opened once per attempt and kept (a repeat answers the same page).
   */
  async function paymentUrl(purchase: PurchaseRow, attempt: StoredAttempt, ctx: PurchaseContext) {
    const attempts = createProviderAttemptsRepo(db);
    const known = provider ? await attempts.findByReference(attempt.reference) : undefined;
    if (known?.provider_url) return known.provider_url;
    const { url, providerId } = await gateway.startPayment({
      reference: attempt.reference,
      paymentType: attempt.payment_type,
      amountFils: attempt.amount_fils,
      purchaseId: purchase.id,
      userId: purchase.user_id,
      customer: ctx.customer,
      productName: `${ctx.packageName ?? "Package"} ${purchase.days} days`,
      returnPath: `/ThankYou?purchase_id=${purchase.id}`,
    }).catch(providerUnavailable(log));
    if (!provider || !providerId) return url;
    return attempts.started(attempt.reference, providerId, url, provider.firstCheckAt());
  }

  async function createNew(trx: Db, ctx: PurchaseContext, input: PurchaseInput, fingerprint: string) {
    const { sub, coupon, totals: t } = acceptNewPurchase(ctx, input, today(), clock());
    const made = await createPurchaseRepo(trx).writeNew(
      {
        user_id: input.userId,
        unique_code: input.uniqueCode,
        fingerprint,
        package_id: sub.package_id,
        sub_package_id: sub.id,
        days: sub.days,
        meals: sub.meals,
        snacks: sub.snacks,
        soups: sub.soups,
        delivery_time_id: input.deliveryTimeId,
        delivery_method_id: input.deliveryMethodId,
        delivery_address_id: input.deliveryAddressId,
        start_date: input.startDate,
        end_date: lastDeliveryDay(input.startDate, sub.days),
        payment_type: input.paymentType,
        coupon_code: coupon?.code ?? null,
        package_fils: t.subTotalFils,
        discount_fils: t.discountFils,
        wallet_fils: t.walletFils,
        total_fils: t.totalFils,
      },
      { reference: randomBytes(16).toString("base64url"), gateway: gateway.name },
    );
    if (made.purchase.total_fils === 0) {
      await settle(trx, made.purchase);
      return { purchase: (await createOrdersRepo(trx).findPurchase(made.purchase.id))!, attempt: undefined };
    }
    return made;
  }

  /** A repeat of a unique_code: the same purchase; a declined or cancelled one is tried again. */
  async function repeat(repo: OrdersRepo, existingId: number, input: PurchaseInput) {
    const existing = (await repo.findPurchase(existingId))!;
    if (existing.status === "superseded") {
      throw new ApiError(409, "purchase_superseded", "A newer order replaced this one. Start the payment again.", "unique_code");
    }
    if (existing.status === "paid") return { purchase: existing, attempt: undefined };
    if (existing.status === "declined" || existing.status === "cancelled") {
      await repo.reopen(existing.id, input.paymentType);
      const purchase = (await repo.findPurchase(existing.id))!;
      return { purchase, attempt: await newAttempt(repo, purchase, input.paymentType) };
    }
    const attempt = (await repo.findPendingAttempt(existing.id)) ?? (await newAttempt(repo, existing, existing.payment_type));
    return { purchase: existing, attempt };
  }

  /**
   * Applies a gateway verdict once. Duplicate, late and out-of-order verdicts find the attempt
   * already decided and change nothing. Answers whether anything changed.
   */
  async function applyVerdict(reference: string, verdict: PaymentOutcome): Promise<boolean> {
    const found = await createOrdersRepo(db).findAttempt(reference);
    if (!found) return false;
    const changed = await db.transaction().execute(async (trx) => {
      const repo = createOrdersRepo(trx);
      await repo.lockCustomer(found.user_id);
      const attempt = await repo.decideAttempt(reference, verdict);
      if (!attempt) return false;
      const purchase = (await repo.findPurchase(attempt.purchase_id))!;
      if (verdict === "approved") {
        if (!(await settle(trx, purchase))) {
          log.error(`payment ${reference} approved for purchase ${purchase.id} in status ${purchase.status}: refund it`);
        }
      } else if ((await repo.countPendingAttempts(purchase.id)) === 0) {
        await repo.setOutcome(purchase.id, verdict);
        if (verdict === "declined") await recordPaymentFailed(trx, purchase.id);
      }
      return true;
    });
    if (changed) options.mailQueued?.();
    return changed;
  }

  const provider = gateway.report ? createProviderPayments({ db, gateway, applyVerdict, clock, logger: log, ...options.provider }) : undefined;

  return {
    today,
    applyVerdict,
    /** A hosted-page provider's webhook and reconciliation; undefined with the sandbox. */
    provider,

    async verifyCoupon(userId: number, code: string) {
      const repo = createOrdersRepo(db);
      const coupon = await repo.findCoupon(code);
      return usableCoupon(coupon, coupon ? await repo.couponUses(coupon.code, userId) : { total: 0, mine: 0 }, clock());
    },

    /** `langId`: the language of the customer's mails from now on (stored only if the purchase is). */
    async purchase(input: PurchaseInput, langId?: number): Promise<PurchaseResult> {
      const fingerprint = fingerprintOf(input);
      // Short on purpose: two statements (the locked context read, then one write) between begin
      // and commit; the gateway is called after the commit.
      const outcome = await db.transaction().execute(async (trx) => {
        // Renew (docs/product-rules.md "Renewal"): a new purchase may start after the current plan's last delivery day.
        const activeFrom = input.startDate > today() ? input.startDate : today();
        const ctx = await createPurchaseRepo(trx).readContext({ ...input, activeFrom });
        if (ctx.existing && ctx.existing.fingerprint !== fingerprint) {
          throw new ApiError(409, "unique_code_reused", "This unique_code belongs to a different order.", "unique_code");
        }
        if (langId !== undefined) await createPlansRepo(trx).setLanguage(input.userId, langId);
        const made = ctx.existing
          ? await repeat(createOrdersRepo(trx), ctx.existing.id, input)
          : await createNew(trx, ctx, input, fingerprint);
        return { ...made, ctx, repeated: ctx.existing !== undefined };
      });
      if (outcome.purchase.status === "paid" && !outcome.repeated) options.mailQueued?.();
      const url =
        outcome.attempt && outcome.purchase.status === "pending"
          ? await paymentUrl(outcome.purchase, outcome.attempt, outcome.ctx)
          : undefined;
      return { purchase: outcome.purchase, paymentUrl: url, repeated: outcome.repeated };
    },

    /** The customer's own purchase; a pending one is first checked with the gateway. */
    async status(userId: number, purchaseId: number): Promise<PurchaseRow> {
      const repo = createOrdersRepo(db);
      let purchase = await repo.findOwnPurchase(userId, purchaseId);
      if (!purchase) throw new ApiError(404, "purchase_not_found", "No purchase of yours has this id.", "purchase_id");
      if (purchase.status === "pending") {
        const attempt = await repo.findPendingAttempt(purchase.id);
        if (attempt && provider) {
          const asked = await provider.check(attempt).catch((err: unknown) => log.error("payment status check failed", err));
          if (asked === "changed" || asked === "held") purchase = (await repo.findOwnPurchase(userId, purchaseId))!;
        } else if (attempt) {
          const answer = await gateway.fetchStatus(attempt.reference).catch((err: unknown) => {
            log.error("payment status check failed", err);
            return "unknown" as const;
          });
          if (answer !== "pending" && answer !== "unknown" && (await applyVerdict(attempt.reference, answer))) {
            purchase = (await repo.findOwnPurchase(userId, purchaseId))!;
          }
        }
      }
      return purchase;
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
