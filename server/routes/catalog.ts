// The catalog calls of the provider's contract (server/README.md "Calls under /api"): packages and their price
// matrix, the menu, delivery options, areas and content pages (the packages', menu's and areas'
// requests and answers: contract/catalog.ts). Field names are the wire's, misspellings included.
// Every call accepts POST with form data (the contract) and GET with a query string (cacheable).
import { Hono, type Context } from "hono";
import { z } from "zod";
import {
  mealListRequest,
  packageDetailsRequest,
  packageListRequest,
  type AreaGroupWire,
  type MealWire,
  type PackageDetailsWire,
  type PackageWire,
} from "../../contract/catalog.ts";
import { CATALOG_ANSWER_TTL_MS, type AppDeps } from "../deps.ts";
import { createAnswerCache } from "../http/answer-cache.ts";
import { ApiError } from "../http/errors.ts";
import { input, langField, optionalField } from "../http/input.ts";
import { filsToWire } from "../../rules/money.ts";
import { portionMacros } from "../../rules/portion.ts";
import { pick, weekdayNames } from "../lib/wire.ts";
import { proteinOfTag } from "../../rules/dish-facts.ts";
import { MEAL_TYPE_IDS } from "../../rules/meal-types.ts";
import { fillLegal, readLegalSettings } from "../support/legal.ts";
import { daysLabel, languageIdOf, languageSchema, packageWire, ratingOf, validateParam } from "./catalog-wire.ts";

const READ = ["GET", "POST"];

// Schemas are built once: zod compiles each object schema on its first use, which per request
// would cost more than the rest of the answer.
const PACKAGE_TYPES_INPUT = z.object({ lang_id: optionalField(langField) });
const GENERAL_NOTE_INPUT = z.object({ text_for: z.literal("general_note_in_profile_page"), lang_id: langField });

const langParam = z.object({ lang: langField });

