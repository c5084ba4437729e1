// Main meals (meal type 2): grilled or sauced proteins served with the sides that suit each of
// them, plus stand-alone dishes (bowls, machboos, pasta, wraps).
import type { DishRow } from "./dish-row.ts";
import { TAG, type TagId } from "./tags.ts";

const { chicken, beef, fish, shrimp, turkey, lamb, egg, veg } = TAG;

type Side = { en: string; ar: string; protein: number; carbs: number; fat: number };

const SIDES = {
  rice: { en: "Basmati Rice", ar: "أرز بسمتي", protein: 4, carbs: 45, fat: 2 },
  brown: { en: "Brown Rice", ar: "أرز بني", protein: 4, carbs: 42, fat: 2 },
  saffron: { en: "Saffron Rice", ar: "أرز بالزعفران", protein: 4, carbs: 45, fat: 3 },
  quinoa: { en: "Quinoa", ar: "الكينوا", protein: 6, carbs: 34, fat: 4 },
  sweet: { en: "Sweet Potato Mash", ar: "بطاطا حلوة مهروسة", protein: 2, carbs: 38, fat: 3 },
  potato: { en: "Roasted Baby Potatoes", ar: "بطاطس صغيرة محمصة", protein: 3, carbs: 36, fat: 5 },
  mashed: { en: "Mashed Potatoes", ar: "بطاطس مهروسة", protein: 3, carbs: 34, fat: 6 },
  veg: { en: "Grilled Vegetables", ar: "خضار مشوية", protein: 3, carbs: 14, fat: 5 },
  stirfry: { en: "Stir-Fried Vegetables", ar: "خضار سوتيه", protein: 3, carbs: 16, fat: 5 },
  broccoli: { en: "Steamed Broccoli", ar: "بروكلي على البخار", protein: 4, carbs: 10, fat: 2 },
  beans: { en: "Green Beans and Almonds", ar: "فاصوليا خضراء باللوز", protein: 4, carbs: 12, fat: 7 },
  cauli: { en: "Cauliflower Rice", ar: "أرز القرنبيط", protein: 3, carbs: 10, fat: 4 },
  freekeh: { en: "Freekeh", ar: "الفريكة", protein: 6, carbs: 38, fat: 2 },
  bulgur: { en: "Bulgur Pilaf", ar: "برغل مفلفل", protein: 5, carbs: 40, fat: 3 },
  couscous: { en: "Herbed Couscous", ar: "كسكس بالأعشاب", protein: 5, carbs: 40, fat: 3 },
  pasta: { en: "Whole-Wheat Penne", ar: "بيني بالقمح الكامل", protein: 7, carbs: 46, fat: 2 },
  salad: { en: "Garden Salad", ar: "سلطة خضراء", protein: 2, carbs: 9, fat: 6 },
  fattoush: { en: "Fattoush", ar: "فتوش", protein: 3, carbs: 16, fat: 6 },
} satisfies Record<string, Side>;

type SideKey = keyof typeof SIDES;

/** A protein as cooked (grams of the small portion, sauce included) and the sides it comes with. */
type Prep = [en: string, ar: string, tagId: TagId, protein: number, carbs: number, fat: number, sides: SideKey[]];

