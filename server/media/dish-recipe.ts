// What a dish's picture shows, read from its English name (pure, so tests can read it): what it is
// served in (plate, bowl, pan, jar, board) and what fills it, its base (rice, mash, salad, pasta …),
// its protein as cut and cooked (slices, a skewer, kofta, a fillet, an egg's style …) in the colour
// of its marinade or glaze, its sauce or topping, all drawn (food-looks.ts, with dish-tables.ts);
// a dish that is one thing an emoji draws well (a burger, a wrap, pancakes) is that Fluent Emoji 3D
// file, named by code point (`1f32f` is a burrito). Up to two emoji garnishes go around it.
import { MEAL_TYPE } from "../../rules/meal-types.ts";
import { BASES, FILLS, FLAVOURS, MAINS, TOPPINGS, VESSELS, type Part, type Vessel } from "./dish-tables.ts";

/** [words, emoji]: the first row whose words appear in the name wins. */
type Table = ReadonlyArray<readonly [RegExp, string]>;

/** Dishes that are one thing an emoji draws well: drawn as that emoji (a kind), on their vessel. */
const KINDS: Table = [
  [/pancake|chebab/, "1f95e"],
  [/waffle/, "1f9c7"],
  [/burger/, "1f354"],
  [/taco/, "1f32e"],
  [/burrito(?! bowl)/, "1f32f"],
  [/wrap/, "1f959"],
  [/roll-up|pinwheel/, "1f365"],
  [/quesadilla/, "1fad3"],
  [/bagel/, "1f96f"],
  [/sandwich|melt/, "1f96a"],
  [/ricotta toast|avocado toast/, "1f35e"],
  [/fatayer|sambousek/, "1f95f"],
  [/manakeesh|flatbread/, "1fad3"],
  [/sushi/, "1f363"],
  [/cheesecake/, "1f370"],
  [/(?<!egg )muffin|brownie/, "1f9c1"],
  [/cookie/, "1f36a"],
  [/date bites|dates stuffed/, "1f330"],
  [/nuts and/, "1f95c"],
  [/fruit cup|apple slices|rice cakes/, "1f347"],
  [/pad thai|noodles/, "1f35c"],
  [/spaghetti|linguine/, "1f35d"],
  [/caprese/, "1f345"],
  [/salad cup|cocktail/, "1f957"],
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
const SWEET_DRAWN =
  /\bbar\b|oat(?! soup)|yogurt|acai|smoothie|chia|pudding|parfait|mohalabia|umm ali|fruit bowl|tiramisu|protein balls|energy balls/;

export type DishRecipe = {
  /** What it is served in. */
  vessel: Vessel;
  /** What fills a bowl, pan or jar: a soup, a sauce, porridge, a dip. */
  fill?: string;
  /** Drawn under or beside the protein: rice, mash, salad, pasta … */
  base?: Part;
  /** The protein as cut and cooked. */
  main?: Part;
  /** A sauce, dressing or topping over it. */
  topping?: Part;
  /** An emoji drawn as the dish itself, when it is one thing an emoji draws well. */
  hero?: string;
  /** Beside the hero, smaller (the protein of a kind, or the side of a protein); on a drawn dish, on top. */
  beside?: string;
  /** Small emoji around the vessel, at most two. */
  garnish: string[];
};

function firstMatch<T>(text: string, table: ReadonlyArray<readonly [RegExp, T]>): T | undefined {
  let best: { at: number; value: T } | undefined;
  for (const [pattern, value] of table) {
    const at = text.search(pattern);
    if (at >= 0 && (!best || at < best.at)) best = { at, value };
  }
  return best?.value;
}

function firstRow<T>(text: string, table: ReadonlyArray<readonly [RegExp, T]>): T | undefined {
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

/** Looks a flavour colours (a glaze on slices, a marinade on a skewer, an omelette's filling). */
const FLAVOURED = new Set(["breast", "skewer", "fillet", "cubes", "shrimp", "omelette", "egg-white", "rolled", "scrambled", "balls"]);

/** The drawn parts of a dish: its vessel, fill, base, protein and topping (none drawn: undefined). */
function drawnParts(name: string, dish: string, served: string): Omit<DishRecipe, "garnish"> | undefined {
  const vessel = firstRow(name, VESSELS) ?? "plate";
  const fill = vessel === "plate" || vessel === "board" ? undefined : firstRow(name, FILLS);
  const base = firstRow(served, BASES) ?? firstRow(dish, BASES);
  const found = firstRow(name, MAINS);
  const flavour = firstMatch(name, FLAVOURS);
  const main = found && flavour && FLAVOURED.has(found.look) ? { ...found, colour: flavour } : found;
  if (!fill && !base && !main) return undefined;
  const topping = firstMatch(name, TOPPINGS);
  return { vessel, ...(fill ? { fill } : {}), ...(base ? { base } : {}), ...(main ? { main } : {}), ...(topping ? { topping } : {}) };
}

/** The elements of a dish's picture from its English name and meal type (rules/meal-types.ts). */
export function dishRecipe(nameEn: string, mealTypeId: number, id: number): DishRecipe {
  const name = nameEn.toLowerCase();
  const [dish = name, served = ""] = name.split(" with ");
  const kind = firstRow(dish, KINDS) ?? firstRow(name, KINDS);
  const drawn = kind ? undefined : drawnParts(name, dish, served);
  const sweet = (kind !== undefined && SWEET.has(kind)) || (drawn !== undefined && SWEET_DRAWN.test(name));
  const protein = sweet ? undefined : firstMatch(name, PROTEINS);
  const side = firstMatch(served, SIDES) ?? firstMatch(dish, SIDES);
  const hero = drawn ? undefined : (kind ?? protein ?? side ?? (mealTypeId === MEAL_TYPE.soup ? "1f372" : "1f957"));
  const besideCandidates = drawn
    ? []
    : [kind ? protein : side, kind ? side : undefined].filter((e): e is string => e !== undefined && e !== hero);
  const named = allMatches(name, GARNISHES).filter((e) => e !== hero && !(sweet && (e === "1f9c0" || e === "1f95a")));
  // A plate with one element takes its first garnish beside it, larger; a drawn bowl or jar with no
  // protein takes it on top (oats with berries).
  const onTop = drawn !== undefined && (drawn.main === undefined || drawn.vessel === "jar");
  const beside = hero
    ? (besideCandidates[0] ?? named.shift())
    : onTop
      ? (named.shift() ?? (sweet ? SWEET_GARNISH[id % SWEET_GARNISH.length] : undefined))
      : undefined;
  const used = new Set([hero, beside]);
  const garnish = named.filter((e) => !used.has(e));
  const fallback = sweet ? SWEET_GARNISH : (FALLBACK_GARNISH[mealTypeId] ?? FALLBACK_GARNISH[2]!);
  for (let i = 0; garnish.length < 2 && i < fallback.length; i++) {
    const pick = fallback[(id + i) % fallback.length]!;
    if (!used.has(pick) && !garnish.includes(pick)) garnish.push(pick);
  }
  const vessel = drawn?.vessel ?? firstRow(name, VESSELS) ?? "plate";
  return { ...drawn, vessel, ...(hero ? { hero } : {}), ...(beside ? { beside } : {}), garnish: garnish.slice(0, 2) };
}

/** Every emoji a recipe can name (the composer checks they exist in the installed set). */
export const RECIPE_EMOJI: readonly string[] = [
  ...new Set(
    [KINDS, PROTEINS, SIDES, GARNISHES]
      .flatMap((t) => t.map(([, e]) => e))
      .concat(Object.values(FALLBACK_GARNISH).flat(), SWEET_GARNISH, ["1f372", "1f957"]),
  ),
];
