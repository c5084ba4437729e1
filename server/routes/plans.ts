// My plan's calls (docs/product-rules.md "My plan"), in the contract's style: POST with form data, the
// bearer token's customer, `{ data }`. /subscriptiondetails, /freezedays, /unfreezedays,
// /setdayaddress, /purchasehistory and /walletledger (their requests and answers: contract/plan.ts).
// The rules live in plan/rules.ts, the transactions in plan/service.ts.
import { Hono } from "hono";
import { detailsRequest, freezeRequest, listRequest, setDayAddressRequest, type LedgerWire, type PurchaseWire } from "../../contract/plan.ts";
import { requireUser, type AuthEnv } from "../auth/require-user.ts";
import type { AppDeps } from "../deps.ts";
import { input, type LangId } from "../http/input.ts";
import { filsToWire } from "../../rules/money.ts";
import { pick } from "../lib/wire.ts";
import { createPurchaseHistoryRepo } from "../repos/purchase-history-repo.ts";

export function plansRoutes({ db, plans }: AppDeps) {
  const app = new Hono<AuthEnv>();
  const authenticated = requireUser(db);
  const purchases = createPurchaseHistoryRepo(db);

  app.post("/subscriptiondetails", authenticated, async (c) => {
    const f = await input(c, detailsRequest);
    return c.json({ data: await plans.details(c.get("user").id, f.lang_id ?? 1) });
  });

  for (const kind of ["freeze", "unfreeze"] as const) {
    app.post(`/${kind}days`, authenticated, async (c) => {
      const f = await input(c, freezeRequest);
      const lang: LangId = f.lang_id ?? 1;
      const data = await plans.change({ kind, userId: c.get("user").id, purchaseId: f.purchase_id, dates: f.dates, key: f.idempotency_key, lang });
      return c.json({ data });
    });
  }

  app.post("/setdayaddress", authenticated, async (c) => {
    const f = await input(c, setDayAddressRequest);
    const data = await plans.change({
      kind: "address",
      userId: c.get("user").id,
      purchaseId: f.purchase_id,
      date: f.date,
      addressId: f.address_id,
      key: f.idempotency_key,
      lang: f.lang_id ?? 1,
    });
    return c.json({ data });
  });

  app.post("/purchasehistory", authenticated, async (c) => {
    const lang: LangId = (await input(c, listRequest)).lang_id ?? 1;
    const rows = await purchases.history(c.get("user").id);
    return c.json({
      data: rows.map((p) => ({
        purchase_id: p.id,
        status: p.status,
        package_id: p.package_id,
        package_name: pick(lang, p.package_en, p.package_ar),
        sub_package_id: p.sub_package_id,
        days: p.days,
        meals: p.meals,
        snacks: p.snacks,
        soups: p.soups,
        start_date: p.start_date,
        end_date: p.end_date,
        payment_type: p.payment_type,
        package_amount: filsToWire(p.package_fils),
        promo_code_discount: filsToWire(p.discount_fils),
        wallet_amount: filsToWire(p.wallet_fils),
        total_amount: filsToWire(p.total_fils),
        cashback_amount: filsToWire(p.cashback_fils),
        created_at: p.created_at.toISOString(),
        paid_at: p.paid_at ? p.paid_at.toISOString() : null,
        // The provider's payment did not match the order: nothing paid, the customer contacts support.
        payment_problem: p.payment_problem ?? null,
      })) satisfies PurchaseWire[],
    });
  });

  app.post("/walletledger", authenticated, async (c) => {
    await input(c, listRequest);
    const { balanceFils, entries } = await purchases.ledger(c.get("user").id);
    return c.json({
      data: {
        balance: filsToWire(balanceFils),
        balance_fils: balanceFils,
        entries: entries.map((e) => ({
          id: e.id,
          kind: e.kind,
          purchase_id: e.purchase_id,
          amount: filsToWire(e.amount_fils),
          amount_fils: e.amount_fils,
          created_at: e.created_at.toISOString(),
        })),
      } satisfies LedgerWire,
    });
  });

  return app;
}
