// The mails of docs/product-rules.md "Emails", in English or Arabic (by the customer's language), each as plain
// text and as HTML (escaped; Arabic right to left). Rendered when the event happens and stored with
// it in mail_outbox, so the worker only sends what was decided in the event's transaction.
import { filsToWire } from "../../rules/money.ts";
import { formatDay } from "../../rules/order-dates.ts";

export type MailLang = 1 | 2;
export type MailContent = { subject: string; text: string; html: string };

/** A date as the app shows it: "Tuesday, 1 December 2026" or "الثلاثاء، 1 ديسمبر 2026". */
function day(lang: MailLang, iso: string): string {
  return formatDay(iso, lang === 2 ? "ar" : "en");
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/**
 * One line of a mail as one line: control characters (CR/LF above all), line and paragraph
 * separators and bidi controls in stored text (a name typed before names refused them) become a
 * single space, so a customer's text never makes lines or reorders ours.
 */
export function oneLine(text: string): string {
  return text.replace(/[\p{Cc}\p{Zl}\p{Zp}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]+/gu, " ");
}

/** A short HTML document of paragraphs (a link stays a link); the text version is the same lines. */
function compose(lang: MailLang, rawSubject: string, rawLines: readonly string[], link?: string): MailContent {
  const subject = oneLine(rawSubject);
  const lines = rawLines.map(oneLine);
  const dir = lang === 2 ? "rtl" : "ltr";
  const paragraphs = lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("\n");
  const linkHtml = link ? `\n<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` : "";
  const html = `<!doctype html>\n<html lang="${lang === 2 ? "ar" : "en"}" dir="${dir}">\n<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>\n<body dir="${dir}">\n${paragraphs}${linkHtml}\n</body>\n</html>\n`;
  return { subject, text: [...lines, ...(link ? [link] : [])].join("\n\n") + "\n", html };
}

export type ReceiptFacts = {
  firstName: string;
  purchaseId: number;
  packageName: string;
  deliveryDays: number;
  startDate: string;
  endDate: string;
  totalFils: number;
  walletFils: number;
  discountFils: number;
};

export function receiptMail(lang: MailLang, f: ReceiptFacts): MailContent {
  const total = filsToWire(f.totalFils);
  if (lang === 2) {
    return compose(lang, `إيصال طلبك رقم ${f.purchaseId}`, [
      `مرحباً ${f.firstName}،`,
      `شكراً لك. تم الدفع لطلبك رقم ${f.purchaseId}: ${f.packageName}، ${f.deliveryDays} يوم توصيل.`,
      `يبدأ في ${day(lang, f.startDate)} وآخر يوم توصيل ${day(lang, f.endDate)} (لا توصيل أيام الجمعة).`,
      `الخصم: ${filsToWire(f.discountFils)} د.ك. من المحفظة: ${filsToWire(f.walletFils)} د.ك. المبلغ المدفوع: ${total} د.ك.`,
    ]);
  }
  return compose(lang, `Your receipt for order ${f.purchaseId}`, [
    `Hello ${f.firstName},`,
    `Thank you. Order ${f.purchaseId} is paid: ${f.packageName}, ${f.deliveryDays} delivery days.`,
    `It starts on ${day(lang, f.startDate)} and the last delivery is on ${day(lang, f.endDate)} (no deliveries on Fridays).`,
    `Discount: KD ${filsToWire(f.discountFils)}. From your wallet: KD ${filsToWire(f.walletFils)}. Paid: KD ${total}.`,
  ]);
}

export function resetMail(lang: MailLang, f: { firstName: string; link: string; minutes: number }): MailContent {
  if (lang === 2) {
    return compose(
      lang,
      "إعادة تعيين كلمة المرور",
      [`مرحباً ${f.firstName}،`, `لإعادة تعيين كلمة المرور افتح الرابط التالي خلال ${f.minutes} دقيقة. إذا لم تطلب ذلك فتجاهل هذه الرسالة.`],
      f.link,
    );
  }
  return compose(
    lang,
    "Reset your password",
    [
      `Hello ${f.firstName},`,
      `Open this link within ${f.minutes} minutes to choose a new password. If you did not ask for it, ignore this mail.`,
    ],
    f.link,
  );
}

export function planChangeMail(
  lang: MailLang,
  f: {
    firstName: string;
    purchaseId: number;
    kind: "freeze" | "unfreeze";
    dates: readonly string[];
    endDate: string;
    frozenDaysLeft: number;
  },
): MailContent {
  // One date a line's worth: "Tuesday, 1 December 2026; Wednesday, 2 December 2026".
  const dates = f.dates.map((d) => day(lang, d)).join(lang === 2 ? "؛ " : "; ");
  const endDate = day(lang, f.endDate);
  if (lang === 2) {
    const what = f.kind === "freeze" ? "تم تجميد أيام التوصيل التالية" : "تم استئناف أيام التوصيل التالية";
    return compose(lang, f.kind === "freeze" ? "تأكيد تجميد الأيام" : "تأكيد استئناف الأيام", [
      `مرحباً ${f.firstName}،`,
      `${what} في اشتراكك رقم ${f.purchaseId}: ${dates}.`,
      `آخر يوم توصيل الآن: ${endDate}. أيام التجميد المتبقية: ${f.frozenDaysLeft}.`,
    ]);
  }
  const what = f.kind === "freeze" ? "These delivery days are frozen" : "These delivery days are back on";
  return compose(lang, f.kind === "freeze" ? "Your days are frozen" : "Your days are resumed", [
    `Hello ${f.firstName},`,
    `${what} in plan ${f.purchaseId}: ${dates}.`,
    `Your last delivery is now on ${endDate}. Days you can still freeze: ${f.frozenDaysLeft}.`,
  ]);
}
