// The kitchen's picks as a pure function (docs/product-rules.md "Meal picks, nutrition and
// ratings"): never a disliked protein or an avoided allergen, no dish twice within three days where
// the menu allows, better-rated dishes first, and the same answer for the same inputs. Properties
// run on the fixed seed of tests/support/property-seed.ts.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { meals } from "../db/seed/catalog-data/meals.ts";
import { ALLERGENS, isAvoided, PROTEINS, proteinOfTag } from "../../rules/dish-facts.ts";
import { addDays, weekdayOf } from "../../rules/order-dates.ts";
import { kitchenDay, picksProblem, planPicks, scoreOf, slotsOf, type MenuDish, type Rating } from "./kitchen.ts";
import { planCalendar } from "../../rules/order-dates.ts";

const MENU: MenuDish[] = meals
  .filter((m) => m.packageIds.includes(26))
  .map((m) => ({ id: m.id, mealTypeId: m.mealTypeId, protein: proteinOfTag(m.proteinTagId), allergens: m.allergens, days: m.days }));
const byId = new Map(MENU.map((d) => [d.id, d]));
const NONE = { proteins: [], allergens: [] };
const START = "2026-06-06";

const counts = fc.record({
  meals: fc.integer({ min: 1, max: 4 }),
  snacks: fc.integer({ min: 0, max: 3 }),
  soups: fc.integer({ min: 0, max: 1 }),
});
const avoid = fc.record({
  proteins: fc.subarray([...PROTEINS], { maxLength: 4 }),
  allergens: fc.subarray([...ALLERGENS], { maxLength: 4 }),
});
const ratings = fc
  .array(
    fc.record({
      id: fc.constantFrom(...MENU.map((d) => d.id)),
      average: fc.double({ min: 1, max: 5, noNaN: true }),
      count: fc.integer({ min: 0, max: 9 }),
    }),
    { maxLength: 60 },
  )
  .map((list) => new Map<number, Rating>(list.map((r) => [r.id, { average: r.average, count: r.count }])));

function plan(o: {
  salt: number;
  counts: { meals: number; snacks: number; soups: number };
  avoid: { proteins: string[]; allergens: string[] };
  ratings: Map<number, Rating>;
  days?: number;
}) {
  const { dates } = planCalendar(START, o.days ?? 13, new Set());
  return planPicks({
    salt: o.salt,
    days: dates,
    until: dates.at(-1)!,
    counts: o.counts,
    menu: MENU,
    avoid: o.avoid,
    ratings: o.ratings,
    stored: new Map(),
  });
}

