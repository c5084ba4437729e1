// The picker's rules: a slot's choices that day, what a dish has that the customer avoids, the day
// with the picks and ratings waiting in the outbox laid over it, and the day's totals.
import { describe, expect, it } from "vitest";
import type { DayPicks, PickSlot } from "./picks-api.ts";
import { avoidedIn, isAvoided } from "../../../rules/dish-facts.ts";
import { calorieTarget, choicesFor, dayTotals, dayView, isComplete, picksOf, type Dish } from "./picks-rules.ts";

// 2026-12-05 is a Saturday (weekday 6), 2026-12-06 a Sunday (0).
const SAT = "2026-12-05";
const dish = (id: number, mealTypeId: number, days: number[], extra: Partial<Dish> = {}): Dish => ({
  id,
  mealTypeId,
  name: `Dish ${id}`,
  imageUrl: `/media/meals/${id}-640.webp`,
  days,
  kcal: 100 * id,
  macros: { protein: 10 * id, carbs: 20 * id, fat: 5 * id },
  allergens: [],
  ...extra,
});
const MENU = [
  dish(1, 2, [6, 0], { protein: "chicken" }),
  dish(2, 1, [6], { allergens: ["egg", "dairy"], protein: "egg" }),
  dish(3, 2, [0]),
  dish(4, 3, [6], { allergens: ["nuts"] }),
  dish(5, 11, [6]),
  dish(6, 3, [6]),
];
const dishes = new Map(MENU.map((d) => [d.id, d]));

const slot = (type: PickSlot["type"], n: number, mealId: number | null, extra: Partial<PickSlot> = {}): PickSlot => ({
  type,
  slot: n,
  mealId,
  mealTypeId: null,
  name: mealId === null ? null : `Dish ${mealId}`,
  protein: null,
  allergens: [],
  ingredients: null,
  calories: mealId === null ? null : 100 * mealId,
  chosenBy: "kitchen",
  avoided: false,
  rating: null,
  ...extra,
});

const DAY: DayPicks = {
  purchaseId: 7,
  date: SAT,
  status: "upcoming",
  cutoffAt: "2026-12-03T23:59:59+03:00",
  changeable: true,
  packageId: 24,
  portionGrams: 100,
  slots: [slot("meal", 1, 1), slot("snack", 1, 6)],
  totals: { kcal: 700, protein: 40, carbs: 60, fat: 20 },
};

describe("choicesFor", () => {
  it("offers a meal slot breakfasts first, then main meals, served that weekday only", () => {
    expect(choicesFor(MENU, "meal", SAT).map((d) => d.id)).toEqual([2, 1]);
    expect(choicesFor(MENU, "meal", "2026-12-06").map((d) => d.id)).toEqual([1, 3]);
  });
  it("offers snacks to a snack slot and soups to a soup slot", () => {
    expect(choicesFor(MENU, "snack", SAT).map((d) => d.id)).toEqual([4, 6]);
    expect(choicesFor(MENU, "soup", SAT).map((d) => d.id)).toEqual([5]);
    expect(choicesFor(MENU, "soup", "2026-12-06")).toEqual([]);
  });
});

describe("warnings", () => {
  const avoid = { proteins: ["chicken"], allergens: ["nuts", "dairy"] };
  it("names the disliked protein and each avoided allergen", () => {
    expect(avoidedIn(dishes.get(1)!, avoid)).toEqual({ protein: "chicken", allergens: [] });
    expect(avoidedIn(dishes.get(2)!, avoid)).toEqual({ protein: null, allergens: ["dairy"] });
    expect(isAvoided(dishes.get(4)!, avoid)).toBe(true);
    expect(isAvoided(dishes.get(6)!, avoid)).toBe(false);
  });
  it("warns of nothing before the dislikes are known", () => {
    expect(isAvoided(dishes.get(1)!, undefined)).toBe(false);
  });
});

