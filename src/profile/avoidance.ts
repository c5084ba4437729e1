// What the signed-in customer avoids, as this device keeps it (docs/product-rules.md "Dislikes and
// allergens"): the shape of the copy in the user cache "preferences" (written by preferences.ts)
// and its reading. The vocabulary and the decision "does this customer avoid this dish" are
// rules/dish-facts.ts, their translated names avoidance-labels.ts. Pure and tiny (no Dexie, no
// network), so the menu's first page can carry it.
import { ALLERGENS, PROTEINS } from "../../rules/dish-facts.ts";

/** What the customer avoids, as the server stores it (wire names, the server's order). */
export type Avoidance = { proteins: string[]; allergens: string[] };

export const NO_AVOIDANCE: Avoidance = { proteins: [], allergens: [] };

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
