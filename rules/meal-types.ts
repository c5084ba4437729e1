// The menu's four meal types (docs/product-rules.md "Meal types"): their ids as the catalog's
// database and the wire carry them, their names, and which of them fill a delivery day's slots.
// One definition for the app (the menu's tabs, the offline save, the meal picker) and the server
// (the seed, /meallist's input, the kitchen's picks and production list).

export const MEAL_TYPE = { breakfast: 1, main: 2, snack: 3, soup: 11 } as const;
export type MealTypeKey = keyof typeof MEAL_TYPE;
export type MealTypeId = (typeof MEAL_TYPE)[MealTypeKey];

type Names = { en: string; ar: string };

/**
 * The meal types in menu order, with two names each: the menu's category ("Main Meals", the
 * meal_types table the seed writes) and one dish's type ("Main meal", the kitchen's lists).
 */
export const MEAL_TYPES: readonly { id: MealTypeId; key: MealTypeKey; category: Names; dish: Names }[] = [
  { id: 1, key: "breakfast", category: { en: "Breakfast", ar: "الفطور" }, dish: { en: "Breakfast", ar: "فطور" } },
  { id: 2, key: "main", category: { en: "Main Meals", ar: "الوجبات الرئيسية" }, dish: { en: "Main meal", ar: "وجبة رئيسية" } },
  { id: 3, key: "snack", category: { en: "Snacks", ar: "السناكات" }, dish: { en: "Snack", ar: "سناك" } },
  { id: 11, key: "soup", category: { en: "Soups", ar: "الشوربات" }, dish: { en: "Soup", ar: "شوربة" } },
];

/** Every meal type id, in menu order: 1, 2, 3, 11. */
export const MEAL_TYPE_IDS: readonly MealTypeId[] = MEAL_TYPES.map((t) => t.id);

export function isMealTypeId(id: number): id is MealTypeId {
  return MEAL_TYPES.some((t) => t.id === id);
}

/** A delivery day's slot: a meal, a snack or a soup. */
export type SlotType = "meal" | "snack" | "soup";

/** The meal types a slot is filled from, in the order a picker offers them: a meal is a breakfast or a main meal. */
export const SLOT_MEAL_TYPES: Readonly<Record<SlotType, readonly MealTypeId[]>> = {
  meal: [MEAL_TYPE.breakfast, MEAL_TYPE.main],
  snack: [MEAL_TYPE.snack],
  soup: [MEAL_TYPE.soup],
};

/** Whether a dish of meal type `mealTypeId` can fill a slot of `slot`. */
export function fillsSlot(slot: SlotType, mealTypeId: number): boolean {
  return (SLOT_MEAL_TYPES[slot] as readonly number[]).includes(mealTypeId);
}
