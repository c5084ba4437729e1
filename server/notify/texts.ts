// The words of each notification (README "Notifications"), in the customer's language (1 English,
// 2 Arabic), as the mails do it (server/mail/templates.ts): decided when the message is recorded and
// stored with it, so the inbox, the push and the mail say the same thing. `url` is the app's screen
// a tap opens.
import { formatDay } from "../../rules/order-dates.ts";
import { oneLine } from "../mail/templates.ts";
import type { NotifyKind } from "../db/schema-notify.ts";

export type NotifyLang = 1 | 2;
export type NotifyText = { title: string; body: string; url: string };

export type NotifyFacts =
  | { kind: "picks_reminder"; date: string }
  | { kind: "plan_ending"; endDate: string; daysLeft: number }
  | { kind: "delivery_today"; date: string; window: { en: string; ar: string } | null }
  | { kind: "plan_change"; change: "freeze" | "unfreeze"; dates: readonly string[]; endDate: string }
  | { kind: "payment"; outcome: "paid" | "failed"; purchaseId: number }
  | { kind: "support_answer"; reportId: number; date: string };

export type NotifyFactsOf<K extends NotifyKind> = Extract<NotifyFacts, { kind: K }>;

const day = (lang: NotifyLang, iso: string) => formatDay(iso, lang === 2 ? "ar" : "en");

function words(lang: NotifyLang, f: NotifyFacts): [string, string] {
  const ar = lang === 2;
  switch (f.kind) {
    case "picks_reminder":
      return ar
        ? [`اختر وجباتك ليوم ${day(lang, f.date)}`, "تُغلق الاختيارات الليلة الساعة 11:59 مساءً. بعدها يختار المطبخ وجباتك حسب تفضيلاتك."]
        : [`Choose your meals for ${day(lang, f.date)}`, "Choices close tonight at 23:59. After that the kitchen chooses for you, following your preferences."];
    case "plan_ending":
      return ar
        ? ["اشتراكك ينتهي قريباً", `بقي ${f.daysLeft} أيام توصيل، آخرها ${day(lang, f.endDate)}. جدّد اشتراكك لتستمر وجباتك دون انقطاع.`]
        : ["Your plan ends soon", `${f.daysLeft} delivery days left, the last on ${day(lang, f.endDate)}. Renew to keep your meals coming.`];
    case "delivery_today": {
      const window = f.window ? (ar ? f.window.ar : f.window.en) : "";
      return ar
        ? ["توصيلك اليوم", window ? `تصل وجباتك اليوم، ${window}.` : "تصل وجباتك اليوم."]
        : ["Your delivery is today", window ? `Your meals arrive today, ${window}.` : "Your meals arrive today."];
    }
    case "plan_change": {
      const days = f.dates.map((d) => day(lang, d)).join(ar ? "، " : ", ");
      if (f.change === "freeze") {
        return ar
          ? ["تم تجميد الأيام", `جمّدنا ${days}. ينتهي اشتراكك الآن في ${day(lang, f.endDate)}.`]
          : ["Days frozen", `We froze ${days}. Your plan now ends on ${day(lang, f.endDate)}.`];
      }
      return ar
        ? ["تم استئناف الأيام", `استأنفنا التوصيل في ${days}. ينتهي اشتراكك الآن في ${day(lang, f.endDate)}.`]
        : ["Days resumed", `We resumed ${days}. Your plan now ends on ${day(lang, f.endDate)}.`];
    }
    case "payment":
      if (f.outcome === "paid") {
        return ar ? ["تم استلام الدفع", `شكراً لك، وصلنا الدفع للطلب رقم ${f.purchaseId}.`] : ["Payment received", `Thank you: we received the payment of order ${f.purchaseId}.`];
      }
      return ar ? ["لم يتم الدفع", `لم يكتمل الدفع للطلب رقم ${f.purchaseId}. يمكنك المحاولة مرة أخرى.`] : ["Payment failed", `The payment of order ${f.purchaseId} did not go through. You can try again.`];
    case "support_answer":
      return ar
        ? [`ردّ المطبخ على بلاغك رقم ${f.reportId}`, `عن توصيل يوم ${day(lang, f.date)}. افتح المساعدة لقراءة الرد.`]
        : [`The kitchen answered your report ${f.reportId}`, `About your delivery of ${day(lang, f.date)}. Open Help to read it.`];
  }
}

/** The screen a tap opens: the day's picker, Renew, the report, or My plan. */
export function urlOf(f: NotifyFacts): string {
  switch (f.kind) {
    case "picks_reminder":
      return `/my-plan?day=${f.date}`;
    case "plan_ending":
      return "/my-plan?renew=1";
    case "delivery_today":
      return `/my-plan?day=${f.date}`;
    case "support_answer":
      return `/help?report=${f.reportId}`;
    case "payment":
      return f.outcome === "paid" ? "/my-plan" : "/checkout";
    case "plan_change":
      return "/my-plan";
  }
}

export function notifyText(lang: NotifyLang, f: NotifyFacts): NotifyText {
  const [title, body] = words(lang, f);
  return { title: oneLine(title), body: oneLine(body), url: urlOf(f) };
}
