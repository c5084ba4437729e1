// The order calls of the provider's contract (server/README.md "Calls under /api"): /verifyCoupon, /purchasepackage,
// plus /purchasestatus (the thank-you page asks the server, never trusts the browser's return) and
// /paymentcallback (the gateway's signed server-to-server verdict). Amounts travel as KD strings
// with 3 decimals and are integer fils inside; the client's figures are checked, never charged.
import { Hono } from "hono";
import { z } from "zod";
import { requireUser, type AuthEnv } from "../auth/require-user.ts";
import type { AppDeps } from "../deps.ts";
import { ApiError } from "../http/errors.ts";
import { input, intField, langField, optionalField } from "../http/input.ts";
import { isIsoDate } from "../../rules/order-dates.ts";
import { filsToWire, wireToFils } from "../../rules/money.ts";
import type { PurchaseRow } from "../repos/orders-repo.ts";

const kd = z
  .string()
  .trim()
  .min(1)
  .max(20)
  .transform((v, ctx) => wireToFils(v) ?? (ctx.addIssue({ code: "custom", message: "not a KD amount" }), z.NEVER));

// Built once: zod compiles an object schema on its first use.
const COUPON_INPUT = z.object({ coupon_code: z.string().trim().min(1).max(40) });
const STATUS_INPUT = z.object({ purchase_id: intField });
// The gateway's verdict, whatever fields its gateway uses: single text values (no NUL, no repeats);
// the gateway itself checks their signature.
const CALLBACK_INPUT = z.record(z.string(), z.string().max(2000));

const purchaseSchema = z.object({
  delivery_time_id: intField,
  delivery_method_id: intField,
  delivery_address_id: intField,
  package_id: intField,
  package_for: optionalField(intField),
  sub_package_id: intField,
  package_amount: kd,
  total_amount: kd,
  promo_code_discount: optionalField(kd),
  consultant_fees: optionalField(kd.refine((fils) => fils === 0)),
  payment_type: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(["knet", "visa"])),
  start_date: z.string().trim().refine(isIsoDate),
  // The contract sends it empty: the server works the end date out itself.
  end_date: z.string().max(20).optional(),
  unique_code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{8,64}$/),
  app_mode: optionalField(z.string().trim().max(20)),
  wallet_id: optionalField(intField),
  wallet_amount: optionalField(kd),
  coupon_code: optionalField(z.string().trim().max(40)),
  /** The language of the customer's mails (the receipt); optional, the contract has no such field. */
  lang_id: optionalField(langField),
});

export function purchaseWire(p: PurchaseRow) {
  return {
    purchase_id: p.id,
    status: p.status,
    paid: p.status === "paid",
    payment_type: p.payment_type,
    package_id: p.package_id,
    sub_package_id: p.sub_package_id,
    days: p.days,
    start_date: p.start_date,
    end_date: p.end_date,
    coupon_code: p.coupon_code,
    package_amount: filsToWire(p.package_fils),
    promo_code_discount: filsToWire(p.discount_fils),
    wallet_amount: filsToWire(p.wallet_fils),
    total_amount: filsToWire(p.total_fils),
    cashback_amount: filsToWire(p.cashback_fils),
    total_fils: p.total_fils,
    /** Set when the provider's payment did not match ours: nothing was paid, the customer contacts support. */
    payment_problem: p.payment_problem ?? null,
  };
}

export function ordersRoutes({ db, orders, gateway }: AppDeps) {
  const app = new Hono<AuthEnv>();
  const authenticated = requireUser(db);

  app.post("/verifyCoupon", authenticated, async (c) => {
    const { coupon_code } = await input(c, COUPON_INPUT);
    const coupon = await orders.verifyCoupon(c.get("user").id, coupon_code);
    return c.json({ data: { coupon_code: coupon.code, discount_type: coupon.discount_type, discount_value: coupon.discount_value } });
  });

  app.post("/purchasepackage", authenticated, async (c) => {
    const f = await input(c, purchaseSchema);
    const userId = c.get("user").id;
    if (f.package_for !== undefined && f.package_for !== f.package_id) {
      throw new ApiError(400, "invalid_package_for", "package_for must be the package_id.", "package_for");
    }
    if (f.wallet_id !== undefined && f.wallet_id !== userId) {
      throw new ApiError(403, "forbidden_wallet", "This wallet is not yours.", "wallet_id");
    }
    const result = await orders.purchase(
      {
        userId,
        uniqueCode: f.unique_code,
        packageId: f.package_id,
        subPackageId: f.sub_package_id,
        deliveryTimeId: f.delivery_time_id,
        deliveryMethodId: f.delivery_method_id,
        deliveryAddressId: f.delivery_address_id,
        startDate: f.start_date,
        paymentType: f.payment_type,
        couponCode: f.coupon_code ? f.coupon_code.toUpperCase() : undefined,
        walletRequestedFils: f.wallet_amount ?? 0,
        claimed: { packageFils: f.package_amount, discountFils: f.promo_code_discount ?? 0, totalFils: f.total_amount },
      },
      f.lang_id,
    );
    const paid = result.purchase.status === "paid";
    return c.json({
      data: {
        ...purchaseWire(result.purchase),
        repeated: result.repeated,
        payment_required: !paid,
        payment_url: result.paymentUrl ?? null,
        message: paid ? "Package Purchased Successfully" : "Proceed To Payment",
      },
    });
  });

  app.post("/purchasestatus", authenticated, async (c) => {
    const { purchase_id } = await input(c, STATUS_INPUT);
    return c.json({ data: purchaseWire(await orders.status(c.get("user").id, purchase_id)) });
  });

  app.post("/paymentcallback", async (c) => {
    const verdict = gateway.verifyCallback(await input(c, CALLBACK_INPUT));
    if (!verdict) throw new ApiError(401, "invalid_signature", "The callback is not signed by the gateway.");
    const changed = await orders.applyVerdict(verdict.reference, verdict.outcome);
    return c.json({ data: { received: true, changed } });
  });

  return app;
}
