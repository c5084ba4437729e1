// The seed catalog the server loads into an empty database: assembled from the data modules beside it.
import { areas, governorates } from "./catalog-data/areas.ts";
import { content } from "./catalog-data/content.ts";
import { meals } from "./catalog-data/meals.ts";
import { coupons, deliveryMethods, deliveryTimes, demoCustomer } from "./catalog-data/misc.ts";
import { packageTypes, packages } from "./catalog-data/packages.ts";
import { subPackages } from "./catalog-data/prices.ts";
import { proteinTags } from "./catalog-data/tags.ts";
import type { SeedCatalog } from "./types.ts";

export { missingCombinations } from "./catalog-data/prices.ts";

export const catalog: SeedCatalog = {
  packageTypes,
  packages,
  subPackages,
  proteinTags,
  meals,
  deliveryTimes,
  deliveryMethods,
  governorates,
  areas,
  content,
  coupons,
  demoCustomer,
};
