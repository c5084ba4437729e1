import { describe, expect, it } from "vitest";
import { ALLERGENS, avoidedIn, isAllergen, isAvoided, isProtein, proteinOfTag, PROTEINS } from "./dish-facts.ts";

const salmon = { protein: "fish", allergens: ["fish", "sesame", "soy"] };
const satay = { protein: "chicken", allergens: ["nuts", "soy"] };
const oats = { protein: "vegetarian", allergens: ["gluten", "dairy"] };

describe("the vocabulary", () => {
  it("has the eight allergens and eight proteins in the server's order", () => {
    expect(ALLERGENS).toEqual(["gluten", "dairy", "egg", "nuts", "sesame", "shellfish", "fish", "soy"]);
    expect(PROTEINS).toEqual(["chicken", "beef", "lamb", "fish", "shrimp", "turkey", "egg", "vegetarian"]);
    expect(isAllergen("nuts") && isProtein("lamb")).toBe(true);
    expect(isAllergen("lamb") || isProtein("nuts") || isProtein("toString")).toBe(false);
  });

  it("reads a dish's protein from the menu's protein tag, vegetarian when the tag is unknown", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(proteinOfTag)).toEqual(["chicken", "beef", "fish", "shrimp", "turkey", "lamb", "egg", "vegetarian"]);
    expect(proteinOfTag(0)).toBe("vegetarian");
    expect(proteinOfTag(99)).toBe("vegetarian");
  });
});

describe("avoidedIn", () => {
  it("names the disliked protein and the avoided allergens of a dish, in the dish's order", () => {
    const avoid = { proteins: ["fish"], allergens: ["soy", "nuts"] };
    expect(avoidedIn(salmon, avoid)).toEqual({ protein: "fish", allergens: ["soy"] });
    expect(avoidedIn(satay, avoid)).toEqual({ protein: null, allergens: ["nuts", "soy"] });
    expect(avoidedIn(oats, avoid)).toEqual({ protein: null, allergens: [] });
  });

  it("treats a dish cached before the server sent its facts as having none", () => {
    expect(avoidedIn({}, { proteins: ["fish"], allergens: ["nuts"] })).toEqual({ protein: null, allergens: [] });
    expect(avoidedIn({ protein: null }, { proteins: ["fish"], allergens: ["nuts"] })).toEqual({ protein: null, allergens: [] });
  });

  it("avoids nothing while the customer's choice is unknown", () => {
    expect(avoidedIn(salmon, undefined)).toEqual({ protein: null, allergens: [] });
    expect(isAvoided(salmon, undefined)).toBe(false);
  });

  it("ignores names it does not know", () => {
    expect(avoidedIn({ protein: "unicorn", allergens: ["glitter", "nuts"] }, { proteins: ["unicorn"], allergens: ["glitter", "nuts"] })).toEqual({
      protein: null,
      allergens: ["nuts"],
    });
  });
});

describe("isAvoided", () => {
  it("a dish is avoided for its protein or any one allergen, and not for the other kind's name", () => {
    expect(isAvoided(salmon, { proteins: ["fish"], allergens: [] })).toBe(true);
    expect(isAvoided(salmon, { proteins: [], allergens: ["fish"] })).toBe(true);
    expect(isAvoided(satay, { proteins: [], allergens: ["soy"] })).toBe(true);
    expect(isAvoided(oats, { proteins: ["fish"], allergens: ["nuts"] })).toBe(false);
    // Egg the protein is not egg the allergen: an omelette's protein is egg, a cake only contains it.
    expect(isAvoided({ protein: "vegetarian", allergens: ["egg"] }, { proteins: ["egg"], allergens: [] })).toBe(false);
    expect(isAvoided({ protein: "egg", allergens: [] }, { proteins: [], allergens: ["egg"] })).toBe(false);
  });
});
