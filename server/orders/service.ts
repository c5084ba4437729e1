// The purchase flow of PRODUCT.md ("One purchase flow", "Payment", "Idempotency", "Money"): a
// purchase is priced from the server's own numbers, made once per unique_code (a repeat answers the
// same purchase), paid exactly once (at once when nothing is left to pay, else from the gateway's
// authentic verdict), and only then takes the wallet amount, records the coupon use and credits the
// cashback. One customer's writes are serialised by a transaction-level lock.
import { randomBytes } from "node:crypto";
import type { Db } from "../db/client.ts";
import type { PaymentOutcome, PaymentType } from "../db/schema.ts";
import { ApiError } from "../http/errors.ts";
import type { PaymentGateway } from "../payments/gateway.ts";
import { createAddressOwnership } from "../repos/address-ownership.ts";
import { createOrdersRepo, type OrdersRepo, type PurchaseRow } from "../repos/orders-repo.ts";
import { isSelectableStart, kuwaitToday, lastDeliveryDay } from "./dates.ts";
import { cashbackFor, totals } from "./pricing.ts";

export type PurchaseInput = {
  userId: number;
  uniqueCode: string;
  packageId: number;
  subPackageId: number;
  deliveryTimeId: number;
  deliveryMethodId: number;
  deliveryAddressId: number;
  startDate: string;
  paymentType: PaymentType;
  couponCode: string | undefined;
  walletRequestedFils: number;
  /** What the client showed; each must equal the server's figure. */
  claimed: { packageFils: number; discountFils: number; totalFils: number };
};

export type PurchaseResult = { purchase: PurchaseRow; paymentUrl: string | undefined; repeated: boolean };

export type CouponProblem = "coupon_not_found" | "coupon_expired" | "coupon_used_up" | "coupon_already_used";

const COUPON_MESSAGES: Record<CouponProblem, string> = {
  coupon_not_found: "Your Coupon Code is Wrong or Expired",
  coupon_expired: "Your Coupon Code is Wrong or Expired",
  coupon_used_up: "This coupon has been used up.",
  coupon_already_used: "You have already used this coupon.",
};

