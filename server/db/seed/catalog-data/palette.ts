// Colours for the generated dish illustrations, picked from the ingredients named in a dish's
// English name: [main item, side and garnish, plate bed (or the soup itself for soups)].
import { MEAL_TYPE, type MealTypeId } from "../../../../rules/meal-types.ts";
import type { TagId } from "./tags.ts";

/** Words naming the star of a dish; the earliest one in the name colours the main item. */
const PROTEIN_COLOURS: Array<[RegExp, string]> = [
  [/salmon/, "#f08a5d"],
  [/shrimp|seafood/, "#f4a582"],
  [/hammour|sea bream|zubaidi|fish|tuna/, "#e8dcc4"],
  [/steak|beef|kofta|bolognese|kheema|burger|meatball/, "#7a3e2b"],
  [/lamb|liver|mandi|machboos|kabsa/, "#8c4a2f"],
  [/chicken|tawook|turkey/, "#e0a458"],
  [/egg|omelette|frittata|benedict/, "#f7d24a"],
  [/halloumi|tofu|cheese|feta|labneh|ricotta|cottage|yogurt/, "#f4f1e6"],
];

/** Other ingredient words; the earliest of the "with …" part colours the side, the next the bed. */
const INGREDIENT_COLOURS: Array<[RegExp, string]> = [
  [/tikka|curry|biryani|masala|dal\b|tandoori/, "#d9822b"],
  [/teriyaki|soy|bbq/, "#6b3a1e"],
  [/peri-peri|chili|harissa|shakshuka|tomato|red pepper|muhammara|tom yum/, "#d64933"],
  [/shawarma|fajita|tacos|burrito|quesadilla/, "#c98b4a"],
  [/tzatziki|alfredo|cream/, "#f4f1e6"],
  [/falafel|freekeh|lentil|mujaddara|foul|balila/, "#9c6b30"],
  [/blueberr|berry|berries|acai|beetroot/, "#6b2d5c"],
  [/strawberr|raspberr|pomegranate/, "#c8324b"],
  [/chocolate|cocoa|brownie|date|coffee|mocha/, "#5a3825"],
  [/peanut|almond|pistachio|cashew|nut|tahini|sesame/, "#c8a165"],
  [/mango|pumpkin|carrot|sweet potato|apricot|orange|saffron/, "#f2a03d"],
  [/banana|corn|lemon|pineapple/, "#f3d36b"],
  [
    /avocado|pesto|spinach|broccoli|green|kale|zaatar|herb|pea\b|edamame|cucumber|zucchini|asparagus|molokhia|okra|mint/,
    "#5a9e4b",
  ],
  [/mushroom/, "#a68a64"],
  [
    /oat|granola|bulgur|couscous|quinoa|pancake|waffle|chebab|bread|toast|wrap|sandwich|bagel|manakeesh|pasta|penne|spaghetti|linguine|lasagna|noodle/,
    "#d8b779",
  ],
  [/rice|risotto|cauliflower/, "#faf6ec"],
  [/potato/, "#e3c16f"],
  [/vegetable|salad|veggie/, "#7fb069"],
  [/hummus|chickpea/, "#e2c799"],
];

const TAG_COLOURS: Record<TagId, string> = {
  1: "#e0a458",
  2: "#7a3e2b",
  3: "#e8dcc4",
  4: "#f4a582",
  5: "#d9a066",
  6: "#8c4a2f",
  7: "#f7d24a",
  8: "#7fb069",
};

const BEDS: Record<MealTypeId, string> = {
  [MEAL_TYPE.breakfast]: "#f6e7c8",
  [MEAL_TYPE.main]: "#e9dfc7",
  [MEAL_TYPE.snack]: "#fbefe0",
  [MEAL_TYPE.soup]: "#fff6e5",
};
const GARNISH = "#6aa84f";

function coloursIn(text: string, table: Array<[RegExp, string]>): string[] {
  return table
    .flatMap(([pattern, colour]) => {
      const at = text.search(pattern);
      return at < 0 ? [] : [{ at, colour }];
    })
    .sort((a, b) => a.at - b.at)
    .map((h) => h.colour);
}

export function paletteFor(nameEn: string, tagId: TagId, mealTypeId: MealTypeId): [string, string, string] {
  const name = nameEn.toLowerCase();
  const [dish = name, served = ""] = name.split(" with ");
  const main = coloursIn(name, PROTEIN_COLOURS)[0] ?? coloursIn(dish, INGREDIENT_COLOURS)[0] ?? TAG_COLOURS[tagId];
  const others = [...coloursIn(served, INGREDIENT_COLOURS), ...coloursIn(dish, INGREDIENT_COLOURS)].filter(
    (colour, i, all) => colour !== main && all.indexOf(colour) === i,
  );
  const side = others[0] ?? (main === GARNISH ? TAG_COLOURS[tagId] : GARNISH);
  const bed = others.find((c) => c !== side) ?? (side === BEDS[mealTypeId] ? "#ffffff" : BEDS[mealTypeId]);
  return [main, side, bed];
}
