// What each dish's picture shows: read from its name, so that a dish looks like what it is and the
// dishes a customer sees side by side differ; drawn only from files the installed set has.
import { describe, expect, it } from "vitest";
import { meals } from "../db/seed/catalog-data/meals.ts";
import { hasEmoji } from "./compose.ts";
import { dishMarkup } from "./dish-draw.ts";
import { dishRecipe, RECIPE_EMOJI, type DishRecipe } from "./dish-recipe.ts";
import { GLAZES } from "./compose.ts";
import { DIETICIAN_IDS, dieticianScene, bannerScene, PACKAGE_IDS, packageScene } from "./scenes.ts";

const recipeOf = (name: string): DishRecipe => {
  const m = meals.find((d) => d.name.en === name);
  if (!m) throw new Error(`no dish ${name}`);
  return dishRecipe(m.name.en, m.mealTypeId, m.id);
};
const key = (r: DishRecipe) => JSON.stringify(r);
/** What is drawn of the dish itself, garnishes aside. */
const food = ({ garnish: _, ...rest }: DishRecipe) => JSON.stringify(rest);
const CATEGORIES = [1, 2, 3, 11];

describe("dish recipes", () => {
  it("name only emoji the installed Fluent Emoji 3D set holds", async () => {
    const scenes = [bannerScene(), ...PACKAGE_IDS.map((id) => packageScene(id)!), ...DIETICIAN_IDS.map((id) => dieticianScene(id)!)];
    const all = new Set([...RECIPE_EMOJI, ...scenes.flatMap((s) => s.items.map((i) => i.emoji))]);
    for (const code of all) expect(await hasEmoji(code), code).toBe(true);
  });

  it("draw a dish's protein as cut and cooked, in its marinade's colour, on its base", () => {
    const tikka = recipeOf("Chicken Tikka with Basmati Rice");
    const tawook = recipeOf("Shish Tawook with Basmati Rice");
    const lemon = recipeOf("Grilled Lemon Herb Chicken with Brown Rice");
    expect(tikka).toMatchObject({ vessel: "plate", base: { look: "rice" }, main: { look: "skewer" } });
    expect(tawook.main?.look).toBe("skewer");
    expect(tawook.main?.colour).not.toBe(tikka.main?.colour);
    expect(lemon).toMatchObject({ main: { look: "breast" }, base: { look: "rice" } });
    expect(lemon.base?.colour).not.toBe(tikka.base?.colour);
    expect(new Set([tikka, tawook, lemon].map(food)).size).toBe(3);
    expect(recipeOf("Beef Kofta with Basmati Rice").main?.look).toBe("kofta");
    expect(recipeOf("Grilled Salmon with Quinoa")).toMatchObject({ main: { look: "fillet" }, base: { look: "grain" } });
    expect(recipeOf("Grilled Zubaidi with Garden Salad")).toMatchObject({ main: { look: "whole-fish" }, base: { look: "greens" } });
    expect(recipeOf("Lentil Soup")).toMatchObject({ vessel: "bowl", fill: "#e8a33c" });
    expect(recipeOf("Classic Shakshuka")).toMatchObject({ vessel: "pan", main: { look: "eggs-in-sauce" } });
    expect(recipeOf("Overnight Oats with Berries")).toMatchObject({ vessel: "jar", beside: "1fad0" });
    // Roasted chickpeas are chickpeas in a bowl, not a pea pod; edamame are pods.
    expect(recipeOf("Roasted Chickpeas with Cumin")).toMatchObject({ vessel: "bowl", main: { look: "legumes" } });
    expect(JSON.stringify(recipeOf("Roasted Chickpeas with Cumin"))).not.toContain("1fadb");
    expect(recipeOf("Edamame with Sea Salt").main?.look).toBe("pods");
    // A dish that is one thing an emoji draws well stays that emoji; a sweet one never shows cheese.
    expect(recipeOf("Chicken Caesar Wrap")).toMatchObject({ hero: "1f959", beside: "1f357" });
    expect(Object.values(recipeOf("Strawberry Protein Cheesecake")).flat()).not.toContain("1f9c0");
  });

  it("draw look-alike dishes by what each is: the omelettes by their filling and shape, the protein bars by coating and topping", () => {
    const mushroom = recipeOf("Mushroom and Cheese Omelette");
    const turkey = recipeOf("Turkey and Cheese Omelette");
    // Folded under sliced mushrooms; rolled beside its turkey slices.
    expect(mushroom).toMatchObject({ main: { look: "omelette" }, topping: { look: "mushrooms" } });
    expect(turkey).toMatchObject({ main: { look: "rolled" }, base: { look: "cold-cuts" } });
    expect(recipeOf("Garden Vegetable Omelette").topping).toBeUndefined();
    // Bars drawn as bars (not one chocolate-bar emoji for all), each in its own coating.
    const bars = ["Chocolate Peanut Protein Bar", "Almond Coconut Protein Bar", "Oat and Honey Granola Bar", "Cranberry Nut Bar", "Lemon Protein Bar"].map(recipeOf);
    for (const bar of bars) expect(bar).toMatchObject({ vessel: "board", main: { look: "bar" } });
    expect(bars.map((b) => b.hero)).toEqual([undefined, undefined, undefined, undefined, undefined]);
    expect(new Set(bars.map((b) => b.main?.colour)).size).toBe(bars.length);
    expect(new Set(bars.map(food)).size).toBe(bars.length);
    const [chocolate, coconut] = bars as [DishRecipe, DishRecipe];
    expect(chocolate.topping?.colour).not.toBe(coconut.topping?.colour);
  });

  it("give the breakfasts their own pictures: not one pan with an egg", () => {
    const breakfasts = meals.filter((m) => m.mealTypeId === 1).map((m) => dishRecipe(m.name.en, m.mealTypeId, m.id));
    expect(breakfasts.filter((r) => r.hero === "1f373")).toEqual([]);
    expect(new Set(breakfasts.map((r) => r.vessel))).toEqual(new Set(["plate", "pan", "board", "bowl", "jar"]));
  });

  it("draw nine dishes in ten differently, in each category, and never two neighbours alike", () => {
    const all = meals.map((m) => ({ m, r: dishRecipe(m.name.en, m.mealTypeId, m.id) }));
    expect(new Set(all.map(({ r }) => key(r))).size).toBeGreaterThanOrEqual(0.9 * all.length);
    for (const category of CATEGORIES) {
      const rows = all.filter(({ m }) => m.mealTypeId === category);
      expect(new Set(rows.map(({ r }) => food(r))).size, `category ${category}`).toBeGreaterThanOrEqual(0.9 * rows.length);
      // The menu lists a category's dishes by id, all of them or a package's (catalog-repo.ts).
      for (const pkg of [undefined, 24, 26, 28] as const) {
        const listed = rows.filter(({ m }) => pkg === undefined || m.packageIds.includes(pkg));
        for (let i = 1; i < listed.length; i++) {
          expect(key(listed[i]!.r), `${listed[i - 1]!.m.name.en} | ${listed[i]!.m.name.en}`).not.toBe(key(listed[i - 1]!.r));
        }
      }
    }
  });

  it("give every dish something drawn and at most two garnishes, the same every time", () => {
    for (const m of meals) {
      const r = dishRecipe(m.name.en, m.mealTypeId, m.id);
      expect(r.hero !== undefined || r.main !== undefined || r.base !== undefined || r.fill !== undefined, m.name.en).toBe(true);
      expect(r.garnish.length, m.name.en).toBeLessThanOrEqual(2);
      expect(r.garnish, m.name.en).not.toContain(r.hero);
      expect(dishRecipe(m.name.en, m.mealTypeId, m.id)).toEqual(r);
      expect(dishMarkup(r, GLAZES.white, m.id, false)).toBe(dishMarkup(r, GLAZES.white, m.id, false));
    }
  });
});
