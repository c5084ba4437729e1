// The sandbox payment gateway, served by our own server under /pay/sandbox: a KNET-style page and a
// card-style page where the payer approves, declines or cancels. It keeps its own books
// (sandbox_payments), decides each payment once, then sends the shop a signed callback
// (server to server: `deliver`, which the app wires to the same handler as POST /api/paymentcallback)
// and sends the browser back to the shop's return path, which proves nothing by itself.
// It simulates payments, so it is the demo's only: in a live process (SHOP_MODE=live) it cannot be
// made at all (README "Demo and live").
import { Hono } from "hono";
import type { Db } from "../db/client.ts";
import type { PaymentOutcome } from "../db/schema.ts";
import { filsToWire } from "../../rules/money.ts";
import { isOutcome, isValidSignature, signCallback, type PaymentGateway, type StartPayment } from "./gateway.ts";
import type { GatewayPages } from "./pages.ts";

export const SANDBOX_BASE = "/pay/sandbox";

const ACTIONS: Record<string, PaymentOutcome> = { approve: "approved", decline: "declined", cancel: "cancelled" };

export type SandboxGateway = PaymentGateway & { readonly pages: GatewayPages };

/** Thrown when something tries to make the sandbox in a live process. */
export class SandboxInLiveError extends Error {
  constructor() {
    super("The sandbox gateway simulates payments: it cannot run in a live shop (SHOP_MODE=live)");
    this.name = "SandboxInLiveError";
  }
}