const PREPS: Prep[] = [
  ["Grilled Lemon Herb Chicken", "دجاج مشوي بالليمون والأعشاب", chicken, 31, 2, 5, ["brown", "quinoa", "sweet", "veg"]],
  ["Chicken Tikka", "دجاج تكا", chicken, 30, 5, 7, ["rice", "brown", "cauli"]],
  ["Shish Tawook", "شيش طاووق", chicken, 30, 4, 7, ["rice", "bulgur", "potato", "fattoush"]],
  ["Honey Mustard Chicken", "دجاج بالعسل والخردل", chicken, 30, 10, 5, ["sweet", "mashed", "veg", "brown"]],
  ["Teriyaki Chicken", "دجاج ترياكي", chicken, 30, 12, 4, ["brown", "rice", "stirfry", "cauli"]],
  ["Peri-Peri Chicken", "دجاج بيري بيري", chicken, 31, 4, 7, ["potato", "rice", "salad"]],
  ["Butter Chicken", "دجاج بالزبدة", chicken, 29, 8, 12, ["rice", "brown", "cauli"]],
  ["Pesto Chicken", "دجاج بالبيستو", chicken, 30, 3, 10, ["pasta", "quinoa", "veg"]],
  ["Creamy Mushroom Chicken", "دجاج بصلصة الفطر الكريمية", chicken, 30, 6, 10, ["mashed", "rice", "pasta"]],
  ["Tandoori Chicken", "دجاج تندوري", chicken, 31, 4, 6, ["saffron", "cauli", "salad"]],
  ["BBQ Chicken", "دجاج باربكيو", chicken, 30, 12, 5, ["sweet", "potato", "beans"]],
  ["Sumac Chicken", "دجاج بالسماق", chicken, 30, 3, 7, ["freekeh", "bulgur", "fattoush"]],
  ["Grilled Beef Steak", "ستيك لحم بقري مشوي", beef, 34, 0, 12, ["potato", "mashed", "sweet", "veg"]],
  ["Beef Kofta", "كفتة لحم بقري", beef, 28, 4, 14, ["rice", "bulgur", "veg"]],
  ["Beef Stroganoff", "ستروغانوف لحم بقري", beef, 30, 6, 12, ["rice", "mashed", "pasta"]],
  ["Teriyaki Beef", "لحم بقري ترياكي", beef, 30, 12, 9, ["brown", "stirfry", "cauli"]],
  ["Pepper Steak", "ستيك بالفلفل الأسود", beef, 33, 3, 12, ["mashed", "potato", "beans"]],
  ["Beef Kebab", "كباب لحم بقري", beef, 29, 2, 13, ["saffron", "bulgur", "fattoush"]],
  ["Grilled Salmon", "سلمون مشوي", fish, 27, 0, 14, ["quinoa", "sweet", "broccoli", "brown"]],
  ["Lemon Butter Hammour", "هامور بالليمون والزبدة", fish, 28, 2, 8, ["rice", "saffron", "veg", "mashed"]],
  ["Grilled Zubaidi", "زبيدي مشوي", fish, 26, 0, 9, ["rice", "salad", "potato"]],
  ["Baked Sea Bream", "سمك دنيس بالفرن", fish, 27, 2, 8, ["veg", "potato", "couscous"]],
  ["Teriyaki Salmon", "سلمون ترياكي", fish, 27, 12, 13, ["brown", "stirfry", "cauli"]],
  ["Garlic Shrimp", "روبيان بالثوم", shrimp, 24, 3, 7, ["rice", "pasta", "cauli"]],
  ["Shrimp Curry", "كاري الروبيان", shrimp, 24, 8, 9, ["rice", "brown", "cauli"]],
  ["Sweet Chili Shrimp", "روبيان بصلصة الفلفل الحلو", shrimp, 24, 14, 5, ["brown", "stirfry", "rice"]],
  ["Roast Turkey Breast", "صدر ديك رومي مشوي", turkey, 30, 2, 4, ["sweet", "mashed", "veg"]],
  ["Turkey Meatballs", "كرات لحم الديك الرومي", turkey, 28, 8, 10, ["pasta", "rice", "mashed"]],
  ["Lamb Kofta", "كفتة لحم غنم", lamb, 26, 3, 16, ["bulgur", "rice", "salad"]],
  ["Grilled Lamb Chops", "ريش غنم مشوية", lamb, 28, 0, 18, ["potato", "couscous", "veg"]],
  ["Grilled Halloumi", "حلوم مشوي", veg, 20, 3, 18, ["quinoa", "salad", "veg"]],
  ["Teriyaki Tofu", "توفو ترياكي", veg, 18, 12, 9, ["brown", "stirfry", "cauli"]],
];

