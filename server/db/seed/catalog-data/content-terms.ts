// Terms and conditions page body (English and Arabic), trusted-author HTML; the page renders the title.
// {{updated}} and {{support_email}} are filled from the settings when served (server/support/legal.ts).
import type { LangText } from "../types.ts";

const en = `
<p class="updated">Last updated {{updated}}</p>
<p>These terms apply to every subscription bought from Fit Meals Kuwait on this website or our apps. By placing an order you accept them.</p>
<h2>1. Subscriptions</h2>
<ul>
<li>A subscription is a prepaid package of meals, snacks and soups for a chosen number of delivery days (6, 13, 20 or 26).</li>
<li>Prices are in Kuwaiti dinar (KWD) and include delivery inside Kuwait. The price of each combination is shown before you pay.</li>
<li>Some combinations of meals, snacks and soups are not offered for every period; the order page tells you when a combination is not available.</li>
</ul>
<h2>2. Start date and delivery days</h2>
<ul>
<li>Your first delivery can be at the earliest <strong>4 days</strong> after the order, so our kitchen can plan your menu.</li>
<li>We deliver from Saturday to Thursday. <strong>Fridays are off</strong> and are never counted as a delivery day.</li>
<li>Meals arrive in the delivery window you choose (for example 8 AM to 6 PM). Traffic or weather can occasionally delay a delivery; we will contact you if it is late.</li>
<li>Please make sure someone can receive the box, or choose "Leave the box at the door". Food left at the door is your responsibility once delivered.</li>
</ul>
<h2>3. Payment</h2>
<ul>
<li>You pay in full before the subscription starts, by KNET or by Visa/Mastercard. Payments are processed by our payment provider; we never see or store your card details.</li>
<li>Coupon codes and wallet balance can reduce the amount to pay. A coupon can be used once per customer unless stated otherwise and cannot be exchanged for cash.</li>
<li>Where a package offers cashback, the cashback is added to your wallet after the subscription ends and can be spent on a future subscription.</li>
</ul>
<h2>4. Freezing and changes</h2>
<ul>
<li>You can freeze your subscription, for example while travelling, by contacting us at least <strong>48 hours</strong> before the first day you want to skip. Frozen days are added to the end of your subscription.</li>
<li>Changes to your address, delivery window or dislikes take effect from the third day after we receive them.</li>
</ul>
<h2>5. Cancellation and refunds</h2>
<ul>
<li>You may cancel before your start date; the full amount is returned to your wallet.</li>
<li>After the start date, the value of the remaining delivery days, less any discount already given, is returned to your wallet. Refunds to the original card or KNET account are made only where the law requires it.</li>
<li>Days missed because nobody could receive the box, or because of a wrong address, are not refunded.</li>
</ul>
<h2>6. Allergies and health</h2>
<p>Our kitchen handles nuts, sesame, gluten, dairy, eggs, fish and shellfish. We label the main allergens of each dish, but we cannot guarantee that any dish is free from traces of them. Tell us about allergies when you subscribe. Calorie and macro figures are estimates; our plans are not medical advice, so please consult your doctor if you are pregnant, have a medical condition or take medication.</p>
<h2>7. Your account</h2>
<p>Keep your password private. You are responsible for orders placed from your account. We may suspend an account used for fraud or abuse.</p>
<h2>8. Contact</h2>
<p>Questions about these terms: <a href="mailto:{{support_email}}">{{support_email}}</a>. These terms are governed by the laws of the State of Kuwait.</p>
`;

