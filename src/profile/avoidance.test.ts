import { describe, expect, it } from "vitest";
import { avoidedIn, avoidsAnything, isAvoided, normalise, readKeptPreferences } from "./avoidance.ts";

const salmon = { protein: "fish", allergens: ["fish", "sesame", "soy"] };
const satay = { protein: "chicken", allergens: ["nuts", "soy"] };
const oats = { protein: "vegetarian", allergens: ["gluten", "dairy"] };

describe("avoidedIn", () => {
  it("names the disliked protein and the avoided allergens of a dish, in the dish's order", () => {
    const avoid = { proteins: ["fish"], allergens: ["soy", "nuts"] };
    expect(avoidedIn(salmon, avoid)).toEqual({ protein: "fish", allergens: ["soy"] });
    expect(avoidedIn(satay, avoid)).toEqual({ protein: null, allergens: ["nuts", "soy"] });
    expect(avoidedIn(oats, avoid)).toEqual({ protein: null, allergens: [] });
  });

  it("treats a dish cached before the server sent its facts as having none", () => {
    expect(avoidedIn({}, { proteins: ["fish"], allergens: ["nuts"] })).toEqual({ protein: null, allergens: [] });
    expect(isAvoided({}, { proteins: ["fish"], allergens: ["nuts"] })).toBe(false);
  });

  it("ignores names it does not know", () => {
    expect(avoidedIn({ protein: "unicorn", allergens: ["glitter", "nuts"] }, { proteins: ["unicorn"], allergens: ["glitter", "nuts"] })).toEqual({
      protein: null,
      allergens: ["nuts"],
    });
  });
});

describe("isAvoided and avoidsAnything", () => {
  it("a dish is avoided for its protein or any one allergen", () => {
    expect(isAvoided(salmon, { proteins: ["fish"], allergens: [] })).toBe(true);
    expect(isAvoided(salmon, { proteins: [], allergens: ["fish"] })).toBe(true);
    expect(isAvoided(oats, { proteins: ["fish"], allergens: ["nuts"] })).toBe(false);
    expect(avoidsAnything(undefined)).toBe(false);
    expect(avoidsAnything({ proteins: [], allergens: [] })).toBe(false);
    expect(avoidsAnything({ proteins: [], allergens: ["egg"] })).toBe(true);
  });
});

describe("normalise", () => {
  it("keeps known names once, in the server's order", () => {
    expect(normalise({ proteins: ["egg", "beef", "egg", "pork"], allergens: ["soy", "gluten", "nuts"] })).toEqual({
      proteins: ["beef", "egg"],
      allergens: ["gluten", "nuts", "soy"],
    });
    expect(normalise({ proteins: ["fish", "lamb"], allergens: [] })).toEqual({ proteins: ["lamb", "fish"], allergens: [] });
  });
});

describe("readKeptPreferences", () => {
  it("reads the device's copy and refuses anything else", () => {
    const value = { chosen: { proteins: ["fish"], allergens: ["nuts"] }, saved: { proteins: [], allergens: [] }, changedAt: 5, refused: "x" };
    expect(readKeptPreferences(value)).toEqual(value);
    expect(readKeptPreferences({ chosen: { proteins: [], allergens: [] }, saved: { proteins: [], allergens: [] } })).toEqual({
      chosen: { proteins: [], allergens: [] },
      saved: { proteins: [], allergens: [] },
      changedAt: 0,
    });
    expect(readKeptPreferences(undefined)).toBeUndefined();
    expect(readKeptPreferences({ proteins: [], allergens: [] })).toBeUndefined();
    expect(readKeptPreferences({ chosen: { proteins: "fish", allergens: [] }, saved: { proteins: [], allergens: [] } })).toBeUndefined();
  });
});
