// The portions a customer may choose per meal (README.md "Health profile and portions"; the
// packages' copy in server/db/seed/catalog-data/packages.ts): a protein source of 50 or 100 g on
// Sumbatik (24), 50 to 150 g on Fit (26), 50 to 200 g on Bulk (28), in 50 g steps, and a
// carbohydrate source of 0, 50, 100, 150 or 200 g on all three. A plan starts at its package's
// protein portion and 100 g of carbohydrate: the figures the menu prints. Snacks and soups keep
// their fixed portions; the price does not change.
import { DEFAULT_CARB_GRAMS } from "./portion.ts";

export type Portions = { protein: number; carbs: number };

const PROTEIN_LADDERS: Readonly<Record<number, readonly number[]>> = {
  24: [50, 100],
  26: [50, 100, 150],
  28: [50, 100, 150, 200],
};
const PROTEIN_DEFAULT: Readonly<Record<number, number>> = { 24: 100, 26: 150, 28: 200 };

export const CARB_LADDER: readonly number[] = [0, 50, 100, 150, 200];

/** The protein source's grams a package offers, smallest first (none for an unknown package). */
export function proteinLadder(packageId: number): readonly number[] {
  return PROTEIN_LADDERS[packageId] ?? [];
}

/** A plan's portions until the customer changes them. */
export function defaultPortions(packageId: number): Portions {
  return { protein: PROTEIN_DEFAULT[packageId] ?? 100, carbs: DEFAULT_CARB_GRAMS };
}

/** Whether both portions are on the package's ladders. */
export function portionsAllowed(packageId: number, p: Portions): boolean {
  return proteinLadder(packageId).includes(p.protein) && CARB_LADDER.includes(p.carbs);
}

/** How the kitchen names a box's portions: "P150 C100". */
export function portionLabel(p: Portions): string {
  return `P${p.protein} C${p.carbs}`;
}
