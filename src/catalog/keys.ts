// The key of each cached catalog scope: its freshness stamp, its seed value on a server-rendered
// page, and what a refresh of it is deduplicated by. Apart from scopes.ts so that the screens' hooks
// know their keys without loading the fetch and store code before the first paint.
import type { LangId } from "../lib/db.ts";
import type { CachedContent } from "./store.ts";

export const catalogKeys = {
  packages: (langId: LangId) => `packages:${langId}`,
  details: (langId: LangId, packageId: number) => `details:${langId}:${packageId}`,
  meals: (langId: LangId, packageId: number, mealTypeId: number) => `meals:${langId}:${packageId}:${mealTypeId}`,
  deliveryTimes: (langId: LangId) => `deliveryTimes:${langId}`,
  deliveryMethods: (langId: LangId) => `deliveryMethods:${langId}`,
  areas: () => "areas",
  content: (key: CachedContent["key"], langId: LangId) => `content:${key}:${langId}`,
};