const STANDALONE: DishRow[] = [
  ["Chicken Shawarma Bowl", "وعاء شاورما الدجاج", chicken, 32, 40, 10],
  ["Chicken Machboos", "مجبوس دجاج", chicken, 32, 50, 10],
  ["Chicken Kabsa", "كبسة دجاج", chicken, 31, 50, 10],
  ["Chicken Fajita Bowl", "وعاء فاهيتا الدجاج", chicken, 31, 38, 9],
  ["Chicken Caesar Wrap", "راب سيزر بالدجاج", chicken, 30, 34, 12],
  ["Chicken Alfredo Penne", "بيني ألفريدو بالدجاج", chicken, 32, 48, 13],
  ["Chicken Biryani", "برياني دجاج", chicken, 30, 52, 11],
  ["Chicken Mushroom Risotto", "ريزوتو الدجاج بالفطر", chicken, 29, 48, 10],
  ["Chicken Burger with Sweet Potato Wedges", "برجر دجاج مع أصابع البطاطا الحلوة", chicken, 32, 46, 11],
  ["Chicken Quesadilla", "كاساديا بالدجاج", chicken, 32, 36, 14],
  ["Chicken Pad Thai", "باد تاي بالدجاج", chicken, 28, 52, 10],
  ["Chicken Mandi", "مندي دجاج", chicken, 31, 50, 11],
  ["Chicken Molokhia with Rice", "ملوخية بالدجاج مع الأرز", chicken, 30, 44, 8],
  ["Chicken Jareesh", "جريش بالدجاج", chicken, 28, 46, 9],
  ["Beef Burger with Side Salad", "برجر لحم بقري مع سلطة جانبية", beef, 32, 34, 17],
  ["Beef Bolognese Spaghetti", "سباغيتي بولونيز باللحم", beef, 30, 52, 12],
  ["Beef Shawarma Bowl", "وعاء شاورما اللحم", beef, 30, 40, 14],
  ["Beef Lasagna", "لازانيا باللحم", beef, 29, 40, 15],
  ["Beef Burrito Bowl", "وعاء بوريتو باللحم", beef, 30, 44, 13],
  ["Beef and Vegetable Noodles", "نودلز باللحم البقري والخضار", beef, 28, 50, 11],
  ["Beef Tacos", "تاكو اللحم", beef, 28, 36, 15],
  ["Philly Cheesesteak Sandwich", "ساندويتش فيلي ستيك بالجبن", beef, 32, 40, 15],
  ["Stuffed Bell Peppers with Beef", "فلفل رومي محشي باللحم", beef, 26, 30, 12],
  ["Salmon Poke Bowl", "وعاء بوكي السلمون", fish, 27, 46, 13],
  ["Fish Sayadieh", "صيادية سمك", fish, 28, 50, 9],
  ["Tuna Pasta Salad", "سلطة مكرونة بالتونة", fish, 28, 44, 9],
  ["Fish Tacos", "تاكو السمك", fish, 26, 38, 11],
  ["Hammour Machboos", "مجبوس هامور", fish, 29, 50, 8],
  ["Shrimp Machboos", "مجبوس روبيان", shrimp, 26, 50, 8],
  ["Shrimp Fried Rice", "أرز مقلي بالروبيان", shrimp, 25, 50, 9],
  ["Shrimp Linguine", "لينغويني بالروبيان", shrimp, 26, 52, 9],
  ["Shrimp Poke Bowl", "وعاء بوكي الروبيان", shrimp, 25, 46, 9],
  ["Turkey Club Sandwich", "ساندويتش كلوب بالديك الرومي", turkey, 30, 38, 12],
  ["Turkey Bolognese Penne", "بيني بولونيز بلحم الديك الرومي", turkey, 30, 50, 9],
  ["Turkey Chili Bowl", "وعاء تشيلي الديك الرومي", turkey, 30, 40, 9],
  ["Lamb Kabsa", "كبسة لحم غنم", lamb, 28, 50, 15],
  ["Lamb Machboos", "مجبوس لحم غنم", lamb, 28, 50, 15],
  ["Lamb Tagine with Apricots", "طاجن لحم غنم بالمشمش", lamb, 27, 36, 15],
  ["Lamb Mandi", "مندي لحم غنم", lamb, 28, 50, 16],
  ["Okra Stew with Lamb and Rice", "مرق بامية باللحم مع الأرز", lamb, 26, 46, 14],
  ["Falafel Bowl with Hummus", "وعاء فلافل مع حمص", veg, 18, 52, 16],
  ["Lentil and Spinach Dal with Rice", "دال العدس والسبانخ مع الأرز", veg, 18, 56, 8],
  ["Vegetable Biryani", "برياني خضار", veg, 12, 60, 9],
  ["Mushroom Risotto", "ريزوتو الفطر", veg, 12, 56, 11],
  ["Chickpea Curry with Brown Rice", "كاري الحمص مع أرز بني", veg, 16, 60, 9],
  ["Mujaddara with Yogurt Salad", "مجدرة مع سلطة الزبادي", veg, 18, 58, 9],
  ["Egg Fried Rice with Vegetables", "أرز مقلي بالبيض والخضار", egg, 18, 54, 10],
];

/** Every protein with each of its sides ("Chicken Tikka with Brown Rice"), then the stand-alone dishes. */
export const MAINS: DishRow[] = [
  ...PREPS.flatMap(([en, ar, tagId, protein, carbs, fat, sides]) =>
    sides.map((key): DishRow => {
      const side = SIDES[key];
      return [`${en} with ${side.en}`, `${ar} مع ${side.ar}`, tagId, protein + side.protein, carbs + side.carbs, fat + side.fat];
    }),
  ),
  ...STANDALONE,
];
