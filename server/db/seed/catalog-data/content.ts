// The static content pages (terms, privacy, and the general note shown on the profile and checkout).
import type { LangText, SeedContent } from "../types.ts";
import { privacy } from "./content-privacy.ts";
import { terms } from "./content-terms.ts";

const generalNote: LangText = {
  en: [
    "<h3>Good to know</h3>",
    "<ul>",
    "<li>Choose a start date at least <strong>4 days</strong> from today.</li>",
    "<li>We deliver Saturday to Thursday; <strong>Fridays are off</strong> and are not counted in your days.</li>",
    "<li>Need a break? Freeze your subscription by contacting us 48 hours ahead; frozen days are added to the end.</li>",
    "<li>Tell us about any allergy before your start date. Our kitchen handles nuts, sesame, gluten, dairy, eggs and seafood.</li>",
    "<li>Refunds and cashback go to your wallet and can be spent on your next subscription.</li>",
    "</ul>",
    '<p>Questions? <a href="mailto:{{support_email}}">{{support_email}}</a></p>',
  ].join(""),
  ar: [
    "<h3>معلومات مهمة</h3>",
    "<ul>",
    "<li>اختر تاريخ بدء بعد <strong>4 أيام</strong> على الأقل من اليوم.</li>",
    "<li>نوصل من السبت إلى الخميس، و<strong>الجمعة عطلة</strong> ولا تُحتسب من أيامك.</li>",
    "<li>تحتاج إلى استراحة؟ جمّد اشتراكك بالتواصل معنا قبل 48 ساعة، وتُضاف الأيام المجمدة إلى نهاية الاشتراك.</li>",
    "<li>أخبرنا عن أي حساسية قبل تاريخ البدء. يتعامل مطبخنا مع المكسرات والسمسم والغلوتين والألبان والبيض والمأكولات البحرية.</li>",
    "<li>تُضاف المبالغ المستردة والاسترداد النقدي إلى محفظتك ويمكنك استخدامها في اشتراكك القادم.</li>",
    "</ul>",
    '<p>لديك سؤال؟ <a href="mailto:{{support_email}}">{{support_email}}</a></p>',
  ].join(""),
};

export const content: SeedContent[] = [
  { key: "terms", html: terms },
  { key: "privacy", html: privacy },
  { key: "general_note", html: generalNote },
];
