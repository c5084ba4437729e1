// The three goal-based packages (24 Sumbatik, 26 Fit, 28 Bulk) and their type, with bilingual HTML
// descriptions built from one table of the figures of docs/product-rules.md "Package facts".
import type { LangText, SeedPackage, SeedPackageType } from "../types.ts";
import { meals } from "./meals.ts";
import { formatFils } from "../../../../rules/money.ts";

export type PackageId = SeedPackage["id"];
export const PACKAGE_IDS: readonly PackageId[] = [24, 26, 28];

export const packageTypes: SeedPackageType[] = [{ id: 1, name: { en: "Goal based", ar: "حسب الهدف" } }];

type PackageFacts = {
  id: PackageId;
  name: LangText;
  goal: LangText;
  proteinGrams: 100 | 150 | 200;
  proteinSources: string; // grams of the protein source per meal, e.g. "50–100"
  fat: string;
  protein: string;
  caloriesCustom: number; // calorie options when the customer sets the portions
  caloriesFixed: number; // calorie options of the ready-set plates
  threeMealsKd: number; // 26 days, 3 meals a day
};

const FACTS: PackageFacts[] = [
  {
    id: 24,
    name: { en: "Sumbatik", ar: "سمباتيك" },
    goal: { en: "Weight loss", ar: "إنقاص الوزن" },
    proteinGrams: 100,
    proteinSources: "50–100",
    fat: "0–10",
    protein: "0–37",
    caloriesCustom: 10,
    caloriesFixed: 6,
    threeMealsKd: 170,
  },
  {
    id: 26,
    name: { en: "Fit", ar: "فِت" },
    goal: { en: "Muscle building", ar: "بناء العضلات" },
    proteinGrams: 150,
    proteinSources: "50–100–150",
    fat: "0–15",
    protein: "0–56",
    caloriesCustom: 15,
    caloriesFixed: 7,
    threeMealsKd: 185,
  },
  {
    id: 28,
    name: { en: "Bulk", ar: "بَلك" },
    goal: { en: "Muscle mass", ar: "زيادة الكتلة العضلية" },
    proteinGrams: 200,
    proteinSources: "50–100–150–200",
    fat: "0–20",
    protein: "0–74",
    caloriesCustom: 20,
    caloriesFixed: 8,
    threeMealsKd: 185,
  },
];

// The carbohydrate figures are given once, for Sumbatik: all three packages use the same carb sources (docs/product-rules.md "Package figures").
const CARB_SOURCES = "0–50–100–150–200";
const CARBS = "0–70";

/** The package's menu counted from the dish tables: breakfasts, mains, snacks, soups and all. */
function menuCounts(id: PackageId) {
  const on = meals.filter((m) => m.packageIds.includes(id));
  const of = (type: number) => on.filter((m) => m.mealTypeId === type).length;
  return { all: on.length, breakfasts: of(1), mains: of(2), snacks: of(3), soups: of(11) };
}

/** "خيارات" after 3 to 10, "خيارًا" (singular, accusative) after 11 to 99, as Arabic counts. */
function options(n: number): string {
  return n % 100 >= 3 && n % 100 <= 10 ? "خيارات" : "خيارًا";
}

function descriptionEn(f: PackageFacts): string {
  const n = menuCounts(f.id);
  return [
    `<h3>${f.name.en}: ${f.goal.en}</h3>`,
    `<p>Nutritionist-designed meals built on <strong>${f.proteinGrams} g of protein</strong> a day, cooked fresh in Kuwait and delivered to your door from Saturday to Thursday.</p>`,
    "<ul>",
    `<li>Protein source: <strong>${f.proteinSources} g</strong> per meal</li>`,
    `<li>Fat: <strong>${f.fat} g</strong></li>`,
    `<li>Protein: <strong>${f.protein} g</strong></li>`,
    `<li>Carb sources: <strong>${CARB_SOURCES} g</strong></li>`,
    `<li>Carbs: <strong>${CARBS} g</strong></li>`,
    `<li><strong>${f.caloriesCustom}</strong> calorie options when you set your own portions, <strong>${f.caloriesFixed}</strong> ready-set options</li>`,
    "</ul>",
    `<p>3 meals a day for 26 days: <strong>${formatFils(f.threeMealsKd * 1000, "en")}</strong></p>`,
    "<h3>Included with every package</h3>",
    "<ul>",
    `<li>A menu of ${n.all} dishes: ${n.breakfasts} breakfasts, ${n.mains} main meals, ${n.snacks} snacks and ${n.soups} soups to choose from</li>`,
    "<li>Free calorie calculation</li>",
    "<li>Freeze your subscription whenever you travel</li>",
    "<li>10% cashback to your wallet</li>",
    "</ul>",
  ].join("");
}

function descriptionAr(f: PackageFacts): string {
  const n = menuCounts(f.id);
  return [
    `<h3>${f.name.ar}: ${f.goal.ar}</h3>`,
    `<p>وجبات صممها أخصائيو التغذية على أساس <strong>${f.proteinGrams} غرام بروتين</strong> يوميًا، تُطهى طازجة في الكويت وتصلك من السبت إلى الخميس.</p>`,
    "<ul>",
    `<li>مصدر البروتين: <strong>${f.proteinSources} غ</strong> في الوجبة</li>`,
    `<li>الدهون: <strong>${f.fat} غ</strong></li>`,
    `<li>البروتين: <strong>${f.protein} غ</strong></li>`,
    `<li>مصادر الكربوهيدرات: <strong>${CARB_SOURCES} غ</strong></li>`,
    `<li>الكربوهيدرات: <strong>${CARBS} غ</strong></li>`,
    `<li><strong>${f.caloriesCustom}</strong> ${options(f.caloriesCustom)} سعرات عند تحديد الكميات بنفسك، و<strong>${f.caloriesFixed}</strong> ${options(f.caloriesFixed)} جاهزة</li>`,
    "</ul>",
    `<p>3 وجبات يوميًا لمدة 26 يومًا: <strong>${formatFils(f.threeMealsKd * 1000, "ar")}</strong></p>`,
    "<h3>مع كل باقة</h3>",
    "<ul>",
    `<li>أطباق القائمة للاختيار منها: الفطور ${n.breakfasts}، الوجبات الرئيسية ${n.mains}، السناك ${n.snacks}، الشوربات ${n.soups} (المجموع ${n.all})</li>`,
    "<li>حساب السعرات الحرارية مجانًا</li>",
    "<li>تجميد الاشتراك متى سافرت</li>",
    "<li>استرداد نقدي 10% في محفظتك</li>",
    "</ul>",
  ].join("");
}

export const packages: SeedPackage[] = FACTS.map((f, i) => ({
  id: f.id,
  packageType: 1,
  name: f.name,
  gramLabel: { en: `${f.proteinGrams} g protein`, ar: `${f.proteinGrams} غرام بروتين` },
  description: { en: descriptionEn(f), ar: descriptionAr(f) },
  proteinGrams: f.proteinGrams,
  fridayChargeType: "none",
  fridayChargeValue: 0,
  festivalAffect: 0,
  image: `/media/packages/${f.id}-640.webp`,
  maxPerMealType: { 1: 1, 2: 4, 3: 4, 11: 2 },
  sort: i + 1,
}));
