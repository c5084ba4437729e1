import { describe, expect, it } from "vitest";
import { avoidsAnything, normalise, readKeptPreferences } from "./avoidance.ts";

describe("avoidsAnything", () => {
  it("is true once the customer avoids one protein or one allergen", () => {
    expect(avoidsAnything(undefined)).toBe(false);
    expect(avoidsAnything({ proteins: [], allergens: [] })).toBe(false);
    expect(avoidsAnything({ proteins: [], allergens: ["egg"] })).toBe(true);
    expect(avoidsAnything({ proteins: ["lamb"], allergens: [] })).toBe(true);
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
