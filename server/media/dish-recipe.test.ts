// What each dish's picture shows: read from its name, drawn only from files the installed set has.
import { describe, expect, it } from "vitest";
import { meals } from "../db/seed/catalog-data/meals.ts";
import { hasEmoji } from "./compose.ts";
import { dishRecipe, RECIPE_EMOJI } from "./dish-recipe.ts";
import { DIETICIAN_IDS, dieticianScene, bannerScene, PACKAGE_IDS, packageScene } from "./scenes.ts";

describe("dish recipes", () => {
  it("name only emoji the installed Fluent Emoji 3D set holds", async () => {
    const scenes = [bannerScene(), ...PACKAGE_IDS.map((id) => packageScene(id)!), ...DIETICIAN_IDS.map((id) => dieticianScene(id)!)];
    const all = new Set([...RECIPE_EMOJI, ...scenes.flatMap((s) => s.items.map((i) => i.emoji))]);
    for (const code of all) expect(await hasEmoji(code), code).toBe(true);
  });

  it("draw a dish by its kind, else its protein, with what it is served with", () => {
    expect(dishRecipe("Lentil Soup", 11, 1).hero).toBe("1f372");
    expect(dishRecipe("Mushroom and Cheese Omelette", 1, 2).hero).toBe("1f373");
    expect(dishRecipe("Chicken Caesar Wrap", 2, 3)).toMatchObject({ hero: "1f32f", beside: "1f357" });
    expect(dishRecipe("Grilled Salmon with Sweet Potato Mash", 2, 4)).toMatchObject({ hero: "1f41f", beside: "1f360" });
    expect(dishRecipe("Protein Pancakes with Berries", 1, 5)).toMatchObject({ hero: "1f95e", beside: "1fad0" });
    // A sweet dish is never drawn with the cheese its name mentions.
    expect(Object.values(dishRecipe("Strawberry Protein Cheesecake", 3, 6)).flat()).not.toContain("1f9c0");
  });

  it("give every dish a hero and at most two garnishes", () => {
    for (const m of meals) {
      const r = dishRecipe(m.name.en, m.mealTypeId, m.id);
      expect(r.hero, m.name.en).toMatch(/^[0-9a-f]{4,5}$/);
      expect(r.garnish.length, m.name.en).toBeLessThanOrEqual(2);
      expect(r.garnish, m.name.en).not.toContain(r.hero);
    }
  });
});
