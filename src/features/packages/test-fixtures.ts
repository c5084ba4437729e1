// Test-only: a cached catalog of the three packages (as the API would leave it in Dexie), stamped
// fresh so the screens render it without calling the network.
import { db, type LangId } from "../../lib/db.ts";
import type { CachedPackage, CachedPackageDetails } from "../../catalog/store.ts";

const NAMES: Record<number, [string, string]> = { 24: ["Sumbatik", "سمباتيك"], 26: ["Fit", "فت"], 28: ["Bulk", "بالك"] };

export function cachedPackages(langId: LangId): CachedPackage[] {
  return [24, 26, 28].map((id, sort) => ({
    langId,
    id,
    name: NAMES[id]![langId - 1]!,
    gramLabel: langId === 1 ? `${id * 5} g protein` : `${id * 5} غ بروتين`,
    descriptionHtml: `<p>About <strong>${NAMES[id]![0]}</strong></p><script>window.hacked = true</script><img src=x onerror="window.hacked = true">`,
    imageUrl: `/media/packages/${id}-640.webp`,
    proteinGrams: 100,
    packageType: 1,
    sort,
  }));
}

export function cachedDetails(langId: LangId, packageId: number): CachedPackageDetails {
  const sub = (id: number, days: number, meals: number, priceFils: number) => ({
    id,
    days,
    meals,
    snacks: 1,
    soups: 0,
    priceFils,
    actualPriceFils: priceFils,
    minCal: 1200,
    maxCal: 1500,
  });
  return {
    langId,
    packageId,
    periods: [
      { days: 6, label: "6 days" },
      { days: 26, label: "26 days" },
    ],
    subPackages: [sub(1, 6, 2, 52_500), sub(2, 6, 3, 0), sub(3, 26, 2, 205_000), sub(4, 26, 3, 265_000)],
    maxPerMealType: { 2: 3, 3: 3, 11: 2 },
    menuCounts: { 1: 57, 2: 150, 3: 72, 11: 21 },
  };
}

export async function cacheCatalog(langId: LangId, detailsFor: number[] = []): Promise<void> {
  const now = Date.now();
  await db.packages.bulkPut(cachedPackages(langId));
  await db.catalogStamps.put({ key: `packages:${langId}`, fetchedAt: now });
  for (const id of detailsFor) {
    await db.packageDetails.put(cachedDetails(langId, id));
    await db.catalogStamps.put({ key: `details:${langId}:${id}`, fetchedAt: now });
  }
}
