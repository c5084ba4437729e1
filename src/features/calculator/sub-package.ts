// The sub-package a recommendation points at: the package's sub-package whose price is the
// recommended price (SPEC.md section 9). When the catalog has none, there is none: no guessing.
import type { CachedSubPackage } from "../../lib/db.ts";

/** The first sub-package (in catalog order) priced exactly `priceKd` KD, or undefined. */
export function findSubPackage(subPackages: readonly CachedSubPackage[], priceKd: number): CachedSubPackage | undefined {
  return subPackages.find((s) => s.priceFils === priceKd * 1000);
}
