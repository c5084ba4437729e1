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
 * order their keywords appear in the name, then what IMPLIED below adds.
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
  e(/\beggs?\b|omelette|shakshuka|frittata|benedict|deviled|balaleet|pad thai|fried rice|breakfast burrito/, "eggs", "بيض", "egg"),
  e(/\btofu\b/, "tofu", "توفو", "soy"),
  e(/\bedamame\b/, "edamame", "إدامامي", "soy"),
  e(/\bhalloumi\b/, "halloumi", "جبن حلوم", "dairy"),
  e(/\bfalafel\b/, "falafel", "فلافل", "sesame"),
  e(/\blentil|\bdal\b|mujaddara/, "lentils", "عدس"),
  e(/chickpea|hummus|balila/, "chickpeas", "حمص حب"),
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
  e(/\bwraps?\b|burrito(?! bowl)|quesadilla|\btacos?\b|fajita(?! bowl)|pinwheels/, "wheat tortilla", "خبز تورتيلا من القمح", "gluten"),
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
  e(/\bclub\b|tuna salad|egg salad|chicken salad|honey mustard|deviled/, "mayonnaise", "مايونيز", "egg"),
  e(/deviled|honey mustard/, "mustard", "خردل"),
  e(/\bcocktail\b/, "cocktail sauce (tomato, mayonnaise, horseradish)", "صلصة الكوكتيل (طماطم ومايونيز وفجل حار)", "egg"),
  e(/\bbbq\b/, "barbecue sauce (tomato, molasses)", "صلصة باربكيو (طماطم ودبس)"),
  e(/\btacos?\b|burrito/, "tomato salsa", "صلصة طماطم (سالسا)"),
  e(/fish tacos/, "cabbage slaw", "سلطة ملفوف"),
  e(/salmon bagel|salmon cucumber/, "cream cheese", "جبن كريمي", "dairy"),
  e(/fritters/, "flour", "دقيق", "gluten"),
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
  e(
    /(?<!cauliflower )\brice\b|sushi|machboos|kabsa|biryani|mandi|risotto|saffron rice|burrito bowl|fajita bowl|poke|sayadieh/,
    "rice",
    "أرز",
  ),
  e(/burrito bowl/, "black beans", "فاصوليا سوداء"),
  e(/chili bowl/, "kidney beans", "فاصوليا حمراء"),
  e(/quinoa/, "quinoa", "كينوا"),
  e(/sweet potato/, "sweet potato", "بطاطا حلوة"),
  e(/(?<!sweet )potato/, "potatoes", "بطاطس"),
  e(/broccoli/, "broccoli", "بروكلي"),
  e(/vegetable|veggie|minestrone|stir-fried/, "seasonal vegetables", "خضار موسمية"),
  e(/green beans/, "green beans", "فاصوليا خضراء"),
  e(/cauliflower/, "cauliflower", "قرنبيط"),
  e(/salad|fattoush/, "lettuce, tomato and cucumber", "خس وطماطم وخيار"),
  e(/roll-ups|cocktail|\bclub\b/, "lettuce", "خس"),
  e(/spinach|green shakshuka/, "spinach", "سبانخ"),
  e(/mushroom/, "mushrooms", "فطر"),
  e(/tomato|(?<!green )shakshuka|bolognese|caprese|harira|minestrone/, "tomatoes", "طماطم"),
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
  e(/\bcorn\b|burrito bowl/, "sweet corn", "ذرة حلوة"),
  e(/eggplant|baba ghanoush/, "eggplant", "باذنجان"),
  e(/cucumber|tzatziki/, "cucumber", "خيار"),
  e(/onion/, "onions", "بصل"),
  e(/lemon|lime/, "lemon", "ليمون"),
  e(/herb|pesto|basil|mint/, "fresh herbs", "أعشاب طازجة"),
  e(/ginger/, "ginger", "زنجبيل"),
  e(/garlic|shawarma|tawook/, "garlic", "ثوم"),
  e(/cumin/, "cumin", "كمون"),
  e(/deviled/, "paprika", "بابريكا"),
  e(/curry|tikka|masala|tandoori|biryani|kabsa|machboos|mandi|kofta|kebab|kheema|jareesh|sambousek/, "spice blend", "خلطة بهارات"),
  e(/chili|buffalo|peri-peri|paprika/, "chili", "فلفل حار"),
  e(/\bhoney\b/, "honey", "عسل"),
  e(/\bdates?\b/, "dates", "تمر"),
  e(/berr|strawberry|cranberry|acai/, "berries", "توت"),
  e(/banana/, "banana", "موز"),
  e(/mango|tropical/, "mango", "مانجو"),
  e(/(?<!pine)apple/, "apple", "تفاح"),
  e(/fig/, "figs", "تين"),
  e(/pineapple|tropical|(?<!dried )fruit/, "fresh fruit", "فواكه طازجة"),
  e(/chia/, "chia seeds", "بذور الشيا"),
  e(/chocolate|brownie/, "cocoa", "كاكاو"),
  e(/cinnamon|cardamom|saffron|rose/, "warm spices", "بهارات عطرية"),
  e(/apricot|dried fruit/, "dried apricots", "مشمش مجفف"),
  e(/raisin|dried fruit|granola bar/, "raisins", "زبيب"),
  e(/lotus/, "caramelised biscuit", "بسكويت اللوتس", "gluten"),
  e(/soup|harira|tom yum|minestrone/, "vegetable stock", "مرق خضار"),
  e(/cheese fatayer|cheese manakeesh/, "nigella seeds", "حبة البركة"),
  e(/sumac/, "sumac", "سماق"),
  e(/sea salt/, "sea salt", "ملح بحري"),
  e(/olive oil/, "olive oil", "زيت زيتون"),
];

