// Privacy policy page body (English and Arabic), trusted-author HTML; the page renders the title
// ({{updated}}, {{support_email}}: filled from the settings when served, server/support/legal.ts).
import type { LangText } from "../types.ts";

const en = `
<p class="updated">Last updated {{updated}}</p>
<p>Fit Meals Kuwait respects your privacy. This policy explains what we collect when you use our website and apps, why, and what you can ask us to do with it.</p>
<h2>What we collect</h2>
<ul>
<li><strong>Account details:</strong> your first and last name, email address, mobile number and password (stored only as a secure hash).</li>
<li><strong>Delivery details:</strong> your addresses (area, block, street, house or apartment, directions) and, if you pick a point on the map, its coordinates.</li>
<li><strong>Health profile:</strong> answers you give the calorie calculator (gender, date of birth, height, weight, activity level and goal), your dislikes and allergies.</li>
<li><strong>Orders and payments:</strong> the packages you buy, coupons used, wallet balance and payment status. Card and KNET details are entered on our payment provider's page; we never receive or store them.</li>
<li><strong>Technical data:</strong> device type, language setting and basic logs that keep the service secure.</li>
</ul>
<h2>How we use it</h2>
<ul>
<li>To prepare and deliver your meals on the days and in the window you chose, and to call you on arrival if you asked us to.</li>
<li>To recommend a package and calorie range that match your goal.</li>
<li>To take payments, apply coupons and manage your wallet, refunds and cashback.</li>
<li>To send service messages about your subscription and, only if you subscribe to our newsletter, news and offers. You can unsubscribe at any time.</li>
</ul>
<h2>Who we share it with</h2>
<p>We share only what is needed: your name, mobile number and address with our delivery drivers; payment amounts with our payment provider; and data we are legally required to give to authorities in the State of Kuwait. We do not sell your data.</p>
<h2>Storage and security</h2>
<p>Your data is kept on secured servers and on your own device, where the app stores your session and cached menu so it can work offline. Signing out removes your personal data from the device. We keep order records for as long as Kuwaiti accounting rules require, and delete the rest of an account's data within 90 days of a deletion request.</p>
<h2>Your choices</h2>
<ul>
<li>See, correct or update your profile and addresses at any time in your account.</li>
<li>Ask for a copy of your data, or for your account to be deleted.</li>
<li>Turn off location access in your browser; you can still type your address.</li>
</ul>
<h2>Contact</h2>
<p>For any privacy question or request, email <a href="mailto:{{support_email}}">{{support_email}}</a>. We answer within 7 working days. If we change this policy we will update the date above and tell you in the app.</p>
`;

const ar = `
<p class="updated">آخر تحديث: {{updated}}</p>
<p>تحترم فِت ميلز الكويت خصوصيتك. توضح هذه السياسة البيانات التي نجمعها عند استخدامك لموقعنا وتطبيقاتنا، وسبب جمعها، وما يمكنك أن تطلبه منا بشأنها.</p>
<h2>البيانات التي نجمعها</h2>
<ul>
<li><strong>بيانات الحساب:</strong> الاسم الأول والأخير، والبريد الإلكتروني، ورقم الهاتف، وكلمة المرور (تُحفظ مشفرة فقط).</li>
<li><strong>بيانات التوصيل:</strong> عناوينك (المنطقة، القطعة، الشارع، المنزل أو الشقة، الإرشادات)، وإحداثيات الموقع إذا حددته على الخريطة.</li>
<li><strong>الملف الصحي:</strong> إجاباتك في حاسبة السعرات (الجنس، تاريخ الميلاد، الطول، الوزن، مستوى النشاط، الهدف)، والأصناف غير المرغوبة والحساسية.</li>
<li><strong>الطلبات والمدفوعات:</strong> الباقات التي تشتريها، وأكواد الخصم المستخدمة، ورصيد المحفظة، وحالة الدفع. تُدخل بيانات البطاقة أو كي نت في صفحة مزود خدمة الدفع، ولا نستلمها ولا نحفظها أبدًا.</li>
<li><strong>البيانات التقنية:</strong> نوع الجهاز، وإعداد اللغة، وسجلات أساسية تحافظ على أمان الخدمة.</li>
</ul>
<h2>كيف نستخدمها</h2>
<ul>
<li>لتحضير وجباتك وتوصيلها في الأيام والفترة التي اخترتها، والاتصال بك عند الوصول إذا طلبت ذلك.</li>
<li>لاقتراح باقة ونطاق سعرات يناسبان هدفك.</li>
<li>لتحصيل المدفوعات وتطبيق أكواد الخصم وإدارة المحفظة والاسترداد والاسترداد النقدي.</li>
<li>لإرسال رسائل تخص اشتراكك، وإرسال الأخبار والعروض فقط إذا اشتركت في نشرتنا البريدية، ويمكنك إلغاء الاشتراك في أي وقت.</li>
</ul>
<h2>مع من نشاركها</h2>
<p>نشارك ما يلزم فقط: اسمك ورقم هاتفك وعنوانك مع سائقي التوصيل، ومبالغ الدفع مع مزود خدمة الدفع، والبيانات التي يُلزمنا القانون بتقديمها للجهات الرسمية في دولة الكويت. نحن لا نبيع بياناتك.</p>
<h2>الحفظ والأمان</h2>
<p>تُحفظ بياناتك على خوادم مؤمّنة وعلى جهازك، حيث يحفظ التطبيق جلستك والقائمة ليعمل دون اتصال. تسجيل الخروج يحذف بياناتك الشخصية من الجهاز. نحتفظ بسجلات الطلبات للمدة التي تتطلبها الأنظمة المحاسبية في الكويت، ونحذف بقية بيانات الحساب خلال 90 يومًا من طلب الحذف.</p>
<h2>خياراتك</h2>
<ul>
<li>الاطلاع على ملفك وعناوينك وتصحيحها أو تحديثها في أي وقت من حسابك.</li>
<li>طلب نسخة من بياناتك أو حذف حسابك.</li>
<li>إيقاف صلاحية الموقع في المتصفح، ويمكنك مع ذلك كتابة عنوانك يدويًا.</li>
</ul>
<h2>التواصل</h2>
<p>لأي استفسار أو طلب يخص الخصوصية راسلنا على <a href="mailto:{{support_email}}">{{support_email}}</a>، ونرد خلال 7 أيام عمل. إذا غيّرنا هذه السياسة فسنحدّث التاريخ أعلاه ونبلغك في التطبيق.</p>
`;

export const privacy: LangText = { en: en.trim(), ar: ar.trim() };