describe("kitchenDay", () => {
  it("fills every slot with a dish of the slot's kind, served that weekday", () => {
    const day = kitchenDay({
      salt: 1,
      date: "2026-06-08",
      counts: { meals: 3, snacks: 2, soups: 1 },
      menu: MENU,
      avoid: NONE,
      ratings: new Map(),
      recent: new Set(),
    });
    expect(day.map((s) => `${s.slot_type}${s.slot}`)).toEqual(["meal1", "meal2", "meal3", "snack1", "snack2", "soup1"]);
    const weekday = weekdayOf("2026-06-08");
    for (const s of day) {
      const dish = byId.get(s.mealId!)!;
      expect(dish.days).toContain(weekday);
      expect({ meal: [1, 2], snack: [3], soup: [11] }[s.slot_type]).toContain(dish.mealTypeId);
    }
    // Three meals: the first is a breakfast.
    expect(byId.get(day[0]!.mealId!)!.mealTypeId).toBe(1);
    expect(new Set(day.map((s) => s.mealId)).size).toBe(day.length);
  });

  it("puts a dish rated 5 by three customers first; two ratings do not count yet", () => {
    const date = "2026-06-08";
    const mains = MENU.filter((d) => d.mealTypeId === 2 && d.days.includes(weekdayOf(date)));
    const favourite = mains.at(-1)!;
    const input = { salt: 7, date, counts: { meals: 1, snacks: 0, soups: 0 }, menu: MENU, avoid: NONE, recent: new Set<number>() };
    expect(kitchenDay({ ...input, ratings: new Map([[favourite.id, { average: 5, count: 3 }]]) })[0]!.mealId).toBe(favourite.id);
    const unrated = kitchenDay({ ...input, ratings: new Map() })[0]!.mealId;
    expect(kitchenDay({ ...input, ratings: new Map([[favourite.id, { average: 5, count: 2 }]]) })[0]!.mealId).toBe(unrated);
    expect(scoreOf({ average: 1.5, count: 4 })).toBeLessThan(scoreOf(undefined));
  });

  it("leaves a slot empty rather than send an avoided dish", () => {
    const everything = { proteins: [...PROTEINS], allergens: [] };
    const day = kitchenDay({
      salt: 1,
      date: "2026-06-08",
      counts: { meals: 2, snacks: 1, soups: 0 },
      menu: MENU,
      avoid: everything,
      ratings: new Map(),
      recent: new Set(),
    });
    expect(day.every((s) => s.mealId === null)).toBe(true);
  });

  it("repeats a dish only when the menu leaves no other", () => {
    const tiny = MENU.filter((d) => d.mealTypeId === 11)
      .slice(0, 1)
      .map((d) => ({ ...d, days: [0, 1, 2, 3, 4, 6] }));
    const { dates } = planCalendar(START, 6, new Set());
    const days = planPicks({
      salt: 1,
      days: dates,
      until: dates.at(-1)!,
      counts: { meals: 0, snacks: 0, soups: 2 },
      menu: tiny,
      avoid: NONE,
      ratings: new Map(),
      stored: new Map(),
    });
    expect(days.every((d) => d.slots.every((s) => s.mealId === tiny[0]!.id))).toBe(true);
  });
});

describe("the kitchen's picks, as properties", () => {
  it("never picks a disliked protein or an avoided allergen", () => {
    fc.assert(
      fc.property(fc.nat(1e6), counts, avoid, ratings, (salt, c, a, r) => {
        for (const day of plan({ salt, counts: c, avoid: a, ratings: r })) {
          for (const s of day.slots) if (s.mealId !== null) expect(isAvoided(byId.get(s.mealId)!, a)).toBe(false);
        }
      }),
      { numRuns: 60 },
    );
  });

  it("never serves a dish twice within three days where the menu allows", () => {
    fc.assert(
      fc.property(fc.nat(1e6), counts, avoid, ratings, (salt, c, a, r) => {
        const days = plan({ salt, counts: c, avoid: a, ratings: r });
        const served = new Map(days.map((d) => [d.date, d.slots.map((s) => s.mealId)]));
        for (const day of days) {
          const weekday = weekdayOf(day.date);
          const window = [addDays(day.date, -2), addDays(day.date, -1)].flatMap((d) => served.get(d) ?? []);
          for (const s of day.slots) {
            if (s.mealId === null) continue;
            const again = window.includes(s.mealId) || day.slots.filter((x) => x.mealId === s.mealId).length > 1;
            if (!again) continue;
            // Allowed only when every allowed dish of the slot's kind was already taken in the window.
            const kinds = { meal: [1, 2], snack: [3], soup: [11] }[s.slot_type];
            const fresh = MENU.filter((d) => kinds.includes(d.mealTypeId) && d.days.includes(weekday) && !isAvoided(d, a)).filter(
              (d) => !window.includes(d.id) && !day.slots.some((x) => x.mealId === d.id),
            );
            expect(fresh, `${day.date} ${s.slot_type}${s.slot}`).toEqual([]);
          }
        }
      }),
      { numRuns: 60 },
    );
  });

  it("prefers better-rated dishes: no unpicked fresh dish of the slot's kind rates higher than a pick", () => {
    fc.assert(
      fc.property(fc.nat(1e6), avoid, ratings, (salt, a, r) => {
        const date = "2026-06-09";
        const day = kitchenDay({
          salt,
          date,
          counts: { meals: 0, snacks: 2, soups: 0 },
          menu: MENU,
          avoid: a,
          ratings: r,
          recent: new Set(),
        });
        const picked = day.flatMap((s) => (s.mealId === null ? [] : [s.mealId]));
        const lowest = Math.min(...picked.map((id) => scoreOf(r.get(id))));
        const others = MENU.filter(
          (d) => d.mealTypeId === 3 && d.days.includes(weekdayOf(date)) && !isAvoided(d, a) && !picked.includes(d.id),
        );
        for (const d of others) expect(scoreOf(r.get(d.id))).toBeLessThanOrEqual(lowest);
      }),
      { numRuns: 80 },
    );
  });

  it("is deterministic: the same inputs give the same picks", () => {
    fc.assert(
      fc.property(fc.nat(1e6), counts, avoid, ratings, (salt, c, a, r) => {
        expect(plan({ salt, counts: c, avoid: a, ratings: r })).toEqual(plan({ salt, counts: c, avoid: a, ratings: new Map(r) }));
      }),
      { numRuns: 30 },
    );
  });

  it("keeps the customer's stored picks and the kitchen's fixed ones as they are", () => {
    const { dates } = planCalendar(START, 6, new Set());
    const mine = MENU.find((d) => d.mealTypeId === 2 && d.days.includes(weekdayOf(dates[1]!)))!;
    const stored = new Map([[dates[1]!, new Map([["meal:1", { mealId: mine.id, chosenBy: "customer" as const }]])]]);
    const days = planPicks({
      salt: 3,
      days: dates,
      until: dates.at(-1)!,
      counts: { meals: 2, snacks: 0, soups: 0 },
      menu: MENU,
      avoid: NONE,
      ratings: new Map(),
      stored,
    });
    expect(days[1]!.slots[0]).toMatchObject({ mealId: mine.id, chosenBy: "customer" });
    expect(days[1]!.slots[1]!.chosenBy).toBe("kitchen");
    expect(days[1]!.slots[1]!.mealId).not.toBe(mine.id);
    expect(slotsOf({ meals: 2, snacks: 0, soups: 0 })).toHaveLength(2);
  });
});

