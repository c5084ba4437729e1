// What a dish's picture shows, read from its English name: the dish itself (its kind: bowl, wrap,
// omelette, soup …, else its protein), what it is served with, and up to two garnishes. Each is a
// Fluent Emoji 3D file named by code point (`1f35b` is curry rice). Pure, so tests can read it.
import { MEAL_TYPE } from "../../rules/meal-types.ts";

/** [words, emoji]: the first row whose words appear in the name wins. */
type Table = ReadonlyArray<readonly [RegExp, string]>;

/** The dish as served: its kind, when the name says one. */
const KINDS: Table = [
  [/soup|harira|minestrone|tom yum/, "1f372"],
  [/omelette|frittata|fritters|eggs benedict|scrambled|sausage with/, "1f373"],
  [/shakshuka|tagine|stew|stroganoff|hash|kheema|liver|sayadieh/, "1f958"],
  [/pancake|chebab/, "1f95e"],
  [/waffle/, "1f9c7"],
  [/curry|tikka masala|biryani|machboos|kabsa|mandi|dal\b|jareesh|molokhia/, "1f35b"],
  [/fried rice|risotto|mujaddara|sushi/, "1f35a"],
  [/spaghetti|penne|linguine|lasagna|pasta/, "1f35d"],
  [/noodle|pad thai/, "1f35c"],
  [/burger/, "1f354"],
  [/taco/, "1f32e"],
  [/burrito|wrap|roll-up|pinwheel/, "1f32f"],
  [/shawarma|falafel bowl/, "1f959"],
  [/bagel/, "1f96f"],
  [/sandwich|toast|melt/, "1f96a"],
  [/fatayer|sambousek/, "1f95f"],
  [/manakeesh|flatbread|balaleet/, "1fad3"],
  [/poke|burrito bowl/, "1f371"],
  [/smoothie bowl|acai|parfait|yogurt|frozen/, "1f368"],
  [/pudding|mohalabia|umm ali|tiramisu/, "1f36e"],
  [/oat|granola|labneh|foul|balila|fatteh|fruit bowl/, "1f963"],
  [/salad|caprese|fattoush/, "1f957"],
  [/cheesecake/, "1f370"],
  [/muffin|brownie/, "1f9c1"],
  [/cookie/, "1f36a"],
  [/bar\b/, "1f36b"],
  [/\bballs|date bites/, "1f9c6"],
  [/hummus|baba ghanoush|muhammara/, "1f963"],
  [/chickpeas|edamame/, "1fadb"],
  [/nuts|dates stuffed|kale chips/, "1f95c"],
  [/fruit cup|fruit/, "1f347"],
];

/** The protein, when the name names no kind (and drawn beside the kind when it does). */
const PROTEINS: Table = [
  [/salmon|hammour|zubaidi|sea bream|fish|tuna/, "1f41f"],
  [/shrimp|seafood/, "1f364"],
  [/steak|cheesesteak|jerky/, "1f969"],
  [/lamb chops|lamb|kofta|kebab|meatball|beef|jerky/, "1f356"],
  [/chicken|tawook|turkey/, "1f357"],
  [/halloumi|tofu|feta|cheese|ricotta|cottage/, "1f9c0"],
  [/falafel/, "1f9c6"],
  [/egg/, "1f95a"],
];

/** What the dish is served with. */
const SIDES: Table = [
  [/sweet potato/, "1f360"],
  [/potato/, "1f954"],
  [/saffron rice|brown rice|basmati|rice|cauliflower rice|quinoa|freekeh|bulgur|couscous|barley|orzo/, "1f35a"],
  [/penne/, "1f35d"],
  [/broccoli/, "1f966"],
  [/green beans|edamame|pea\b/, "1fadb"],
  [/fattoush|garden salad|side salad|salad/, "1f96c"],
  [/vegetables|veggie|vegetable/, "1fad1"],
  [/bread|toast|chapati|pita|sourdough/, "1f956"],
];

/** Small things scattered around the plate. */
const GARNISHES: Table = [
  [/spinach|kale|molokhia|zaatar|herb|mint|basil|pesto|green/, "1f33f"],
  [/avocado/, "1f951"],
  [/mushroom/, "1f344"],
  [/tomato|caprese/, "1f345"],
  [/red pepper|bell pepper|peppers|chili|paprika|peri-peri|buffalo|harissa|muhammara|fajita/, "1fad1"],
  [/lemon|lime/, "1f34b"],
  [/blueberr|berry|berries|acai|cranberr/, "1fad0"],
  [/strawberr/, "1f353"],
  [/banana/, "1f34c"],
  [/mango|tropical/, "1f96d"],
  [/pineapple/, "1f34d"],
  [/\bapple/, "1f34e"],
  [/coconut/, "1f965"],
  [/peanut|almond|walnut|cashew|pistachio|nut/, "1f95c"],
  [/chocolate|cocoa|brownie|lotus/, "1f36b"],
  [/honey|date syrup|dates?\b/, "1f36f"],
  [/cucumber/, "1f952"],
  [/carrot/, "1f955"],
  [/corn/, "1f33d"],
  [/garlic/, "1f9c4"],
  [/onion|liver/, "1f9c5"],
  [/eggplant|baba ghanoush/, "1f346"],
  [/ginger/, "1fada"],
  [/olive|foul/, "1fad2"],
  [/cheese|feta|labneh/, "1f9c0"],
  [/egg/, "1f95a"],
];