const ar = `
<p class="updated">آخر تحديث: {{updated}}</p>
<p>تسري هذه الشروط على كل اشتراك يتم شراؤه من فِت ميلز الكويت عبر هذا الموقع أو تطبيقاتنا، وبإتمامك للطلب فإنك توافق عليها.</p>
<h2>1. الاشتراكات</h2>
<ul>
<li>الاشتراك باقة مدفوعة مسبقًا من الوجبات والسناكات والشوربات لعدد أيام التوصيل الذي تختاره (6 أو 13 أو 20 أو 26 يومًا).</li>
<li>الأسعار بالدينار الكويتي وتشمل التوصيل داخل الكويت، ويظهر سعر كل تركيبة قبل الدفع.</li>
<li>بعض تركيبات الوجبات والسناكات والشوربات غير متاحة لكل المدد، وستخبرك صفحة الطلب عندما تكون التركيبة غير متاحة.</li>
</ul>
<h2>2. تاريخ البدء وأيام التوصيل</h2>
<ul>
<li>يمكن أن يكون أول توصيل بعد <strong>4 أيام</strong> على الأقل من تاريخ الطلب حتى يتمكن مطبخنا من تجهيز قائمتك.</li>
<li>نوصل من السبت إلى الخميس، و<strong>يوم الجمعة عطلة</strong> ولا يُحتسب من أيام التوصيل.</li>
<li>تصلك الوجبات في فترة التوصيل التي تختارها (مثلًا من 8 صباحًا إلى 6 مساءً). قد يتأخر التوصيل أحيانًا بسبب الازدحام أو الطقس، وسنتواصل معك في حال التأخير.</li>
<li>يرجى التأكد من وجود من يستلم الصندوق أو اختيار "اترك الصندوق عند الباب"، وتصبح الوجبات المتروكة عند الباب مسؤوليتك بعد تسليمها.</li>
</ul>
<h2>3. الدفع</h2>
<ul>
<li>يتم الدفع كاملًا قبل بدء الاشتراك عن طريق كي نت أو فيزا/ماستركارد، وتتم معالجة المدفوعات لدى مزود خدمة الدفع ولا نطّلع على بيانات بطاقتك ولا نحفظها.</li>
<li>يمكن لأكواد الخصم ورصيد المحفظة تخفيض المبلغ المستحق. يُستخدم كود الخصم مرة واحدة لكل عميل ما لم يُذكر غير ذلك، ولا يُستبدل بمبلغ نقدي.</li>
<li>عندما تتضمن الباقة استردادًا نقديًا، يُضاف المبلغ إلى محفظتك بعد انتهاء الاشتراك ويمكن استخدامه في اشتراك لاحق.</li>
</ul>
<h2>4. التجميد والتعديلات</h2>
<ul>
<li>يمكنك تجميد اشتراكك، أثناء السفر مثلًا، بالتواصل معنا قبل <strong>48 ساعة</strong> على الأقل من أول يوم تريد إيقافه، وتُضاف الأيام المجمدة إلى نهاية الاشتراك.</li>
<li>تسري التعديلات على العنوان أو فترة التوصيل أو الأصناف غير المرغوبة ابتداءً من اليوم الثالث بعد استلامنا لها.</li>
</ul>
<h2>5. الإلغاء والاسترداد</h2>
<ul>
<li>يمكنك الإلغاء قبل تاريخ البدء ويُعاد المبلغ كاملًا إلى محفظتك.</li>
<li>بعد تاريخ البدء تُعاد قيمة أيام التوصيل المتبقية، بعد خصم أي تخفيض حصلت عليه، إلى محفظتك. لا يتم الاسترداد إلى البطاقة أو حساب كي نت إلا حيث يلزم القانون بذلك.</li>
<li>لا تُسترد الأيام التي فاتت بسبب عدم وجود من يستلم الصندوق أو بسبب عنوان غير صحيح.</li>
</ul>
<h2>6. الحساسية والصحة</h2>
<p>يتعامل مطبخنا مع المكسرات والسمسم والغلوتين والألبان والبيض والأسماك والقشريات. نوضح مسببات الحساسية الرئيسية في كل طبق، لكن لا يمكننا ضمان خلو أي طبق من آثارها، لذا أخبرنا عن أي حساسية عند الاشتراك. أرقام السعرات والعناصر الغذائية تقديرية، وخططنا ليست استشارة طبية، فيرجى مراجعة طبيبك إذا كنتِ حاملًا أو لديك حالة صحية أو تتناول أدوية.</p>
<h2>7. حسابك</h2>
<p>حافظ على سرية كلمة المرور، فأنت مسؤول عن الطلبات التي تتم من حسابك. يحق لنا إيقاف أي حساب يُستخدم في الاحتيال أو إساءة الاستخدام.</p>
<h2>8. التواصل</h2>
<p>للاستفسار عن هذه الشروط: <a href="mailto:{{support_email}}">{{support_email}}</a>. تخضع هذه الشروط لقوانين دولة الكويت.</p>
`;

export const terms: LangText = { en: en.trim(), ar: ar.trim() };