export function catalogRoutes(deps: AppDeps) {
  const repo = deps.catalogRepo;
  const answerTtlMs = deps.catalog.answerTtlMs ?? CATALOG_ANSWER_TTL_MS;
  const app = new Hono();
  // The heavy answers (package list and details, menus, areas) are built once per input.
  const answers = createAnswerCache({ ttlMs: answerTtlMs });
  const keyOf = (c: Context, fields: unknown) => `${c.req.path}|${JSON.stringify(fields)}`;

  app.on(READ, "/packagetypelist", async (c) => {
    const { lang_id } = await input(c, PACKAGE_TYPES_INPUT);
    const rows = await repo.listPackageTypes();
    return c.json({
      data: rows.map((t) => ({
        id: t.id,
        name: pick(lang_id ?? 1, t.name_en, t.name_ar),
      })),
    });
  });

  app.on(READ, "/packagelist", async (c) => {
    const { lang_id, show_festival_package } = await input(c, packageListRequest);
    return answers.send(c, keyOf(c, [lang_id, show_festival_package]), async () => {
      const rows = await repo.listPackages();
      const visible = show_festival_package === 1 ? rows : rows.filter((p) => p.festival_affect === 0);
      return { data: visible.map((p) => packageWire(p, lang_id)) satisfies PackageWire[] };
    });
  });

  app.on(READ, "/packagelistV3", async (c) => {
    const { lang_id, package_id } = await input(c, packageDetailsRequest);
    return answers.send(c, keyOf(c, [lang_id, package_id]), async () => {
      const pkg = await repo.findPackage(package_id);
      if (!pkg) throw new ApiError(400, "invalid_package_id", "No package has this package_id.", "package_id");
      const [subs, maxValues, counts] = await Promise.all([
        repo.listSubPackages(pkg.id),
        repo.listMaxValues(pkg.id),
        repo.countMeals(pkg.id),
      ]);
      const byDays = new Map<number, typeof subs>();
      for (const s of subs) byDays.set(s.days, [...(byDays.get(s.days) ?? []), s]);
      const fridayNote = lang_id === 2 ? "عدا الجمعة" : "Friday is off";
      return {
        data: [
          {
            ...packageWire(pkg, lang_id),
            sub_package_list: [...byDays].map(([days, list]) => ({
              package_for_id: pkg.id,
              days,
              name: `${daysLabel(lang_id, days)} (${fridayNote})`,
              sub_packages: list.map((s) => ({
                sub_package_id: s.id,
                price: filsToWire(s.price_fils),
                price_fils: s.price_fils,
                actual_package_price: filsToWire(s.actual_price_fils),
                actual_package_price_fils: s.actual_price_fils,
                total_combo_count: {
                  meals: s.meals,
                  snacks: s.snacks,
                  soup: s.soups,
                },
                min_cal: s.min_cal,
                max_cal: s.max_cal,
              })),
            })),
            max_values_as_per_meal_type: maxValues,
            // The package's menu, counted: the package copy's "57 breakfasts" comes from here.
            menu_counts: MEAL_TYPE_IDS.map((id) => ({ meal_type_id: id, count: counts.find((c) => c.meal_type_id === id)?.count ?? 0 })),
          },
        ] satisfies PackageDetailsWire[],
      };
    });
  });

  app.on(READ, "/meallist", async (c) => {
    const { lang_id, package_id, mealtype_id } = await input(c, mealListRequest);
    return answers.send(c, keyOf(c, [lang_id, package_id, mealtype_id]), async () => {
      const pkg = await repo.findPackage(package_id);
      if (!pkg) throw new ApiError(400, "invalid_package_id", "No package has this package_id.", "package_id");
      const rows = await repo.listMeals(pkg.id, mealtype_id);
      return {
        data: rows.map((m): MealWire => {
          const own = portionMacros(m, pkg.protein_grams);
          const base = portionMacros(m, m.large_grams);
          return {
            meal_id: m.id,
            meal_type_id: m.meal_type_id,
            meal_name: pick(lang_id, m.name_en, m.name_ar),
            meal_image: { url: `/media/meals/${m.id}-640.webp` },
            product_tags: [
              {
                products_tag_main_id: m.protein_tag_id,
                products_tag_title: pick(lang_id, m.tag_en, m.tag_ar),
                products_tag_icon: { url: m.tag_icon },
              },
            ],
            meal_availabilty: weekdayNames(lang_id, m.days),
            display_prot_carbs: pick(lang_id, m.prot_carbs_en, m.prot_carbs_ar),
            // The first item is the package's own protein portion (24: 100 g, 26: 150 g, 28: 200 g),
            // the second the 200 g protein base of docs/product-rules.md "Package figures": Bulk's figures are the larger.
            // Each item's protein, carbs and fat (grams, additive fields) are the dish's at that
            // portion, the figures a plan day's totals add up (rules/portion.ts).
            nutrition_list_array: [
              {
                nutrition_value: pkg.protein_grams,
                nutrition_details: { calory: own.kcal, protein: own.protein, carbs: own.carbs, fat: own.fat },
              },
              {
                nutrition_value: m.large_grams,
                nutrition_details: { calory: m.large_calories, protein: base.protein, carbs: base.carbs, fat: base.fat },
              },
            ],
            default_nutrition_list_array: { calory: own.kcal, protein: own.protein, carbs: own.carbs, fat: own.fat },
            // docs/product-rules.md "Dislikes and allergens" and "Meal picks, nutrition and ratings" (additive fields).
            allergens: m.allergens,
            ingredients: pick(lang_id, m.ingredients_en ?? "", m.ingredients_ar ?? ""),
            protein: proteinOfTag(m.protein_tag_id),
            ...ratingOf(m.rating_average, m.rating_count),
          };
        }),
      };
    });
  });

  app.on(READ, "/DeliveryTime", async (c) => {
    const lang = languageIdOf(await input(c, languageSchema));
    const rows = await repo.listDeliveryTimes();
    return c.json({
      data: rows.map((r) => ({
        timeid: r.id,
        timename: pick(lang, r.name_en, r.name_ar),
      })),
    });
  });

  app.on(READ, "/DeliveryMethod", async (c) => {
    const lang = languageIdOf(await input(c, languageSchema));
    const rows = await repo.listDeliveryMethods();
    return c.json({
      data: rows.map((r) => ({
        methodid: r.id,
        methodname: pick(lang, r.name_en, r.name_ar),
      })),
    });
  });

  app.on(READ, "/arealist", async (c) => {
    const lang = languageIdOf(await input(c, languageSchema));
    return answers.send(c, keyOf(c, lang), async () => {
      const rows = await repo.listAreas();
      const groups = new Map<number, AreaGroupWire>();
      for (const r of rows) {
        let g = groups.get(r.governorate_id);
        if (!g) {
          g = {
            governorate_id: r.governorate_id,
            governorate_name: pick(lang, r.governorate_en, r.governorate_ar),
            governorate_name_en: r.governorate_en,
            governorate_name_ar: r.governorate_ar,
            areas: [],
          };
          groups.set(r.governorate_id, g);
        }
        g.areas.push({
          main_area_id: r.id,
          area_name: pick(lang, r.name_en, r.name_ar),
          area_name_en: r.name_en,
          area_name_ar: r.name_ar,
          lat: r.lat,
          lng: r.lng,
        });
      }
      return { data: [...groups.values()] };
    });
  });

  // The content pages' contact address and dates come from the settings (support/legal.ts).
  const { legal } = readLegalSettings();
  const missingLang = () => {
    throw new ApiError(400, "missing_lang_id", "The language id is required in the path.", "lang_id");
  };
  // Without the id the path would be an unknown call (404); it is a missing field like any other.
  app.on(READ, ["/termsandcondition", "/termsandcondition/", "/privacypolicy", "/privacypolicy/"], missingLang);

  app.on(READ, "/termsandcondition/:lang", async (c) => {
    const { lang } = validateParam(langParam, c.req.param("lang"));
    const page = await repo.findContent("terms", lang);
    return c.json({ data: fillLegal(page?.html ?? "", "terms", lang, legal) });
  });

  app.on(READ, "/privacypolicy/:lang", async (c) => {
    const { lang } = validateParam(langParam, c.req.param("lang"));
    const page = await repo.findContent("privacy", lang);
    // The contract reads data.data for this call.
    return c.json({ data: { data: fillLegal(page?.html ?? "", "privacy", lang, legal) } });
  });

  app.on(READ, "/generalnote", async (c) => {
    const { lang_id } = await input(c, GENERAL_NOTE_INPUT);
    const page = await repo.findContent("general_note", lang_id);
    return c.json({ data: fillLegal(page?.html ?? "", "general_note", lang_id, legal) });
  });

  return app;
}