export type OrdersServiceOptions = {
  db: Db;
  gateway: PaymentGateway;
  clock?: () => Date;
  logger?: Pick<Console, "error" | "info">;
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

function mismatch(field: string): ApiError {
  return new ApiError(409, "amount_mismatch", `The ${field} does not match the current price. Refresh and try again.`, field);
}

export function createOrdersService(options: OrdersServiceOptions) {
  const { db, gateway } = options;
  const clock = options.clock ?? (() => new Date());
  const log = options.logger ?? console;
  const today = () => kuwaitToday(clock());

  async function checkCoupon(repo: OrdersRepo, code: string, userId: number) {
    const coupon = await repo.findCoupon(code);
    const fail = (problem: CouponProblem) => new ApiError(400, problem, COUPON_MESSAGES[problem], "coupon_code");
    if (!coupon || coupon.discount_type !== "percentage") throw fail("coupon_not_found");
    if (coupon.expires_at.getTime() <= clock().getTime()) throw fail("coupon_expired");
    const uses = await repo.couponUses(coupon.code, userId);
    if (uses.total >= coupon.usage_limit) throw fail("coupon_used_up");
    if (uses.mine >= coupon.per_customer_limit) throw fail("coupon_already_used");
    return coupon;
  }

  /** Pays the purchase once: wallet spend, coupon use and cashback in the caller's transaction. */
  async function settle(repo: OrdersRepo, purchase: PurchaseRow): Promise<boolean> {
    const paid = await repo.markPaid(purchase.id, cashbackFor(purchase.total_fils));
    if (!paid) return false;
    if (paid.wallet_fils > 0 && !(await repo.spendWallet(paid.user_id, paid.id, paid.wallet_fils))) {
      // Only one unpaid purchase per customer exists (older ones are superseded), so this means the
      // balance changed outside the flow; the transaction is rolled back and the verdict retried.
      throw new Error(`wallet of user ${paid.user_id} is short for purchase ${paid.id}`);
    }
    if (paid.coupon_code) await repo.recordCouponUse(paid.coupon_code, paid.user_id, paid.id);
    if (paid.cashback_fils > 0) await repo.creditCashback(paid.user_id, paid.id, paid.cashback_fils);
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

  async function paymentUrl(purchase: PurchaseRow, attempt: { reference: string; payment_type: PaymentType; amount_fils: number }) {
    const repo = createOrdersRepo(db);
    const [customer, pkg] = await Promise.all([repo.findCustomer(purchase.user_id), repo.findPackageName(purchase.package_id)]);
    const { url } = await gateway.startPayment({
      reference: attempt.reference,
      paymentType: attempt.payment_type,
      amountFils: attempt.amount_fils,
      purchaseId: purchase.id,
      userId: purchase.user_id,
      customer: {
        name: customer ? `${customer.first_name} ${customer.last_name}` : "",
        email: customer?.email ?? "",
        phone: customer?.mobile_no ?? "",
      },
      productName: `${pkg?.name_en ?? "Package"} ${purchase.days} days`,
      returnPath: `/ThankYou?purchase_id=${purchase.id}`,
    });
    return url;
  }

  async function createNew(trx: Db, repo: OrdersRepo, input: PurchaseInput, fingerprint: string) {
    const sub = await repo.findSubPackage(input.subPackageId);
    if (!sub || sub.package_id !== input.packageId) {
      throw new ApiError(400, "invalid_sub_package_id", "This sub-package is not part of the package.", "sub_package_id");
    }
    const delivery = await repo.deliveryOptionsExist(input.deliveryTimeId, input.deliveryMethodId);
    if (!delivery.time) throw new ApiError(400, "invalid_delivery_time_id", "No delivery time has this id.", "delivery_time_id");
    if (!delivery.method) throw new ApiError(400, "invalid_delivery_method_id", "No delivery method has this id.", "delivery_method_id");
    if (!isSelectableStart(input.startDate, today())) {
      throw new ApiError(400, "invalid_start_date", "The start date must be 4 to 365 days ahead and not a Friday.", "start_date");
    }
    if (!(await createAddressOwnership(trx).belongsTo(input.userId, input.deliveryAddressId))) {
      throw new ApiError(400, "invalid_delivery_address_id", "This delivery address is not one of yours.", "delivery_address_id");
    }
    const coupon = input.couponCode ? await checkCoupon(repo, input.couponCode, input.userId) : undefined;
    if (input.walletRequestedFils > sub.price_fils) {
      throw new ApiError(400, "wallet_exceeds_price", "The wallet amount cannot be greater than the package price.", "wallet_amount");
    }
    if (input.walletRequestedFils > 0 && input.walletRequestedFils > (await repo.walletBalance(input.userId))) {
      throw new ApiError(400, "wallet_exceeds_balance", "The wallet amount is more than your balance.", "wallet_amount");
    }
    const t = totals(sub.price_fils, coupon?.discount_value ?? 0, input.walletRequestedFils);
    if (input.claimed.packageFils !== t.packageFils) throw mismatch("package_amount");
    if (input.claimed.discountFils !== t.discountFils) throw mismatch("promo_code_discount");
    if (input.claimed.totalFils !== t.totalFils) throw mismatch("total_amount");
    if (await repo.hasActivePackage(input.userId, today())) {
      throw new ApiError(409, "active_package", "You Already Have a Package");
    }
    await repo.supersedeUnpaid(input.userId);
    const purchase = await repo.insertPurchase({
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
      package_fils: t.packageFils,
      discount_fils: t.discountFils,
      wallet_fils: t.walletFils,
      total_fils: t.totalFils,
      status: "pending",
    });
    if (purchase.total_fils === 0) {
      await settle(repo, purchase);
      return { purchase: (await repo.findPurchase(purchase.id))!, attempt: undefined };
    }
    return { purchase, attempt: await newAttempt(repo, purchase, input.paymentType) };
  }

  /** A repeat of a unique_code: the same purchase; a declined or cancelled one is tried again. */
  async function repeat(repo: OrdersRepo, existing: PurchaseRow, input: PurchaseInput) {
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
    return db.transaction().execute(async (trx) => {
      const repo = createOrdersRepo(trx);
      await repo.lockCustomer(found.user_id);
      const attempt = await repo.decideAttempt(reference, verdict);
      if (!attempt) return false;
      const purchase = (await repo.findPurchase(attempt.purchase_id))!;
      if (verdict === "approved") {
        if (!(await settle(repo, purchase))) {
          log.error(`payment ${reference} approved for purchase ${purchase.id} in status ${purchase.status}: refund it`);
        }
      } else if ((await repo.countPendingAttempts(purchase.id)) === 0) {
        await repo.setOutcome(purchase.id, verdict);
      }
      return true;
    });
  }

  return {
    today,
    applyVerdict,

    async verifyCoupon(userId: number, code: string) {
      return checkCoupon(createOrdersRepo(db), code, userId);
    },

    async purchase(input: PurchaseInput): Promise<PurchaseResult> {
      const fingerprint = fingerprintOf(input);
      const outcome = await db.transaction().execute(async (trx) => {
        const repo = createOrdersRepo(trx);
        await repo.lockCustomer(input.userId);
        const existing = await repo.findByUniqueCode(input.userId, input.uniqueCode);
        if (existing && existing.fingerprint !== fingerprint) {
          throw new ApiError(409, "unique_code_reused", "This unique_code belongs to a different order.", "unique_code");
        }
        const made = existing ? await repeat(repo, existing, input) : await createNew(trx, repo, input, fingerprint);
        return { ...made, repeated: existing !== undefined };
      });
      const url = outcome.attempt && outcome.purchase.status === "pending" ? await paymentUrl(outcome.purchase, outcome.attempt) : undefined;
      return { purchase: outcome.purchase, paymentUrl: url, repeated: outcome.repeated };
    },

    /** The customer's own purchase; a pending one is first checked with the gateway. */
    async status(userId: number, purchaseId: number): Promise<PurchaseRow> {
      const repo = createOrdersRepo(db);
      let purchase = await repo.findOwnPurchase(userId, purchaseId);
      if (!purchase) throw new ApiError(404, "purchase_not_found", "No purchase of yours has this id.", "purchase_id");
      if (purchase.status === "pending") {
        const attempt = await repo.findPendingAttempt(purchase.id);
        if (attempt) {
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