/** Plain garnishes for a plate whose name gives none, per category. */
const FALLBACK_GARNISH: Record<number, string[]> = {
  1: ["1f951", "1f345", "1f34b"],
  2: ["1f34b", "1f33f", "1f345"],
  3: ["1f952", "1f345", "1f34b"],
  11: ["1f33f", "1f956", "1f34b"],
};

/** Sweet kinds: drawn with fruit or nuts, never with the cheese or egg their name mentions. */
const SWEET = new Set(["1f368", "1f36e", "1f963", "1f370", "1f9c1", "1f36a", "1f36b", "1f9c6", "1f95e", "1f9c7"]);
const SWEET_GARNISH = ["1fad0", "1f353", "1f34c"];

export type DishRecipe = {
  /** The largest element, in the middle of the plate. */
  hero: string;
  /** Beside the hero, smaller (the protein of a kind, or the side of a protein). */
  beside?: string;
  /** Small elements around the plate, at most two. */
  garnish: string[];
};

function firstMatch(text: string, table: Table): string | undefined {
  let best: { at: number; emoji: string } | undefined;
  for (const [pattern, emoji] of table) {
    const at = text.search(pattern);
    if (at >= 0 && (!best || at < best.at)) best = { at, emoji };
  }
  return best?.emoji;
}

function firstRow(text: string, table: Table): string | undefined {
  return table.find(([pattern]) => pattern.test(text))?.[1];
}

function allMatches(text: string, table: Table): string[] {
  return table
    .flatMap(([pattern, emoji]) => {
      const at = text.search(pattern);
      return at < 0 ? [] : [{ at, emoji }];
    })
    .sort((a, b) => a.at - b.at)
    .map((m) => m.emoji);
}

/** The elements of a dish's picture from its English name and meal type (rules/meal-types.ts). */
export function dishRecipe(nameEn: string, mealTypeId: number, id: number): DishRecipe {
  const name = nameEn.toLowerCase();
  const [dish = name, served = ""] = name.split(" with ");
  const kind = firstRow(dish, KINDS) ?? firstRow(name, KINDS);
  const sweet = kind !== undefined && SWEET.has(kind) && !/egg|spinach|hummus|labneh|foul|fatteh|balila/.test(name);
  const protein = sweet ? undefined : firstMatch(name, PROTEINS);
  const side = firstMatch(served, SIDES) ?? firstMatch(dish, SIDES);
  const hero = kind ?? protein ?? side ?? (mealTypeId === MEAL_TYPE.soup ? "1f372" : "1f957");
  const besideCandidates = [kind ? protein : side, kind ? side : undefined].filter((e): e is string => e !== undefined && e !== hero);
  const named = allMatches(name, GARNISHES).filter((e) => e !== hero && !(sweet && (e === "1f9c0" || e === "1f95a")));
  // A plate with one element takes its first garnish beside it, larger (oats with berries).
  const beside = besideCandidates[0] ?? named.shift();
  const used = new Set([hero, beside]);
  const garnish = named.filter((e) => !used.has(e));
  const fallback = sweet ? SWEET_GARNISH : (FALLBACK_GARNISH[mealTypeId] ?? FALLBACK_GARNISH[2]!);
  for (let i = 0; garnish.length < 2 && i < fallback.length; i++) {
    const pick = fallback[(id + i) % fallback.length]!;
    if (!used.has(pick) && !garnish.includes(pick)) garnish.push(pick);
  }
  return { hero, ...(beside ? { beside } : {}), garnish: garnish.slice(0, 2) };
}

/** Every emoji a recipe can name (the composer checks they exist in the installed set). */
export const RECIPE_EMOJI: readonly string[] = [
  ...new Set(
    [KINDS, PROTEINS, SIDES, GARNISHES]
      .flatMap((t) => t.map(([, e]) => e))
      .concat(Object.values(FALLBACK_GARNISH).flat(), SWEET_GARNISH, ["1f372", "1f957"]),
  ),
];
