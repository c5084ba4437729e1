// What a customer may avoid in a dish (docs/product-rules.md "Dislikes and allergens"): the eight
// allergens a dish may carry, the eight main proteins a customer may dislike, the menu's protein
// tags they come from, and the one decision "does this customer avoid this dish", which the server's
// kitchen (it never sends such a dish), the day's wire (its warning flag), the menu and the meal
// picker all take from here. Each dish's own facts are seed data (server/db/seed/catalog-data/).

/** In the server's order: the order of the preferences screen and of every answer. */
export const ALLERGENS = ["gluten", "dairy", "egg", "nuts", "sesame", "shellfish", "fish", "soy"] as const;
export type Allergen = (typeof ALLERGENS)[number];

/** Main proteins a customer may dislike: the protein tags of the menu. */
export const PROTEINS = ["chicken", "beef", "lamb", "fish", "shrimp", "turkey", "egg", "vegetarian"] as const;
export type Protein = (typeof PROTEINS)[number];

export const isAllergen = (name: string): name is Allergen => (ALLERGENS as readonly string[]).includes(name);
export const isProtein = (name: string): name is Protein => (PROTEINS as readonly string[]).includes(name);

/** The menu's protein tag ids (products_tag_main_id) and the protein each stands for. */
const PROTEIN_OF_TAG: Readonly<Record<number, Protein>> = {
  1: "chicken",
  2: "beef",
  3: "fish",
  4: "shrimp",
  5: "turkey",
  6: "lamb",
  7: "egg",
  8: "vegetarian",
};

/** The main protein of a dish with the menu's protein tag `tagId`; a dish with no known tag is vegetarian. */
export function proteinOfTag(tagId: number): Protein {
  return PROTEIN_OF_TAG[tagId] ?? "vegetarian";
}

/** What the customer avoids, by wire name. */
export type Avoidance = { readonly proteins: readonly string[]; readonly allergens: readonly string[] };

/** What a dish offers to be avoided: its main protein and its allergens (a dish cached before the server sent them has none). */
export type AvoidableDish = { protein?: string | null | undefined; allergens?: readonly string[] | undefined };

/**
 * What of the dish the customer avoids: its protein when disliked, and its avoided allergens in the
 * dish's order. Only known names count; nothing is avoided while the customer's choice is unknown.
 */
export function avoidedIn(dish: AvoidableDish, avoid: Avoidance | undefined): { protein: Protein | null; allergens: Allergen[] } {
  if (!avoid) return { protein: null, allergens: [] };
  const protein = dish.protein && isProtein(dish.protein) && avoid.proteins.includes(dish.protein) ? dish.protein : null;
  const allergens = (dish.allergens ?? []).filter((a): a is Allergen => isAllergen(a) && avoid.allergens.includes(a));
  return { protein, allergens };
}

/** Whether the customer avoids the dish: a disliked protein or any one avoided allergen. */
export function isAvoided(dish: AvoidableDish, avoid: Avoidance | undefined): boolean {
  const found = avoidedIn(dish, avoid);
  return found.protein !== null || found.allergens.length > 0;
}
