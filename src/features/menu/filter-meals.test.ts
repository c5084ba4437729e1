import { describe, expect, it } from "vitest";
import { activeFilterCount, createMealFilter, filterMeals, hideAvoided, NO_FILTER, proteinOptions } from "./filter-meals.ts";

const CHICKEN = 1;
const BEEF = 2;
const FISH = 3;

const meal = (id: number, name: string, proteinTagId: number, proteinTag: string, days: number[]) => ({ id, name, proteinTagId, proteinTag, days });

// Date#getDay numbering: 6 Saturday, 0 Sunday … 4 Thursday (never 5, Friday).
const MEALS = [
  meal(1, "Grilled Chicken with Rice", CHICKEN, "Chicken", [6, 0, 1]),
  meal(2, "Chicken Caesar Salad", CHICKEN, "Chicken", [2, 3]),
  meal(3, "Beef Burger", BEEF, "Beef", [6, 4]),
  meal(4, "Salmon Teriyaki", FISH, "Fish", [0, 4]),
  meal(5, "CHICKEN shawarma bowl", CHICKEN, "Chicken", [4]),
];

const AR_MEALS = [
  meal(11, "دجاج مشوي مع الأرز", CHICKEN, "دجاج", [6, 0]),
  meal(12, "سلطة الدجاج", CHICKEN, "دجاج", [1]),
  meal(13, "شوربة عدس", BEEF, "لحم", [2]),
  meal(14, "إفطار عربي", BEEF, "لحم", [3]),
  meal(15, "آيس كريم البروتين", FISH, "سمك", [4]),
];

const ids = (list: { id: number }[]) => list.map((m) => m.id);

describe("filterMeals", () => {
  it("returns every dish, in order, when no filter is set", () => {
    expect(ids(filterMeals(MEALS, NO_FILTER))).toEqual([1, 2, 3, 4, 5]);
  });

  it("searches names as a case-insensitive substring", () => {
    expect(ids(filterMeals(MEALS, { ...NO_FILTER, query: "chicken" }))).toEqual([1, 2, 5]);
    expect(ids(filterMeals(MEALS, { ...NO_FILTER, query: "  SALAD " }))).toEqual([2]);
    expect(ids(filterMeals(MEALS, { ...NO_FILTER, query: "ken wi" }))).toEqual([1]);
    expect(ids(filterMeals(MEALS, { ...NO_FILTER, query: "pizza" }))).toEqual([]);
  });

  it("keeps the dishes available on the chosen day", () => {
    expect(ids(filterMeals(MEALS, { ...NO_FILTER, day: 4 }))).toEqual([3, 4, 5]);
    expect(ids(filterMeals(MEALS, { ...NO_FILTER, day: 6 }))).toEqual([1, 3]);
    expect(ids(filterMeals(MEALS, { ...NO_FILTER, day: 5 }))).toEqual([]);
  });

  it("keeps the dishes of the chosen protein", () => {
    expect(ids(filterMeals(MEALS, { ...NO_FILTER, proteinTagId: FISH }))).toEqual([4]);
    expect(ids(filterMeals(MEALS, { ...NO_FILTER, proteinTagId: CHICKEN }))).toEqual([1, 2, 5]);
  });

  it("combines search, day and protein", () => {
    expect(ids(filterMeals(MEALS, { query: "chicken", day: 4, proteinTagId: CHICKEN }))).toEqual([5]);
    expect(ids(filterMeals(MEALS, { query: "chicken", day: 0, proteinTagId: CHICKEN }))).toEqual([1]);
    expect(ids(filterMeals(MEALS, { query: "", day: 4, proteinTagId: BEEF }))).toEqual([3]);
    expect(ids(filterMeals(MEALS, { query: "burger", day: 0, proteinTagId: BEEF }))).toEqual([]);
    expect(ids(filterMeals(MEALS, { query: "salmon", day: 4, proteinTagId: CHICKEN }))).toEqual([]);
  });

  it("searches Arabic names whatever the alef, ta marbuta or tashkeel typed", () => {
    expect(ids(filterMeals(AR_MEALS, { ...NO_FILTER, query: "الدجاج" }))).toEqual([12]);
    expect(ids(filterMeals(AR_MEALS, { ...NO_FILTER, query: "دجاج" }))).toEqual([11, 12]);
    expect(ids(filterMeals(AR_MEALS, { ...NO_FILTER, query: "الارز" }))).toEqual([11]);
    expect(ids(filterMeals(AR_MEALS, { ...NO_FILTER, query: "سلطه" }))).toEqual([12]);
    expect(ids(filterMeals(AR_MEALS, { ...NO_FILTER, query: "شوربه" }))).toEqual([13]);
    expect(ids(filterMeals(AR_MEALS, { ...NO_FILTER, query: "افطار" }))).toEqual([14]);
    expect(ids(filterMeals(AR_MEALS, { ...NO_FILTER, query: "ايس" }))).toEqual([15]);
    expect(ids(filterMeals(AR_MEALS, { ...NO_FILTER, query: "دَجَاج" }))).toEqual([11, 12]);
  });

  it("combines an Arabic search with day and protein", () => {
    expect(ids(filterMeals(AR_MEALS, { query: "دجاج", day: 1, proteinTagId: CHICKEN }))).toEqual([12]);
    expect(ids(filterMeals(AR_MEALS, { query: "دجاج", day: 1, proteinTagId: BEEF }))).toEqual([]);
  });

  it("prepares the names once and answers many filters", () => {
    const run = createMealFilter(MEALS);
    expect(ids(run({ ...NO_FILTER, query: "c" }))).toEqual([1, 2, 5]);
    expect(ids(run({ ...NO_FILTER, query: "ch" }))).toEqual([1, 2, 5]);
    expect(ids(run({ ...NO_FILTER, query: "" }))).toEqual([1, 2, 3, 4, 5]);
  });
});

