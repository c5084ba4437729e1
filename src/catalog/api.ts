// The public catalog calls. The wire's shapes (the provider's field names, misspellings included)
// are contract/catalog.ts's (types only: no zod in the app), turned into the app's cached types
// here and nowhere else.
import type { AreaGroupWire, MealWire as ServedMeal, PackageDetailsWire as ServedPackageDetails, PackageWire } from "../../contract/catalog.ts";
import { post } from "../lib/api-client.ts";
import type { LangId } from "../lib/db.ts";
import type { CachedArea, CachedContent, CachedMeal, CachedNamed, CachedPackage, CachedPackageDetails } from "./store.ts";

/**
 * This server's additions to the provider's contract stay optional here: the provider's own host
 * may not send them (docs/product-rules.md "Dislikes and allergens", "Ratings").
 */
type Additive<T, K extends keyof T> = Omit<T, K> & Partial<Pick<T, K>>;
type ServedNutrition = ServedMeal["nutrition_list_array"][number];
type MealWire = Additive<Omit<ServedMeal, "nutrition_list_array">, "allergens" | "protein" | "ingredients" | "rating_average" | "rating_count" | "default_nutrition_list_array"> & {
  // The first item is the package's portion; its protein, carbs and fat (grams) are additive fields.
  nutrition_list_array: (Omit<ServedNutrition, "nutrition_details"> & { nutrition_details: Additive<ServedNutrition["nutrition_details"], "protein" | "carbs" | "fat"> })[];
};
type PackageDetailsWire = Additive<ServedPackageDetails, "menu_counts">;

function toPackage(p: PackageWire, langId: LangId, sort: number): CachedPackage {
  return {
    langId,
    id: p.package_master_id,
    name: p.package_name,
    gramLabel: p.gram_label,
    descriptionHtml: p.description,
    imageUrl: p.img_url,
    proteinGrams: p.package_grams,
    packageType: p.package_type,
    sort,
  };
}

export async function fetchPackages(langId: LangId): Promise<CachedPackage[]> {
  const data = await post<PackageWire[]>("/packagelist", { lang_id: langId, show_festival_package: 0 }, { retry: 2 });
  return data.map((p, i) => toPackage(p, langId, i));
}

export async function fetchPackageDetails(langId: LangId, packageId: number): Promise<CachedPackageDetails> {
  const data = await post<PackageDetailsWire[]>("/packagelistV3", { lang_id: langId, package_id: packageId }, { retry: 2 });
  const first = data[0];
  if (!first) throw new Error(`no details for package ${packageId}`);
  return {
    langId,
    packageId,
    periods: first.sub_package_list.map((p) => ({ days: p.days, label: p.name })),
    subPackages: first.sub_package_list.flatMap((p) =>
      p.sub_packages.map((s) => ({
        id: s.sub_package_id,
        days: p.days,
        meals: s.total_combo_count.meals,
        snacks: s.total_combo_count.snacks,
        soups: s.total_combo_count.soup,
        priceFils: s.price_fils,
        actualPriceFils: s.actual_package_price_fils,
        minCal: s.min_cal,
        maxCal: s.max_cal,
      })),
    ),
    maxPerMealType: Object.fromEntries(first.max_values_as_per_meal_type.map((m) => [m.meal_type_id, m.max_value])),
    ...(first.menu_counts ? { menuCounts: Object.fromEntries(first.menu_counts.map((m) => [m.meal_type_id, m.count])) } : {}),
  };
}

/** The package portion's macros, when the server sent all three. */
function macrosOf(details: MealWire["nutrition_list_array"][number]["nutrition_details"] | undefined): CachedMeal["macros"] {
  const { protein, carbs, fat } = details ?? {};
  return typeof protein === "number" && typeof carbs === "number" && typeof fat === "number" ? { protein, carbs, fat } : undefined;
}

export async function fetchMeals(langId: LangId, packageId: number, mealTypeId: number): Promise<CachedMeal[]> {
  const data = await post<MealWire[]>("/meallist", { lang_id: langId, package_id: packageId, mealtype_id: mealTypeId }, { retry: 2 });
  return data.map((m, position) => {
    const macros = macrosOf(m.nutrition_list_array[0]?.nutrition_details);
    return {
      langId,
      packageId,
      mealTypeId,
      id: m.meal_id,
      name: m.meal_name,
      imageUrl: m.meal_image.url,
      proteinTagId: m.product_tags[0]?.products_tag_main_id ?? 0,
      proteinTag: m.product_tags[0]?.products_tag_title ?? "",
      days: m.meal_availabilty.map((d) => d.day),
      protCarbs: m.display_prot_carbs,
      calories: [m.nutrition_list_array[0]?.nutrition_details.calory ?? 0, m.nutrition_list_array[1]?.nutrition_details.calory ?? 0],
      ...(macros ? { macros } : {}),
      allergens: m.allergens ?? [],
      ...(m.protein ? { protein: m.protein } : {}),
      ...(m.ingredients ? { ingredients: m.ingredients } : {}),
      ratingAverage: typeof m.rating_average === "number" ? m.rating_average : null,
      ratingCount: m.rating_count ?? 0,
      position,
    };
  });
}

export async function fetchDeliveryTimes(langId: LangId): Promise<CachedNamed[]> {
  const data = await post<{ timeid: number; timename: string }[]>("/DeliveryTime", { language_id: langId }, { retry: 2 });
  return data.map((d, sort) => ({ langId, id: d.timeid, name: d.timename, sort }));
}

export async function fetchDeliveryMethods(langId: LangId): Promise<CachedNamed[]> {
  const data = await post<{ methodid: number; methodname: string }[]>("/DeliveryMethod", { language_id: langId }, { retry: 2 });
  return data.map((d, sort) => ({ langId, id: d.methodid, name: d.methodname, sort }));
}

export async function fetchAreas(): Promise<CachedArea[]> {
  const groups = await post<AreaGroupWire[]>("/arealist", { language_id: 1 }, { retry: 2 });
  return groups.flatMap((g) =>
    g.areas.map((a) => ({
      id: a.main_area_id,
      nameEn: a.area_name_en,
      nameAr: a.area_name_ar,
      governorateId: g.governorate_id,
      governorateEn: g.governorate_name_en,
      governorateAr: g.governorate_name_ar,
      lat: a.lat,
      lng: a.lng,
    })),
  );
}

export async function fetchContent(key: CachedContent["key"], langId: LangId): Promise<CachedContent> {
  if (key === "terms") return { key, langId, html: await post<string>(`/termsandcondition/${langId}`, {}, { retry: 2 }) };
  if (key === "privacy") {
    const data = await post<{ data: string }>(`/privacypolicy/${langId}`, {}, { retry: 2 });
    return { key, langId, html: data.data };
  }
  const html = await post<string>("/generalnote", { text_for: "general_note_in_profile_page", lang_id: langId }, { retry: 2 });
  return { key, langId, html };
}