describe("the day with what waits in the outbox", () => {
  it("lays the last pending picks of the day over its slots, as the customer's, with the catalog's names and calories", () => {
    const view = dayView(
      DAY,
      [
        { purchaseId: 7, date: SAT, picks: { meal: [1], snack: [4], soup: [] } },
        { purchaseId: 7, date: SAT, picks: { meal: [2], snack: [6], soup: [] } },
        { purchaseId: 7, date: "2026-12-06", picks: { meal: [3], snack: [6], soup: [] } },
      ],
      [],
      dishes,
      { proteins: [], allergens: ["egg"] },
    );
    expect(view.picksPending).toBe(true);
    expect(view.slots.map((s) => [s.mealId, s.name, s.calories, s.chosenBy, s.avoided, s.pending])).toEqual([
      [2, "Dish 2", 200, "customer", true, true],
      [6, "Dish 6", 600, "customer", false, true],
    ]);
  });
  it("leaves a day with nothing pending as the server answered it", () => {
    const view = dayView(DAY, [{ purchaseId: 8, date: SAT, picks: { meal: [2], snack: [4], soup: [] } }], [], dishes, undefined);
    expect(view.picksPending).toBe(false);
    expect(view.slots.map((s) => [s.mealId, s.chosenBy, s.pending])).toEqual([
      [1, "kitchen", false],
      [6, "kitchen", false],
    ]);
  });
  it("shows a pending rating in place of the dish's rating", () => {
    const delivered = {
      ...DAY,
      status: "delivered" as const,
      changeable: false,
      slots: [slot("meal", 1, 1, { rating: { stars: 2, comment: null } })],
    };
    const view = dayView(delivered, [], [{ purchaseId: 7, date: SAT, mealId: 1, stars: 5, comment: "Lovely" }], dishes, undefined);
    expect(view.slots[0]).toMatchObject({ rating: { stars: 5, comment: "Lovely" }, ratingPending: true });
  });
});

describe("dayTotals", () => {
  it("answers the server's sums for the picks it has", () => {
    expect(dayTotals(DAY, picksOf(DAY.slots), dishes)).toEqual({ kcal: 700, protein: 40, carbs: 60, fat: 20 });
  });
  it("adds up the package portion's calories, protein, carbs and fat of other picks from the catalog", () => {
    expect(dayTotals(DAY, { meal: [2], snack: [4], soup: [] }, dishes)).toEqual({ kcal: 600, protein: 60, carbs: 120, fat: 30 });
  });
  it("does not take the server's sums for picks still waiting to be sent", () => {
    const view = dayView(DAY, [{ purchaseId: 7, date: SAT, picks: { meal: [2], snack: [4], soup: [] } }], [], dishes, undefined);
    expect(dayTotals(view, picksOf(view.slots), dishes)).toEqual({ kcal: 600, protein: 60, carbs: 120, fat: 30 });
  });
  it("leaves the macros unknown while a pick's dish has none on the device (cached before the server sent them)", () => {
    const { macros: _none, ...old } = dish(4, 3, [6]);
    const cachedBefore = new Map([...dishes, [4, old]]);
    expect(dayTotals(DAY, { meal: [2], snack: [4], soup: [] }, cachedBefore)).toEqual({ kcal: 600, protein: null, carbs: null, fat: null });
  });
  it("knows a complete day: one dish a slot", () => {
    expect(isComplete({ meal: [2], snack: [4], soup: [] }, { meal: 1, snack: 1, soup: 0 })).toBe(true);
    expect(isComplete({ meal: [], snack: [4], soup: [] }, { meal: 1, snack: 1, soup: 0 })).toBe(false);
  });
});

describe("calorieTarget", () => {
  it("reads the calculator's daily calories when the device has its result", () => {
    expect(calorieTarget({ id: "result", calories: 2379.13 })).toBe(2379);
    expect(calorieTarget(undefined)).toBeUndefined();
    expect(calorieTarget({ id: "result", calories: "x" })).toBeUndefined();
  });
});
