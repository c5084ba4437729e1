// The refund mail (README "Payments"): what the operator refunded, where to (the card, through the
// payment provider, which takes some days; or the wallet, at once), in the customer's language. The
// same escaping as the other mails (templates.ts): one line per line, HTML escaped, Arabic right to left.
import { filsToWire } from "../../rules/money.ts";
import { createMailRepo } from "../repos/mail-repo.ts";
import { createPlansRepo } from "../repos/plans-repo.ts";
import type { Db } from "../db/client.ts";
import { oneLine, type MailContent, type MailLang } from "./templates.ts";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export type RefundFacts = { firstName: string; purchaseId: number; amountFils: number; destination: "card" | "wallet" };

export function refundMail(lang: MailLang, f: RefundFacts): MailContent {
  const amount = filsToWire(f.amountFils);
  const [subject, lines] =
    lang === 2
      ? [
          `استرداد من طلبك رقم ${f.purchaseId}`,
          [
            `مرحباً ${f.firstName}،`,
            f.destination === "wallet"
              ? `أعدنا ${amount} د.ك من طلبك رقم ${f.purchaseId} إلى محفظتك، ويمكنك استخدامها في طلبك القادم.`
              : `طلبنا إعادة ${amount} د.ك من طلبك رقم ${f.purchaseId} إلى بطاقتك. يصل المبلغ خلال بضعة أيام عمل حسب البنك.`,
          ],
        ]
      : [
          `A refund from order ${f.purchaseId}`,
          [
            `Hello ${f.firstName},`,
            f.destination === "wallet"
              ? `We have put KD ${amount} from order ${f.purchaseId} back in your wallet; you can use it on your next order.`
              : `We have asked for KD ${amount} from order ${f.purchaseId} to be refunded to your card. It reaches you within a few working days, depending on your bank.`,
          ],
        ];
  const clean = lines.map(oneLine);
  const dir = lang === 2 ? "rtl" : "ltr";
  const html = `<!doctype html>\n<html lang="${lang === 2 ? "ar" : "en"}" dir="${dir}">\n<head><meta charset="utf-8"><title>${escapeHtml(oneLine(subject))}</title></head>\n<body dir="${dir}">\n${clean.map((l) => `<p>${escapeHtml(l)}</p>`).join("\n")}\n</body>\n</html>\n`;
  return { subject: oneLine(subject), text: `${clean.join("\n\n")}\n`, html };
}

/** Records the refund's mail in the caller's transaction, once per refund. */
export async function enqueueRefund(db: Db, refundId: number, userId: number, f: Omit<RefundFacts, "firstName">): Promise<void> {
  const who = await createPlansRepo(db).recipient(userId);
  const lang: MailLang = who.lang_id === 2 ? 2 : 1;
  const content = refundMail(lang, { ...f, firstName: who.first_name });
  await createMailRepo(db).enqueue({ dedupeKey: `refund:${refundId}`, kind: "refund", to: who.email, langId: lang, subject: content.subject, text: content.text, html: content.html });
}
