// What each dish contains (docs/product-rules.md "Dislikes and allergens"): its allergens, a one-line list of
// ingredients in English and Arabic, and its main protein, derived from the dish's English name by
// the reviewed keyword table below (never at random). A keyword names an ingredient the dish
// credibly has (a wrap has a wheat tortilla, a tikka a yogurt marinade, teriyaki soy sauce) and the
// allergens that ingredient brings. The table is checked by catalog-data/dish-facts.test.ts. The
// vocabulary (the allergens, the proteins and the menu's protein tags) is rules/dish-facts.ts.
import { ALLERGENS, proteinOfTag, type Allergen, type Protein } from "../../../../rules/dish-facts.ts";

type Entry = { match: RegExp; en: string; ar: string; allergens: Allergen[] };

const e = (match: RegExp, en: string, ar: string, ...allergens: Allergen[]): Entry => ({ match, en, ar, allergens });

/**
 * The keyword table, reviewed by hand. `match` runs on the lower-case English name; an entry may
 * name no allergen (an ingredient worth listing). Order does not matter: the ingredients follow the
 * order their keywords appear in the name.
 */
export const KEYWORDS: readonly Entry[] = [
  // Proteins
  e(/\bchicken\b|tawook/, "chicken breast", "صدر دجاج"),
  e(/\bbeef\b|\bsteak\b|cheesesteak|\bkheema\b/, "lean beef", "لحم بقري قليل الدهن"),
  e(/\blamb\b(?! liver)/, "lamb", "لحم غنم"),
  e(/\bliver\b/, "lamb liver", "كبدة غنم"),
  e(/\bturkey\b/, "turkey", "ديك رومي"),
  e(/\bsalmon\b/, "salmon", "سلمون", "fish"),
  e(/\btuna\b/, "tuna", "تونة", "fish"),
  e(/\bhammour\b/, "hammour", "هامور", "fish"),
  e(/\bzubaidi\b/, "zubaidi (pomfret)", "زبيدي", "fish"),
  e(/\bsea bream\b/, "sea bream", "دنيس", "fish"),
  e(/\bfish\b|\bsayadieh\b/, "white fish", "سمك أبيض", "fish"),
  e(/\bseafood\b/, "shrimp, squid and white fish", "روبيان وحبار وسمك أبيض", "shellfish", "fish"),
  e(/\bshrimp\b/, "shrimp", "روبيان", "shellfish"),
  e(/\beggs?\b|omelette|shakshuka|frittata|benedict|deviled|balaleet|pad thai|fried rice/, "eggs", "بيض", "egg"),
  e(/\btofu\b/, "tofu", "توفو", "soy"),
  e(/\bedamame\b/, "edamame", "إدامامي", "soy"),
  e(/\bhalloumi\b/, "halloumi", "جبن حلوم", "dairy"),
  e(/\bfalafel\b/, "falafel", "فلافل", "sesame"),
  e(/\blentil|\bdal\b|mujaddara/, "lentils", "عدس"),
  e(/chickpea|hummus|balila|\bfoul\b/, "chickpeas", "حمص حب"),
  e(/\bfoul\b/, "fava beans", "فول"),
  // Dairy
  e(/\bfeta\b/, "feta", "جبن فيتا", "dairy"),
  e(/(?<!cottage )\bcheese\b|cheesesteak|quesadilla|\bmelt\b|lasagna|caprese/, "cheese", "جبن", "dairy"),
  e(/\bricotta\b/, "ricotta", "ريكوتا", "dairy"),
  e(/cottage cheese/, "cottage cheese", "جبن قريش", "dairy"),
  e(/\blabneh\b/, "labneh", "لبنة", "dairy"),
  e(/yogurt|\bfatteh\b|\bparfait\b|tikka|tandoori|smoothie/, "yogurt", "زبادي", "dairy"),
  e(/tzatziki/, "tzatziki (yogurt and cucumber)", "تزاتزيكي (لبن وخيار)", "dairy"),
  e(/(?<!peanut |almond )\bbutter\b(?! chicken)|mashed potato|scrambled|benedict/, "butter", "زبدة", "dairy"),
  e(/butter chicken|creamy|cream of|alfredo|stroganoff|tiramisu/, "cream", "كريمة", "dairy"),
  e(/\bmilk\b|pudding|mohalabia|umm ali|overnight oats|oatmeal|pancakes?|waffles?/, "milk", "حليب", "dairy"),
  e(
    /\bprotein (balls?|bar|oats|pancakes|waffles|brownie|muffin|cheesecake|cookie|cup|pudding)\b/,
    "whey protein",
    "بروتين مصل اللبن",
    "dairy",
  ),
  e(/cheesecake/, "cream cheese and biscuit base", "جبن كريمي وقاعدة بسكويت", "dairy", "gluten", "egg"),
  e(/parmesan|caesar|pesto|risotto|alfredo/, "parmesan", "جبن بارميزان", "dairy"),
  // Grains and breads (gluten)
  e(/\bwraps?\b|burrito|quesadilla|\btacos?\b|fajita|pinwheels/, "wheat tortilla", "خبز تورتيلا من القمح", "gluten"),
  e(/sandwich|benedict|\btoast\b|sourdough|\bbread\b|flatbread|\bpita\b|manakeesh|chapati|\bburger\b/, "bread", "خبز", "gluten"),
  e(/\bbagel\b/, "bagel", "خبز بيغل", "gluten"),
  e(/\bpasta\b|penne|spaghetti|linguine|lasagna|\borzo\b/, "wheat pasta", "معكرونة القمح", "gluten"),
  e(/\bnoodles\b/, "egg noodles", "نودلز بالبيض", "gluten", "egg"),
  e(/couscous/, "couscous", "كسكس", "gluten"),
  e(/bulgur|\bfreekeh\b|jareesh/, "cracked wheat", "قمح مجروش", "gluten"),
  e(/\bbarley\b/, "barley", "شعير", "gluten"),
  e(/\boats?\b|oatmeal|granola/, "oats", "شوفان", "gluten"),
  e(/fattoush|fatteh|sambousek|fatayer|umm ali/, "baked bread or pastry", "خبز أو عجين مخبوز", "gluten"),
  e(
    /pancakes?|waffles?|(?<!egg )muffins?\b|egg muffin\b|brownie|cookie|chebab|carrot cake/,
    "flour and eggs",
    "دقيق وبيض",
    "gluten",
    "egg",
  ),
  e(/balaleet/, "vermicelli with saffron", "شعيرية بالزعفران", "gluten"),
  e(/harira/, "vermicelli, lentils and chickpeas", "شعيرية وعدس وحمص", "gluten"),
  e(/tiramisu/, "sponge fingers and coffee", "بسكويت إسفنجي وقهوة", "gluten", "egg"),
  // Sauces and dressings
  e(/teriyaki/, "teriyaki sauce (soy, wheat)", "صلصة ترياكي (صويا وقمح)", "soy", "gluten", "sesame"),
  e(/fried rice|stir-fried|pad thai|poke|sushi|jerky/, "soy sauce", "صلصة الصويا", "soy", "gluten"),
  e(/pad thai|tom yum/, "fish sauce", "صلصة السمك", "fish"),
  e(/caesar/, "Caesar dressing (egg, anchovy)", "صلصة السيزر (بيض وأنشوجة)", "egg", "fish"),
  e(/\bclub\b|tuna salad|egg salad|chicken salad|honey mustard/, "mayonnaise", "مايونيز", "egg"),
  e(/hummus|baba ghanoush|shawarma|falafel|sayadieh|fatteh/, "tahini", "طحينة", "sesame"),
  e(/zaatar/, "zaatar with sesame", "زعتر بالسمسم", "sesame"),
  e(/sesame|poke|sushi/, "sesame seeds", "سمسم", "sesame"),
  // Nuts (peanuts counted with them, as on Kuwaiti menus)
  e(/peanut|pad thai/, "peanuts", "فول سوداني", "nuts"),
  e(/almond/, "almonds", "لوز", "nuts"),
  e(/cashew/, "cashews", "كاجو", "nuts"),
  e(/walnut|muhammara|carrot cake/, "walnuts", "جوز", "nuts"),
  e(/pistachio|mohalabia|umm ali/, "pistachios", "فستق حلبي", "nuts"),
  e(/\bnuts?\b/, "mixed nuts", "مكسرات مشكلة", "nuts"),
  e(/\bpesto\b/, "basil and pine nuts", "ريحان وصنوبر", "nuts"),
  e(/coconut/, "coconut", "جوز الهند"),
  // Sides, vegetables, fruit and flavours (no allergen)
  e(/(?<!cauliflower )\brice\b|sushi|machboos|kabsa|biryani|mandi|risotto|saffron rice/, "rice", "أرز"),
  e(/quinoa/, "quinoa", "كينوا"),
  e(/sweet potato/, "sweet potato", "بطاطا حلوة"),
  e(/(?<!sweet )potato/, "potatoes", "بطاطس"),
  e(/broccoli/, "broccoli", "بروكلي"),
  e(/vegetable|veggie|minestrone|stir-fried/, "seasonal vegetables", "خضار موسمية"),
  e(/green beans/, "green beans", "فاصوليا خضراء"),
  e(/cauliflower/, "cauliflower", "قرنبيط"),
  e(/salad|fattoush/, "lettuce, tomato and cucumber", "خس وطماطم وخيار"),
  e(/spinach|green shakshuka/, "spinach", "سبانخ"),
  e(/mushroom/, "mushrooms", "فطر"),
  e(/tomato|shakshuka|bolognese|caprese|harira|minestrone/, "tomatoes", "طماطم"),
  e(/bell pepper|red pepper|fajita|muhammara/, "peppers", "فلفل"),
  e(/pepper steak/, "black pepper sauce", "صلصة الفلفل الأسود"),
  e(/avocado/, "avocado", "أفوكادو"),
  e(/okra/, "okra", "بامية"),
  e(/molokhia/, "molokhia leaves", "ملوخية"),
  e(/pumpkin/, "pumpkin", "يقطين"),
  e(/carrot/, "carrots", "جزر"),
  e(/zucchini/, "zucchini", "كوسا"),
  e(/kale/, "kale", "كيل"),
  e(/beetroot/, "beetroot", "شمندر"),
  e(/\bcorn\b/, "sweet corn", "ذرة حلوة"),
  e(/eggplant|baba ghanoush/, "eggplant", "باذنجان"),
  e(/cucumber|tzatziki/, "cucumber", "خيار"),
  e(/lemon|lime/, "lemon", "ليمون"),
  e(/herb|pesto|basil|mint/, "fresh herbs", "أعشاب طازجة"),
  e(/garlic|shawarma|tawook/, "garlic", "ثوم"),
  e(/curry|tikka|masala|tandoori|biryani|kabsa|machboos|mandi|kofta|kebab/, "spice blend", "خلطة بهارات"),
  e(/chili|buffalo|peri-peri|paprika/, "chili", "فلفل حار"),
  e(/\bhoney\b/, "honey", "عسل"),
  e(/\bdates?\b/, "dates", "تمر"),
  e(/berr|strawberry|cranberry|acai/, "berries", "توت"),
  e(/banana/, "banana", "موز"),
  e(/mango/, "mango", "مانجو"),
  e(/(?<!pine)apple/, "apple", "تفاح"),
  e(/fig/, "figs", "تين"),
  e(/pineapple|tropical|fruit/, "fresh fruit", "فواكه طازجة"),
  e(/chia/, "chia seeds", "بذور الشيا"),
  e(/chocolate|brownie/, "cocoa", "كاكاو"),
  e(/cinnamon|cardamom|saffron|rose/, "warm spices", "بهارات عطرية"),
  e(/apricot/, "dried apricots", "مشمش مجفف"),
  e(/raisin/, "raisins", "زبيب"),
  e(/lotus/, "caramelised biscuit", "بسكويت اللوتس", "gluten"),
  e(/soup|harira|tom yum|minestrone/, "vegetable stock", "مرق خضار"),
];

