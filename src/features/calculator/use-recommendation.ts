// What the result shows of the catalog: the recommended package's name and its sub-package at the
// recommended price, from the cached catalog (works offline once seen). The wire's lang_id 1 and
// the current language give the same sub-package ids and prices; the current one names it.
import { usePackageDetails, usePackages } from "../../catalog/use-catalog.ts";
import type { CachedSubPackage } from "../../lib/db.ts";
import { useLangId } from "../../lib/use-lang-id.ts";
import type { CalculatorResult } from "./store.ts";
import { findSubPackage } from "./sub-package.ts";

export type RecommendationView = {
  packageName: string | undefined;
  subPackage: CachedSubPackage | undefined;
  /** "ready" once details are known; "missing" when the catalog has no sub-package at that price. */
  status: "loading" | "ready" | "missing" | "offline" | "error";
};

export function useRecommendation(result: CalculatorResult | undefined): RecommendationView {
  const langId = useLangId();
  const packages = usePackages(langId);
  const details = usePackageDetails(langId, result?.packageId);
  const packageName = packages.data?.find((p) => p.id === result?.packageId)?.name;
  if (!result || details.status === "loading") return { packageName, subPackage: undefined, status: "loading" };
  if (details.status === "offline" || details.status === "error") return { packageName, subPackage: undefined, status: details.status };
  const subPackage = details.data ? findSubPackage(details.data.subPackages, result.priceKd) : undefined;
  return { packageName, subPackage, status: subPackage ? "ready" : "missing" };
}
