// The support outcome mail (server/README.md "Support"): the kitchen's decision on a customer's
// report, in the customer's language: a credit to the wallet, a replacement dish on a later day, or
// the kitchen's explanation. Escaped and laid out as the other mails (templates.ts, refund-mail.ts).
import { filsToWire } from "../../rules/money.ts";
import type { Db } from "../db/client.ts";
import { createMailRepo } from "../repos/mail-repo.ts";
import { createPlansRepo } from "../repos/plans-repo.ts";
import { recordEvent } from "../notify/record.ts";
import { oneLine, type MailContent, type MailLang } from "./templates.ts";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export type SupportOutcomeFacts = {
  firstName: string;
  reportId: number;
  date: string;
  outcome: "credit" | "replacement" | "none";
  creditFils?: number;
  replacementDate?: string;
  note: string;
};

export function supportMail(lang: MailLang, f: SupportOutcomeFacts): MailContent {
  const amount = filsToWire(f.creditFils ?? 0);
  const [subject, lines] =
    lang === 2
      ? [
          `ردنا على بلاغك رقم ${f.reportId}`,
          [
            `مرحباً ${f.firstName}،`,
            f.outcome === "credit"
              ? `أضفنا ${amount} د.ك إلى محفظتك عن توصيل يوم ${f.date}.`
              : f.outcome === "replacement"
                ? `سنرسل لك طبقاً بديلاً مع توصيل يوم ${f.replacementDate ?? ""}.`
                : `راجعنا بلاغك عن توصيل يوم ${f.date}.`,
            f.note,
          ],
        ]
      : [
          `Our answer to your report ${f.reportId}`,
          [
            `Hello ${f.firstName},`,
            f.outcome === "credit"
              ? `We have put KD ${amount} in your wallet for your delivery of ${f.date}.`
              : f.outcome === "replacement"
                ? `We will send you a replacement dish with your delivery of ${f.replacementDate ?? ""}.`
                : `We have looked into your report about your delivery of ${f.date}.`,
            f.note,
          ],
        ];
  const clean = lines.map(oneLine).filter((l) => l !== "");
  const dir = lang === 2 ? "rtl" : "ltr";
  const html = `<!doctype html>\n<html lang="${lang === 2 ? "ar" : "en"}" dir="${dir}">\n<head><meta charset="utf-8"><title>${escapeHtml(oneLine(subject))}</title></head>\n<body dir="${dir}">\n${clean.map((l) => `<p>${escapeHtml(l)}</p>`).join("\n")}\n</body>\n</html>\n`;
  return { subject: oneLine(subject), text: `${clean.join("\n\n")}\n`, html };
}

/** Records the outcome's mail in the caller's transaction, once per report. */
export async function enqueueSupportOutcome(db: Db, userId: number, f: Omit<SupportOutcomeFacts, "firstName">): Promise<void> {
  const who = await createPlansRepo(db).recipient(userId);
  const lang: MailLang = who.lang_id === 2 ? 2 : 1;
  const content = supportMail(lang, { ...f, firstName: who.first_name });
  await createMailRepo(db).enqueue({ dedupeKey: `support:${f.reportId}`, kind: "support", to: who.email, langId: lang, subject: content.subject, text: content.text, html: content.html });
  await recordEvent(db, userId, { kind: "support_answer", reportId: f.reportId, date: f.date }, `support:${f.reportId}`);
}