/**
 * What a dish of a kind is cooked with though its name does not say it (a liver sautéed with garlic
 * and lemon, a lentil soup with onion and cumin): listed after what the name names, in this order.
 */
export const IMPLIED: readonly Entry[] = [
  e(/stuffed bell/, "rice", "أرز"),
  e(/kheema|meatballs|stuffed bell|chili bowl|breakfast wrap|\bclub\b/, "tomatoes", "طماطم"),
  e(/classic shakshuka|vegetable omelette|\bhash\b|breakfast burrito/, "peppers", "فلفل"),
  e(/breakfast wrap/, "cucumber", "خيار"),
  e(/buffalo/, "butter", "زبدة", "dairy"),
  e(/parfait/, "berries", "توت"),
  e(/smoothie bowl/, "banana", "موز"),
  e(/smoothie bowl|parfait/, "chia seeds", "بذور الشيا"),
  e(/acai|energy balls/, "coconut", "جوز الهند"),
  e(/protein bar/, "dates", "تمر"),
  e(/parfait|greek yogurt|yogurt cup|yogurt bark|fruit bowl|nut bar|protein balls|cottage cheese with/, "honey", "عسل"),
  e(/balaleet|chebab|tagine|date bites|mohalabia|apple slices/, "warm spices", "بهارات عطرية"),
  e(/liver|balila|\bfoul\b|cocktail|lentil soup|zubaidi|sea bream|grilled salmon|fruit cup|spinach fatayer/, "lemon", "ليمون"),
  e(/liver|balila|\bfoul\b|meatballs|lamb chops|linguine|jerky/, "garlic", "ثوم"),
  e(/roast turkey|lamb chops|kofta|fritters|salmon cucumber|caprese/, "fresh herbs", "أعشاب طازجة"),
  e(/fruit cup/, "mint", "نعناع"),
  e(/\bfoul\b|lentil soup|shakshuka|boiled eggs/, "cumin", "كمون"),
  e(
    /omelette|frittata|egg muffins|kheema|\bhash\b|shakshuka|tagine|jareesh|sumac|chili bowl|sayadieh|stuffed bell|meatballs|kofta|sambousek|fatayer|fritters|soup|harira|minestrone/,
    "onions",
    "بصل",
  ),
  e(/(?<!pepper )\bsteak\b|jerky/, "black pepper", "فلفل أسود"),
  e(
    /balila|grilled|roast|baked|sautéed|\bbbq\b|sumac|manakeesh|kale chips|roasted chickpeas|paprika chickpeas|caprese|halloumi bites|linguine/,
    "olive oil",
    "زيت زيتون",
  ),
  e(/roasted chickpeas|paprika chickpeas|kale chips|boiled eggs/, "sea salt", "ملح بحري"),
];

export type DishFacts = { allergens: Allergen[]; ingredients: { en: string; ar: string }; protein: Protein };

/** The dish's facts from its English name and protein tag. */
export function dishFacts(nameEn: string, tagId: number): DishFacts {
  const name = nameEn.toLowerCase();
  const found = KEYWORDS.map((entry) => ({ entry, at: name.search(entry.match) }))
    .filter((f) => f.at >= 0)
    .sort((a, b) => a.at - b.at || KEYWORDS.indexOf(a.entry) - KEYWORDS.indexOf(b.entry))
    .concat(IMPLIED.filter((entry) => entry.match.test(name)).map((entry) => ({ entry, at: name.length })));
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