export type DishFacts = { allergens: Allergen[]; ingredients: { en: string; ar: string }; protein: Protein };

/** The dish's facts from its English name and protein tag. */
export function dishFacts(nameEn: string, tagId: number): DishFacts {
  const name = nameEn.toLowerCase();
  const found = KEYWORDS.map((entry) => ({ entry, at: name.search(entry.match) }))
    .filter((f) => f.at >= 0)
    .sort((a, b) => a.at - b.at || KEYWORDS.indexOf(a.entry) - KEYWORDS.indexOf(b.entry));
  const allergens = new Set<Allergen>(found.flatMap((f) => f.entry.allergens));
  const protein = proteinOfTag(tagId);
  // The protein tag speaks for the dish too (an "Egg Drop Soup" has egg whatever the keywords say).
  if (protein === "fish") allergens.add("fish");
  if (protein === "shrimp") allergens.add("shellfish");
  if (protein === "egg") allergens.add("egg");
  const seen = new Set<string>();
  const parts = found.filter((f) => (seen.has(f.entry.en) ? false : (seen.add(f.entry.en), true))).map((f) => f.entry);
  const items = parts.length > 0 ? parts : [{ en: "seasonal vegetables", ar: "خضار موسمية" }];
  return {
    allergens: ALLERGENS.filter((a) => allergens.has(a)),
    ingredients: { en: capitalise(items.map((i) => i.en).join(", ")), ar: items.map((i) => i.ar).join("، ") },
    protein,
  };
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
