// The sandbox payment gateway, served by our own server under /pay/sandbox: a KNET-style page and a
// card-style page where the payer approves, declines or cancels. It keeps its own books
// (sandbox_payments), decides each payment once, then sends the shop a signed callback
// (server to server: `deliver`, which the app wires to the same handler as POST /api/paymentcallback)
// and sends the browser back to the shop's return path, which proves nothing by itself.
import { Hono } from "hono";
import type { Db } from "../db/client.ts";
import type { PaymentOutcome } from "../db/schema.ts";
import { filsToKd } from "../lib/wire.ts";
import { isOutcome, isValidSignature, signCallback, type PaymentGateway, type StartPayment } from "./gateway.ts";

export const SANDBOX_BASE = "/pay/sandbox";

const ACTIONS: Record<string, PaymentOutcome> = { approve: "approved", decline: "declined", cancel: "cancelled" };

export type SandboxGateway = PaymentGateway & {
  /** The gateway's pages; `deliver` receives its signed callbacks. */
  routes(deliver: (fields: Record<string, string>) => Promise<unknown>, log?: Pick<Console, "error">): Hono;
};

export function createSandboxGateway(db: Db, secret: string): SandboxGateway {
  return {
    name: "sandbox",

    async startPayment(p: StartPayment) {
      await db
        .insertInto("sandbox_payments")
        .values({
          reference: p.reference,
          payment_type: p.paymentType,
          amount_fils: p.amountFils,
          description: p.productName,
          return_path: p.returnPath,
          status: "pending",
        })
        .onConflict((oc) => oc.column("reference").doNothing())
        .execute();
      // The query fields of SPEC.md section 7; the page itself shows only the gateway's own records.
      const query = new URLSearchParams({
        custname: p.customer.name,
        custemail: p.customer.email,
        phone: p.customer.phone,
        totAmount: filsToKd(p.amountFils),
        productnames: p.productName,
        order_id_app: String(p.purchaseId),
        user_id: String(p.userId),
      });
      return { url: `${SANDBOX_BASE}/${p.paymentType}/${p.reference}?${query.toString()}` };
    },

    verifyCallback(fields) {
      const { reference, status, signature } = fields;
      if (!reference || !isOutcome(status) || !signature) return undefined;
      return isValidSignature(secret, reference, status, signature) ? { reference, outcome: status } : undefined;
    },

    async fetchStatus(reference) {
      const row = await db.selectFrom("sandbox_payments").select("status").where("reference", "=", reference).executeTakeFirst();
      return row?.status ?? "unknown";
    },

    routes(deliver, log = console) {
      const app = new Hono();
      app.get("/:method/:reference", async (c) => {
        const row = await db.selectFrom("sandbox_payments").selectAll().where("reference", "=", c.req.param("reference")).executeTakeFirst();
        if (!row || row.payment_type !== c.req.param("method")) return c.html(page("Payment not found", "<p>This payment does not exist.</p>"), 404);
        c.header("Cache-Control", "no-store");
        return c.html(paymentPage(row));
      });
      app.post("/:reference/decide", async (c) => {
        const reference = c.req.param("reference");
        const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
        const outcome = ACTIONS[String(form.action ?? "")];
        if (!outcome) return c.html(page("Unknown action", "<p>Choose Approve, Decline or Cancel.</p>"), 400);
        const decided = await db
          .updateTable("sandbox_payments")
          .set({ status: outcome, decided_at: new Date() })
          .where("reference", "=", reference)
          .where("status", "=", "pending")
          .returning("return_path")
          .executeTakeFirst();
        const row = decided ?? (await db.selectFrom("sandbox_payments").select("return_path").where("reference", "=", reference).executeTakeFirst());
        if (!row) return c.html(page("Payment not found", "<p>This payment does not exist.</p>"), 404);
        if (decided) {
          // A lost callback is caught up by the shop's status check (fetchStatus).
          await deliver({ reference, status: outcome, signature: signCallback(secret, reference, outcome) }).catch((err: unknown) =>
            log.error("sandbox callback failed", err),
          );
        }
        return c.redirect(row.return_path, 303);
      });
      return app;
    },
  };
}

const escape = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function page(title: string, body: string, theme = "card"): string {
  return `<!doctype html>
<html lang="en" dir="ltr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escape(title)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:${theme === "knet" ? "#e9eef5" : "#f3f1ee"};color:#1d2430}
main{max-width:26rem;margin:2rem auto;background:#fff;border-radius:12px;padding:1.5rem;box-shadow:0 2px 12px #0002}
h1{font-size:1.25rem;margin:0 0 .25rem}.brand{color:${theme === "knet" ? "#004b8d" : "#5b3cc4"};font-weight:700}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{color:#555}dd{margin:0;font-weight:600}
label{display:block;margin:.75rem 0 .25rem}input,select{width:100%;padding:.6rem;font-size:1rem;box-sizing:border-box}
.actions{display:flex;gap:.5rem;margin-top:1.25rem;flex-wrap:wrap}button{flex:1;padding:.75rem;font-size:1rem;border-radius:8px;border:0;cursor:pointer}
.approve{background:#1b7f3b;color:#fff}.decline{background:#b3261e;color:#fff}.cancel{background:#ddd;color:#222}
.note{font-size:.85rem;color:#555}
</style></head><body><main>${body}</main></body></html>`;
}

function paymentPage(row: { reference: string; payment_type: string; amount_fils: number; description: string; status: string }): string {
  const knet = row.payment_type === "knet";
  const amount = `${filsToKd(row.amount_fils)} KWD`;
  const fields = knet
    ? `<label for="bank">Select your bank</label><select id="bank" name="bank"><option>Sandbox Bank</option><option>Test Bank of Kuwait</option></select>
<label for="card">Card number</label><input id="card" name="card" inputmode="numeric" autocomplete="off" value="8888 8800 0000 0001">
<label for="pin">PIN</label><input id="pin" name="pin" type="password" inputmode="numeric" autocomplete="off" value="1234">`
    : `<label for="card">Card number</label><input id="card" name="card" inputmode="numeric" autocomplete="off" value="4111 1111 1111 1111">
<label for="expiry">Expiry (MM/YY)</label><input id="expiry" name="expiry" autocomplete="off" value="12/30">
<label for="cvv">CVV</label><input id="cvv" name="cvv" inputmode="numeric" autocomplete="off" value="123">`;
  const decided = row.status !== "pending" ? `<p role="status">This payment was already ${escape(row.status)}.</p>` : "";
  return page(
    knet ? "KNET payment (sandbox)" : "Card payment (sandbox)",
    `<p class="brand">${knet ? "KNET" : "Visa / Master Card"} · Sandbox</p>
<h1>${knet ? "KNET payment" : "Card payment"}</h1>
<p class="note">Test gateway: no money moves. دفع تجريبي</p>
<dl><dt>Merchant</dt><dd>Fit Meals Kuwait</dd><dt>Order</dt><dd>${escape(row.description)}</dd><dt>Amount</dt><dd dir="ltr">${amount}</dd></dl>
${decided}
<form method="post" action="${SANDBOX_BASE}/${encodeURIComponent(row.reference)}/decide">
${fields}
<div class="actions">
<button class="approve" name="action" value="approve">Approve</button>
<button class="decline" name="action" value="decline">Decline</button>
<button class="cancel" name="action" value="cancel">Cancel</button>
</div></form>`,
    knet ? "knet" : "card",
  );
}