describe("activeFilterCount", () => {
  it("counts the filters that are set", () => {
    expect(activeFilterCount(NO_FILTER)).toBe(0);
    expect(activeFilterCount({ ...NO_FILTER, query: "   " })).toBe(0);
    expect(activeFilterCount({ query: "a", day: 0, proteinTagId: 3 })).toBe(3);
  });
});

describe("proteinOptions", () => {
  it("lists each protein of the dishes once, sorted by name", () => {
    expect(proteinOptions(MEALS, "en")).toEqual([
      { id: BEEF, label: "Beef" },
      { id: CHICKEN, label: "Chicken" },
      { id: FISH, label: "Fish" },
    ]);
    expect(proteinOptions(AR_MEALS, "ar").map((p) => p.label)).toEqual(["دجاج", "سمك", "لحم"]);
    expect(proteinOptions([], "en")).toEqual([]);
  });
});

describe("hideAvoided", () => {
  const dishes = [
    { id: 1, protein: "fish", allergens: ["fish"] },
    { id: 2, protein: "chicken", allergens: ["nuts", "dairy"] },
    { id: 3, protein: "chicken", allergens: ["gluten"] },
    { id: 4, protein: "shrimp", allergens: ["shellfish"] },
    { id: 5 }, // cached before the server sent what it contains
  ];

  it("leaves out the dishes of a disliked protein or with an avoided allergen, and counts them", () => {
    const { shown, hidden } = hideAvoided(dishes, { proteins: ["fish"], allergens: ["nuts"] });
    expect(ids(shown)).toEqual([3, 4, 5]);
    expect(hidden).toBe(2);
    expect(ids(hideAvoided(dishes, { proteins: [], allergens: ["fish", "shellfish"] }).shown)).toEqual([2, 3, 5]);
  });

  it("answers the same list when nothing is avoided or nothing matches", () => {
    expect(hideAvoided(dishes, undefined)).toEqual({ shown: dishes, hidden: 0 });
    expect(hideAvoided(dishes, { proteins: [], allergens: [] }).shown).toBe(dishes);
    expect(hideAvoided(dishes, { proteins: ["lamb"], allergens: ["sesame"] }).shown).toBe(dishes);
  });

  it("applies after the other filters", () => {
    const meals = [
      { ...meal(1, "Salmon bowl", FISH, "Fish", [0]), protein: "fish", allergens: ["fish"] },
      { ...meal(2, "Satay chicken bowl", CHICKEN, "Chicken", [0]), protein: "chicken", allergens: ["nuts"] },
      { ...meal(3, "Chicken bowl", CHICKEN, "Chicken", [1]), protein: "chicken", allergens: [] },
    ];
    const found = filterMeals(meals, { ...NO_FILTER, query: "bowl", day: 0 });
    expect(ids(hideAvoided(found, { proteins: ["fish"], allergens: ["nuts"] }).shown)).toEqual([]);
    expect(hideAvoided(found, { proteins: ["fish"], allergens: ["nuts"] }).hidden).toBe(2);
  });
});