export function createSandboxGateway(db: Db, secret: string): SandboxGateway {
  // The process's own setting, read here rather than passed in: no caller in a live process can
  // construct it, whatever it passes.
  if (process.env.SHOP_MODE === "live") throw new SandboxInLiveError();
  const pages: GatewayPages = {
    basePath: SANDBOX_BASE,
    routes(deliver, log = console) {
      const app = new Hono();
      app.get("/:method/:reference", async (c) => {
        const words = WORDS[languageOf(c.req.query("lang"))];
        const row = await db.selectFrom("sandbox_payments").selectAll().where("reference", "=", c.req.param("reference")).executeTakeFirst();
        if (!row || row.payment_type !== c.req.param("method")) return c.html(page(words, words.notFound, `<p>${words.noSuchPayment}</p>`), 404);
        c.header("Cache-Control", "no-store");
        return c.html(paymentPage(row, words));
      });
      app.post("/:reference/decide", async (c) => {
        const reference = c.req.param("reference");
        const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
        const words = WORDS[languageOf(form.lang)];
        const outcome = ACTIONS[String(form.action ?? "")];
        if (!outcome) return c.html(page(words, words.unknownAction, `<p>${words.chooseAction}</p>`), 400);
        const decided = await db
          .updateTable("sandbox_payments")
          .set({ status: outcome, decided_at: new Date() })
          .where("reference", "=", reference)
          .where("status", "=", "pending")
          .returning("return_path")
          .executeTakeFirst();
        const row = decided ?? (await db.selectFrom("sandbox_payments").select("return_path").where("reference", "=", reference).executeTakeFirst());
        if (!row) return c.html(page(words, words.notFound, `<p>${words.noSuchPayment}</p>`), 404);
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

  return {
    name: "sandbox",
    pages,

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
      // The contract's amount, product and order fields only: the page shows the gateway's own
      // records (by reference), and no name, email, phone or user id travels in the address.
      const query = new URLSearchParams({
        totAmount: filsToWire(p.amountFils),
        productnames: p.productName,
        order_id_app: String(p.purchaseId),
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
  };
}

const escape = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

type Language = "en" | "ar";

/** `lang` of the page's address (the shop adds the customer's language), English when unset. */
function languageOf(value: unknown): Language {
  return value === "ar" ? "ar" : "en";
}

// The gateway's own words: a real gateway's page is not the shop's, so they live here, not in the
// shop's catalogs. HTML-safe text only.
const WORDS = {
  en: {
    lang: "en",
    dir: "ltr",
    notFound: "Payment not found",
    noSuchPayment: "This payment does not exist.",
    unknownAction: "Unknown action",
    chooseAction: "Choose Approve, Decline or Cancel.",
    knetTitle: "KNET payment (sandbox)",
    cardTitle: "Card payment (sandbox)",
    knetHeading: "KNET payment",
    cardHeading: "Card payment",
    sandbox: "Sandbox",
    note: "Test gateway: no money moves.",
    merchant: "Merchant",
    merchantName: "Fit Meals Kuwait",
    order: "Order",
    amount: "Amount",
    currency: "KWD",
    bank: "Select your bank",
    banks: ["Sandbox Bank", "Test Bank of Kuwait"],
    card: "Card number",
    pin: "PIN",
    expiry: "Expiry (MM/YY)",
    cvv: "CVV",
    approve: "Approve",
    decline: "Decline",
    cancel: "Cancel",
    already: { approved: "This payment was already approved.", declined: "This payment was already declined.", cancelled: "This payment was already cancelled." },
  },
  ar: {
    lang: "ar",
    dir: "rtl",
    notFound: "الدفعة غير موجودة",
    noSuchPayment: "لا توجد دفعة بهذا الرقم.",
    unknownAction: "إجراء غير معروف",
    chooseAction: "اختر موافقة أو رفض أو إلغاء.",
    knetTitle: "الدفع بالكي نت (تجريبي)",
    cardTitle: "الدفع بالبطاقة (تجريبي)",
    knetHeading: "الدفع بالكي نت",
    cardHeading: "الدفع بالبطاقة",
    sandbox: "تجريبي",
    note: "بوابة دفع تجريبية: لا تُخصم أي مبالغ.",
    merchant: "التاجر",
    merchantName: "فِت ميلز الكويت",
    order: "الطلب",
    amount: "المبلغ",
    currency: "د.ك",
    bank: "اختر البنك",
    banks: ["البنك التجريبي", "بنك الكويت التجريبي"],
    card: "رقم البطاقة",
    pin: "الرقم السري",
    expiry: "تاريخ الانتهاء (شهر/سنة)",
    cvv: "رمز التحقق (CVV)",
    approve: "موافقة",
    decline: "رفض",
    cancel: "إلغاء",
    already: { approved: "تمت الموافقة على هذه الدفعة من قبل.", declined: "رُفضت هذه الدفعة من قبل.", cancelled: "أُلغيت هذه الدفعة من قبل." },
  },
} as const;

type Words = (typeof WORDS)[Language];

function page(words: Words, title: string, body: string, theme = "card"): string {
  return `<!doctype html>
<html lang="${words.lang}" dir="${words.dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>${escape(title)}</title>
<style>
body{font-family:system-ui,"Noto Sans Arabic",Tahoma,sans-serif;margin:0;background:${theme === "knet" ? "#e9eef5" : "#f3f1ee"};color:#1d2430}
main{max-width:26rem;margin:2rem auto;background:#fff;border-radius:12px;padding:1.5rem;box-shadow:0 2px 12px #0002}
h1{font-size:1.25rem;margin:0 0 .25rem}.brand{color:${theme === "knet" ? "#004b8d" : "#5b3cc4"};font-weight:700}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{color:#555}dd{margin:0;font-weight:600}
label{display:block;margin:.75rem 0 .25rem}input,select{inline-size:100%;padding:.6rem;font-size:1rem;box-sizing:border-box;border:1px solid #737d78;border-radius:6px}
.actions{display:flex;gap:.5rem;margin-top:1.25rem;flex-wrap:wrap}button{flex:1;min-block-size:44px;padding:.75rem;font-size:1rem;border-radius:8px;border:0;cursor:pointer}
.approve{background:#1b7f3b;color:#fff}.decline{background:#b3261e;color:#fff}.cancel{background:#ddd;color:#222}
.note{font-size:.85rem;color:#555}:focus-visible{outline:3px solid #0b57d0;outline-offset:2px}
</style></head><body><main>${body}</main></body></html>`;
}

function paymentPage(row: { reference: string; payment_type: string; amount_fils: number; description: string; status: string }, words: Words): string {
  const knet = row.payment_type === "knet";
  const amount = `${filsToWire(row.amount_fils)} ${words.currency}`;
  const fields = knet
    ? `<label for="bank">${words.bank}</label><select id="bank" name="bank">${words.banks.map((b) => `<option>${b}</option>`).join("")}</select>
<label for="card">${words.card}</label><input id="card" name="card" inputmode="numeric" autocomplete="off" dir="ltr" value="8888 8800 0000 0001">
<label for="pin">${words.pin}</label><input id="pin" name="pin" type="password" inputmode="numeric" autocomplete="off" dir="ltr" value="1234">`
    : `<label for="card">${words.card}</label><input id="card" name="card" inputmode="numeric" autocomplete="off" dir="ltr" value="4111 1111 1111 1111">
<label for="expiry">${words.expiry}</label><input id="expiry" name="expiry" autocomplete="off" dir="ltr" value="12/30">
<label for="cvv">${words.cvv}</label><input id="cvv" name="cvv" inputmode="numeric" autocomplete="off" dir="ltr" value="123">`;
  const status = row.status as keyof Words["already"];
  const decided = row.status !== "pending" ? `<p role="status">${words.already[status] ?? escape(row.status)}</p>` : "";
  return page(
    words,
    knet ? words.knetTitle : words.cardTitle,
    `<p class="brand">${knet ? "KNET" : "Visa / Master Card"} · ${words.sandbox}</p>
<h1>${knet ? words.knetHeading : words.cardHeading}</h1>
<p class="note">${words.note}</p>
<dl><dt>${words.merchant}</dt><dd>${words.merchantName}</dd><dt>${words.order}</dt><dd>${escape(row.description)}</dd><dt>${words.amount}</dt><dd dir="ltr">${amount}</dd></dl>
${decided}
<form method="post" action="${SANDBOX_BASE}/${encodeURIComponent(row.reference)}/decide">
<input type="hidden" name="lang" value="${words.lang}">
${fields}
<div class="actions">
<button class="approve" name="action" value="approve">${words.approve}</button>
<button class="decline" name="action" value="decline">${words.decline}</button>
<button class="cancel" name="action" value="cancel">${words.cancel}</button>
</div></form>`,
    knet ? "knet" : "card",
  );
}
