// My meals' calls (server/routes/meals.ts): /daypicks (a delivery day's dishes, state and totals)
// and the fields of /savedaypicks and /ratemeal, which go through the outbox. The dislikes and
// allergens the picker warns about are the customer's one copy in src/profile/. The wire's shapes
// are the contract's (contract/day-picks.ts, types only: no zod in the app); they become app types
// here only.
import type { DayWire, RatingWire, TotalsWire } from "../../../contract/day-picks.ts";
import { post } from "../../lib/api-client.ts";
import type { LangId } from "../../lib/db.ts";

export type Totals = TotalsWire;
export type SlotType = DayWire["slots"][number]["slot_type"];

export type PickSlot = {
  type: SlotType;
  slot: number;
  mealId: number | null;
  mealTypeId: number | null;
  name: string | null;
  protein: string | null;
  allergens: string[];
  ingredients: string | null;
  calories: number | null;
  chosenBy: "customer" | "kitchen";
  /** The dish has a protein or an allergen the customer avoids. */
  avoided: boolean;
  rating: { stars: number; comment: string | null } | null;
  /** The dish's stored figures, for the day's totals at other portions (portions-rules.ts). */
  nutrition?: DayWire["slots"][number]["nutrition"];
};

export type DayPicks = {
  purchaseId: number;
  date: string;
  status: DayWire["status"];
  cutoffAt: string;
  changeable: boolean;
  packageId: number;
  portionGrams: number;
  slots: PickSlot[];
  totals: Totals;
};

export function toDayPicks(w: DayWire): DayPicks {
  return {
    purchaseId: w.purchase_id,
    date: w.date,
    status: w.status,
    cutoffAt: w.cutoff_at,
    changeable: w.changeable,
    packageId: w.package_id,
    portionGrams: w.portion_grams,
    slots: w.slots.map((s) => ({
      type: s.slot_type,
      slot: s.slot,
      mealId: s.meal_id,
      mealTypeId: s.meal_type_id,
      name: s.meal_name,
      protein: s.protein,
      allergens: s.allergens,
      ingredients: s.ingredients,
      calories: s.calories,
      chosenBy: s.chosen_by,
      avoided: s.avoided,
      rating: s.rating,
      nutrition: s.nutrition ?? null,
    })),
    totals: w.totals,
  };
}

/** Whether an answer has a day's shape (what the outbox hands back is not typed). */
export function isWireDay(value: unknown): value is DayWire {
  const v = value as Partial<DayWire> | null;
  return typeof v === "object" && v !== null && typeof v.purchase_id === "number" && typeof v.date === "string" && Array.isArray(v.slots);
}

export function isWireRating(value: unknown): value is RatingWire {
  const v = value as Partial<RatingWire> | null;
  return typeof v === "object" && v !== null && typeof v.meal_id === "number" && typeof v.stars === "number";
}

export async function fetchDayPicks(purchaseId: number, date: string, langId: LangId): Promise<DayPicks> {
  return toDayPicks(await post<DayWire>("/daypicks", { purchase_id: purchaseId, date, lang_id: langId }, { retry: 1 }));
}

/** The dish ids of a day's slots, by slot type, in slot order. */
export type Picks = Record<SlotType, number[]>;

/** The fields of a day's picks (the outbox adds the idempotency key). */
export function picksFields(purchaseId: number, date: string, picks: Picks, langId: LangId): Record<string, string> {
  return {
    purchase_id: String(purchaseId),
    date,
    meals: picks.meal.join(","),
    snacks: picks.snack.join(","),
    soups: picks.soup.join(","),
    lang_id: String(langId),
  };
}

/** The fields of a dish's rating (the outbox adds the idempotency key). */
export function ratingFields(purchaseId: number, date: string, mealId: number, stars: number, comment: string): Record<string, string> {
  const fields: Record<string, string> = { purchase_id: String(purchaseId), date, meal_id: String(mealId), stars: String(stars) };
  if (comment.trim()) fields.comment = comment.trim();
  return fields;
}

/** The picks a queued /savedaypicks entry carries. */
export function picksOfFields(payload: Record<string, string>): Picks {
  const ids = (v: string | undefined) => (v ?? "").split(",").filter(Boolean).map(Number);
  return { meal: ids(payload.meals), snack: ids(payload.snacks), soup: ids(payload.soups) };
}
