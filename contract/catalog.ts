// The public catalog's calls (server/routes/catalog.ts; the provider's field names, misspellings
// included): /packagelist, /packagelistV3 (a package's details and price matrix), /meallist and
// /arealist. The server validates the requests with these schemas and its answers satisfy these
// types; the app takes the types only (src/catalog/api.ts).
import { z } from "zod";
import { MEAL_TYPE_IDS } from "../rules/meal-types.ts";
import { intField, langField, oneOf, optionalField } from "./fields.ts";

export const packageListRequest = z.object({ lang_id: langField, show_festival_package: optionalField(oneOf([0, 1] as const)) });
export const packageDetailsRequest = z.object({ lang_id: langField, package_id: intField });
export const mealListRequest = z.object({ lang_id: langField, package_id: intField, mealtype_id: oneOf(MEAL_TYPE_IDS) });

/** One package of /packagelist (and the head of its details). */
export const packageWire = z.object({
  package_master_id: z.number(),
  package_id: z.number(),
  package_name: z.string(),
  gram_label: z.string(),
  description: z.string(),
  festival_affect: z.number(),
  friday_charge_type: z.string(),
  friday_charge_value: z.number(),
  img_url: z.string(),
  package_grams: z.number(),
  package_type: z.number(),
});

/** One price of a package: its days, counts and calories (amounts as KD strings and in fils). */
export const subPackageWire = z.object({
  sub_package_id: z.number(),
  price: z.string(),
  price_fils: z.number(),
  actual_package_price: z.string(),
  actual_package_price_fils: z.number(),
  total_combo_count: z.object({ meals: z.number(), snacks: z.number(), soup: z.number() }),
  min_cal: z.number(),
  max_cal: z.number(),
});

/** The one item of /packagelistV3: the package, its prices by days, and its menu counted. */
export const packageDetailsWire = packageWire.extend({
  sub_package_list: z.array(z.object({ package_for_id: z.number(), days: z.number(), name: z.string(), sub_packages: z.array(subPackageWire) })),
  max_values_as_per_meal_type: z.array(z.object({ meal_type_id: z.number(), max_value: z.number() })),
  menu_counts: z.array(z.object({ meal_type_id: z.number(), count: z.number() })),
});

const nutritionDetails = z.object({ calory: z.number(), protein: z.number(), carbs: z.number(), fat: z.number() });

/** One dish of /meallist, at the package's portion first and at the 200 g base second. */
export const mealWire = z.object({
  meal_id: z.number(),
  meal_type_id: z.number(),
  meal_name: z.string(),
  meal_image: z.object({ url: z.string() }),
  product_tags: z.array(z.object({ products_tag_main_id: z.number(), products_tag_title: z.string(), products_tag_icon: z.object({ url: z.string() }) })),
  meal_availabilty: z.array(z.object({ day: z.number(), name: z.string() })),
  display_prot_carbs: z.string(),
  nutrition_list_array: z.array(z.object({ nutrition_value: z.number(), nutrition_details: nutritionDetails })),
  default_nutrition_list_array: nutritionDetails,
  allergens: z.array(z.string()),
  ingredients: z.string(),
  protein: z.string(),
  rating_average: z.number().nullable(),
  rating_count: z.number(),
});

/** A governorate of /arealist with its areas, named in the asked language and in both. */
export const areaGroupWire = z.object({
  governorate_id: z.number(),
  governorate_name: z.string(),
  governorate_name_en: z.string(),
  governorate_name_ar: z.string(),
  areas: z.array(
    z.object({ main_area_id: z.number(), area_name: z.string(), area_name_en: z.string(), area_name_ar: z.string(), lat: z.number(), lng: z.number() }),
  ),
});

export type PackageWire = z.infer<typeof packageWire>;
export type SubPackageWire = z.infer<typeof subPackageWire>;
export type PackageDetailsWire = z.infer<typeof packageDetailsWire>;
export type MealWire = z.infer<typeof mealWire>;
export type AreaGroupWire = z.infer<typeof areaGroupWire>;
