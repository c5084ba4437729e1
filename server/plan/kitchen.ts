// The kitchen's picks (docs/product-rules.md "Meal picks, nutrition and ratings"): for a delivery
// day the customer did not pick, the dishes the kitchen sends. A pure, deterministic function of the plan's slots, the day, the
// package's menu, the customer's dislikes and allergens, and the ratings:
// - never a dish of a disliked protein or with an avoided allergen (a slot stays empty rather);
// - no dish twice within three days (the day and the two calendar days before it) where the menu
//   allows, and never twice on one day where it allows;
// - better-rated dishes first (the average from three ratings up; fewer count as a neutral 3),
//   ties broken by a hash of the plan, the day and the dish, so customers do not all get the same
//   dish and a day's picks do not change from one read to the next.
import { isAvoided, type Avoidance } from "../../rules/dish-facts.ts";
import { fillsSlot, MEAL_TYPE, SLOT_MEAL_TYPES, type SlotType } from "../../rules/meal-types.ts";
import { addDays, weekdayOf } from "../../rules/order-dates.ts";

export type Slot = { slot_type: SlotType; slot: number };
export type Counts = { meals: number; snacks: number; soups: number };
export type MenuDish = { id: number; mealTypeId: number; protein: string; allergens: readonly string[]; days: readonly number[] };
export type Rating = { average: number; count: number };
export type PickedSlot = Slot & { mealId: number | null };

/** Ratings count in the kitchen's order (and on the menu) from this many up. */
export const MIN_RATINGS = 3;
const NEUTRAL = 3;

/** The day's slots: meals, then snacks, then soups, numbered from 1. */
export function slotsOf(counts: Counts): Slot[] {
  const make = (slot_type: SlotType, n: number) => Array.from({ length: n }, (_, i) => ({ slot_type, slot: i + 1 }));
  return [...make("meal", counts.meals), ...make("snack", counts.snacks), ...make("soup", counts.soups)];
}

export const slotKey = (s: Slot) => `${s.slot_type}:${s.slot}`;

export type StoredPicks = ReadonlyMap<string, ReadonlyMap<string, { mealId: number; chosenBy: "customer" | "kitchen" }>>;

/** Stored pick rows by day, then by slot key. */
export function storedByDay(rows: readonly (Slot & { date: string; meal_id: number; chosen_by: "customer" | "kitchen" })[]): StoredPicks {
  const out = new Map<string, Map<string, { mealId: number; chosenBy: "customer" | "kitchen" }>>();
  for (const r of rows) {
    let day = out.get(r.date);
    if (!day) out.set(r.date, (day = new Map()));
    day.set(slotKey(r), { mealId: r.meal_id, chosenBy: r.chosen_by });
  }
  return out;
}

/**
 * What is wrong with a customer's picks of a day, if anything: each type needs exactly its count
 * of dishes, each a dish of that type on the package's menu and served that weekday.
 */
export function picksProblem(
  picks: Record<SlotType, readonly number[]>,
  counts: Counts,
  menu: ReadonlyMap<number, Pick<MenuDish, "mealTypeId" | "days">>,
  weekday: number,
): { code: "wrong_count" | "meal_not_available"; type: SlotType; expected: number } | null {
  const expected: Record<SlotType, number> = { meal: counts.meals, snack: counts.snacks, soup: counts.soups };
  for (const type of ["meal", "snack", "soup"] as const) {
    if (picks[type].length !== expected[type]) return { code: "wrong_count", type, expected: expected[type] };
    for (const id of picks[type]) {
      const m = menu.get(id);
      if (!m || !fillsSlot(type, m.mealTypeId) || !m.days.includes(weekday))
        return { code: "meal_not_available", type, expected: expected[type] };
    }
  }
  return null;
}

/** The meal types a slot prefers, in order: with three meals or more the first is a breakfast. */
function typesFor(slot: Slot, counts: Counts): readonly number[] {
  if (slot.slot_type !== "meal") return SLOT_MEAL_TYPES[slot.slot_type];
  const { breakfast, main } = MEAL_TYPE;
  return counts.meals >= 3 && slot.slot === 1 ? [breakfast, main] : [main, breakfast];
}

