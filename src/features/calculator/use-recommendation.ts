// What the result shows of the catalog: the recommended package's name and the sub-package whose
// calorie range holds the daily target (sub-package.ts), from the cached catalog (works offline once seen). The wire's lang_id 1 and
// the current language give the same sub-package ids and prices; the current one names it.
import { usePackageDetails, usePackages } from "../../catalog/use-catalog.ts";
import type { CachedSubPackage } from "../../catalog/store.ts";
import { useLangId } from "../../lib/use-lang-id.ts";
import type { CalculatorResult } from "./store.ts";
import { chooseSubPackage } from "./sub-package.ts";

export type RecommendationView = {
  packageName: string | undefined;
  subPackage: CachedSubPackage | undefined;
  /** False when no combination of the package holds the target and the nearest one is shown. */
  holdsTarget: boolean;
  /** "ready" once details are known; "missing" when the catalog has no sub-package at that price. */
  status: "loading" | "ready" | "missing" | "offline" | "error";
};

export function useRecommendation(result: CalculatorResult | undefined): RecommendationView {
  const langId = useLangId();
  const packages = usePackages(langId);
  const details = usePackageDetails(langId, result?.packageId);
  const packageName = packages.data?.find((p) => p.id === result?.packageId)?.name;
  if (!result || details.status === "loading") return { packageName, subPackage: undefined, holdsTarget: true, status: "loading" };
  if (details.status === "offline" || details.status === "error") return { packageName, subPackage: undefined, holdsTarget: true, status: details.status };
  const chosen = details.data ? chooseSubPackage(details.data.subPackages, result.priceKd, result.calories) : undefined;
  return { packageName, subPackage: chosen?.subPackage, holdsTarget: chosen?.holdsTarget ?? true, status: chosen ? "ready" : "missing" };
}