describe("a customer's picks of a day", () => {
  const date = "2026-06-08";
  const served = (types: number[]) => MENU.filter((d) => types.includes(d.mealTypeId) && d.days.includes(weekdayOf(date))).map((d) => d.id);
  const counts = { meals: 2, snacks: 1, soups: 0 };
  const good = { meal: served([1, 2]).slice(0, 2), snack: served([3]).slice(0, 1), soup: [] };

  it("takes one dish of the type per slot, served that weekday", () => {
    expect(picksProblem(good, counts, byId, weekdayOf(date))).toBeNull();
  });

  it("names the type whose count is wrong, or whose dish is not served", () => {
    expect(picksProblem({ ...good, snack: [] }, counts, byId, weekdayOf(date))).toEqual({
      code: "wrong_count",
      type: "snack",
      expected: 1,
    });
    expect(picksProblem({ ...good, meal: [good.meal[0]!, served([3])[0]!] }, counts, byId, weekdayOf(date))).toMatchObject({
      code: "meal_not_available",
      type: "meal",
    });
    // Snacks are served on some weekdays only: one that is not served on a Monday.
    const notThatDay = MENU.find((d) => d.mealTypeId === 3 && !d.days.includes(weekdayOf(date)))!;
    expect(picksProblem({ ...good, snack: [notThatDay.id] }, counts, byId, weekdayOf(date))).toMatchObject({
      code: "meal_not_available",
      type: "snack",
    });
    expect(picksProblem({ ...good, snack: [notThatDay.id] }, counts, byId, weekdayOf(date))).toMatchObject({
      code: "meal_not_available",
      type: "snack",
    });
    expect(picksProblem({ ...good, snack: [999_999] }, counts, byId, weekdayOf(date))).toMatchObject({
      code: "meal_not_available",
      type: "snack",
    });
  });
});