/** FNV-1a of `text`, continued from the state `h` (the offset basis for a new hash): a stable tie-break. */
function hash(text: string, h = 0x811c9dc5): number {
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

export function scoreOf(rating: Rating | undefined): number {
  return rating && rating.count >= MIN_RATINGS ? rating.average : NEUTRAL;
}

export type KitchenDayInput = {
  /** Identifies the plan in the tie-break (its purchase id). */
  salt: number;
  date: string;
  counts: Counts;
  menu: readonly MenuDish[];
  avoid: Avoidance;
  ratings: ReadonlyMap<number, Rating>;
  /** Dishes served on the two days before. */
  recent: ReadonlySet<number>;
  /** Slots already filled on this day (by the customer or fixed): only the others are picked. */
  taken?: ReadonlyMap<string, number>;
};

/** A dish the kitchen may send, with what ranking it needs (worked out once per plan, not per day). */
type Candidate = { d: MenuDish; score: number; idText: string };

/** The dishes of `menu` served on each weekday that avoid nothing of `avoid`, with their scores. */
function candidatesByWeekday(
  menu: readonly MenuDish[],
  avoid: Avoidance,
  ratings: ReadonlyMap<number, Rating>,
): (weekday: number) => Candidate[] {
  const allowed = menu.filter((d) => !isAvoided(d, avoid)).map((d) => ({ d, score: scoreOf(ratings.get(d.id)), idText: String(d.id) }));
  const byWeekday = new Map<number, Candidate[]>();
  return (weekday) => {
    let list = byWeekday.get(weekday);
    if (!list) byWeekday.set(weekday, (list = allowed.filter((c) => c.d.days.includes(weekday))));
    return list;
  };
}

/** The kitchen's picks of one day: every slot, filled or (when the menu offers nothing allowed) null. */
export function kitchenDay(input: KitchenDayInput): PickedSlot[] {
  return pickDay(input, candidatesByWeekday(input.menu, input.avoid, input.ratings)(weekdayOf(input.date)));
}

function pickDay(input: Omit<KitchenDayInput, "menu" | "avoid" | "ratings">, candidates: readonly Candidate[]): PickedSlot[] {
  // The tie-break hashes `${salt}|${date}|${id}`: the day's part once, then each dish's id.
  const dayHash = hash(`${input.salt}|${input.date}|`);
  const ranked = candidates
    .map((c) => ({ d: c.d, score: c.score, tie: hash(c.idText, dayHash) }))
    .sort((a, b) => b.score - a.score || a.tie - b.tie || a.d.id - b.d.id)
    .map((r) => r.d);
  const today = new Set(input.taken?.values() ?? []);
  return slotsOf(input.counts).map((slot) => {
    const taken = input.taken?.get(slotKey(slot));
    if (taken !== undefined) return { ...slot, mealId: taken };
    const types = typesFor(slot, input.counts);
    const choose = (ok: (d: MenuDish) => boolean) => {
      for (const type of types) {
        const found = ranked.find((d) => d.mealTypeId === type && ok(d));
        if (found) return found;
      }
      return undefined;
    };
    // The rules give way in order when the menu is too small: first the three days, then one day.
    const dish = choose((d) => !today.has(d.id) && !input.recent.has(d.id)) ?? choose((d) => !today.has(d.id)) ?? choose(() => true);
    if (dish) today.add(dish.id);
    return { ...slot, mealId: dish?.id ?? null };
  });
}

export type PlanDayPicks = { date: string; slots: Array<PickedSlot & { chosenBy: "customer" | "kitchen" }> };

/**
 * The picks of the plan's delivery days in order, up to and including `until`: each day's stored
 * picks (the customer's, or the kitchen's fixed at the cutoff) and the kitchen's for the rest,
 * each day's kitchen picks knowing the two days before it.
 */
export function planPicks(input: {
  salt: number;
  /** The plan's delivery days (frozen ones left out), in order. */
  days: readonly string[];
  until: string;
  counts: Counts;
  menu: readonly MenuDish[];
  avoid: Avoidance;
  ratings: ReadonlyMap<number, Rating>;
  stored: StoredPicks;
}): PlanDayPicks[] {
  const out: PlanDayPicks[] = [];
  const served = new Map<string, number[]>();
  const candidates = candidatesByWeekday(input.menu, input.avoid, input.ratings);
  for (const date of input.days) {
    if (date > input.until) break;
    const stored = input.stored.get(date);
    const taken = new Map([...(stored ?? new Map())].map(([k, v]) => [k, v.mealId] as const));
    const recent = new Set([...(served.get(addDays(date, -1)) ?? []), ...(served.get(addDays(date, -2)) ?? [])]);
    const slots = pickDay({ salt: input.salt, date, counts: input.counts, recent, taken }, candidates(weekdayOf(date))).map((s) => ({
      ...s,
      chosenBy: stored?.get(slotKey(s))?.chosenBy ?? ("kitchen" as const),
    }));
    served.set(
      date,
      slots.flatMap((s) => (s.mealId === null ? [] : [s.mealId])),
    );
    out.push({ date, slots });
  }
  return out;
}
