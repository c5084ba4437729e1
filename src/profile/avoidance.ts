// The proteins and allergens a customer may avoid (PRODUCT.md "Dislikes and allergens"), in the
// server's order and with their translated names: the preferences screen lists them and the menu
// names them on its badges and warnings. Also the shape of the copy kept on the device (the user
// cache "preferences", written by preferences.ts) and what of a dish a customer avoids. Pure and
// tiny (no Dexie, no network), so the menu's first page can carry it.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { Allergen, Protein } from "../../server/db/seed/catalog-data/dish-facts.ts";

export type { Allergen, Protein };

/** What the customer avoids, as the server stores it (wire names, the server's order). */
export type Avoidance = { proteins: string[]; allergens: string[] };

export const NO_AVOIDANCE: Avoidance = { proteins: [], allergens: [] };

export const PROTEIN_NAMES: Record<Protein, MessageDescriptor> = {
  chicken: msg({ message: "Chicken", context: "protein" }),
  beef: msg({ message: "Beef", context: "protein" }),
  lamb: msg({ message: "Lamb", context: "protein" }),
  fish: msg({ message: "Fish", context: "protein" }),
  shrimp: msg({ message: "Shrimp", context: "protein" }),
  turkey: msg({ message: "Turkey", context: "protein" }),
  egg: msg({ message: "Egg", context: "protein" }),
  vegetarian: msg({ message: "Vegetarian", context: "protein" }),
};

export const ALLERGEN_NAMES: Record<Allergen, MessageDescriptor> = {
  gluten: msg({ message: "Gluten", context: "allergen" }),
  dairy: msg({ message: "Dairy", context: "allergen" }),
  egg: msg({ message: "Egg", context: "allergen" }),
  nuts: msg({ message: "Nuts", context: "allergen" }),
  sesame: msg({ message: "Sesame", context: "allergen" }),
  shellfish: msg({ message: "Shellfish", context: "allergen" }),
  fish: msg({ message: "Fish", context: "allergen" }),
  soy: msg({ message: "Soy", context: "allergen" }),
};

export const PROTEINS = Object.keys(PROTEIN_NAMES) as Protein[];
export const ALLERGENS = Object.keys(ALLERGEN_NAMES) as Allergen[];

export const isProtein = (name: string): name is Protein => Object.hasOwn(PROTEIN_NAMES, name);
export const isAllergen = (name: string): name is Allergen => Object.hasOwn(ALLERGEN_NAMES, name);

/** Whether the customer avoids anything at all. */
export function avoidsAnything(avoid: Avoidance | undefined): boolean {
  return !!avoid && (avoid.proteins.length > 0 || avoid.allergens.length > 0);
}

/** Keeps the known names, once each, in the server's order. */
export function normalise(avoid: { proteins: readonly string[]; allergens: readonly string[] }): Avoidance {
  return { proteins: PROTEINS.filter((p) => avoid.proteins.includes(p)), allergens: ALLERGENS.filter((a) => avoid.allergens.includes(a)) };
}

/** The user cache row "preferences": what the customer chose and what the server last confirmed. */
export type KeptPreferences = {
  /** The customer's choice as this device knows it: the last save (sent or still waiting), else the server's. */
  chosen: Avoidance;
  /** What the server last answered. */
  saved: Avoidance;
  /** When the customer last changed it on this device (ms since epoch; 0 when never). */
  changedAt: number;
  /** The code of a change the server refused, until the next change. */
  refused?: string;
};

function readAvoidance(value: unknown): Avoidance | undefined {
  if (!value || typeof value !== "object") return undefined;
  const { proteins, allergens } = value as Partial<Record<keyof Avoidance, unknown>>;
  if (!Array.isArray(proteins) || !Array.isArray(allergens)) return undefined;
  return normalise({ proteins: proteins.map(String), allergens: allergens.map(String) });
}

/** The copy on the device, checked (`undefined` when absent or not of this shape). */
export function readKeptPreferences(value: unknown): KeptPreferences | undefined {
  if (!value || typeof value !== "object") return undefined;
  const kept = value as Partial<Record<keyof KeptPreferences, unknown>>;
  const chosen = readAvoidance(kept.chosen);
  const saved = readAvoidance(kept.saved);
  if (!chosen || !saved) return undefined;
  return {
    chosen,
    saved,
    changedAt: typeof kept.changedAt === "number" ? kept.changedAt : 0,
    ...(typeof kept.refused === "string" ? { refused: kept.refused } : {}),
  };
}

/** What a dish offers to be avoided: its main protein and its allergens (wire names). */
export type AvoidableDish = { protein?: string | undefined; allergens?: readonly string[] | undefined };

/** What of the dish the customer avoids: its protein (if disliked) and its avoided allergens. */
export function avoidedIn(dish: AvoidableDish, avoid: Avoidance): { protein: Protein | null; allergens: Allergen[] } {
  const protein = dish.protein && isProtein(dish.protein) && avoid.proteins.includes(dish.protein) ? dish.protein : null;
  const allergens = (dish.allergens ?? []).filter((a): a is Allergen => isAllergen(a) && avoid.allergens.includes(a));
  return { protein, allergens };
}

export function isAvoided(dish: AvoidableDish, avoid: Avoidance): boolean {
  const found = avoidedIn(dish, avoid);
  return found.protein !== null || found.allergens.length > 0;
}
