// The catalog calls answer the wire shapes of server/README.md "Calls under /api", in English (lang_id 1) and Arabic
// (lang_id 2), whichever way the fields arrive: POST urlencoded (the contract), POST multipart,
// or GET with a query string. Bad input has its own file (catalog-input.test.ts).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { WireMeal, WirePackage, WirePackageDetails } from "../../tests/support/catalog-wire.ts";
import { createTestApp, expectSecurityHeaders, type Fields, type TestApp } from "../../tests/support/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const VIAS = ["urlencoded", "multipart", "query"] as const;
type Via = (typeof VIAS)[number];
type Lang = 1 | 2;

const ARABIC = /[\u0600-\u06FF]/;
const KD = /^\d+\.\d{3}$/;
const PACKAGE_IDS = [24, 26, 28];
const MEAL_TYPE_IDS = [1, 2, 3, 11] as const;
const WEEKDAYS: Record<Lang, string[]> = {
  1: ["Saturday", "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday"],
  2: ["السبت", "الأحد", "الاثنين", "الثلاثاء", "الأربعاء", "الخميس"],
};

function call(via: Via, path: string, fields: Fields = {}): Promise<Response> {
  if (via === "urlencoded") return t.postForm(path, fields);
  if (via === "multipart") return t.postMultipart(path, fields);
  return t.get(path, fields);
}

/** A 200 JSON answer with the API's headers; answers its `data`. */
async function data<T>(via: Via, path: string, fields: Fields = {}): Promise<T> {
  const res = await call(via, path, fields);
  const body = (await res.json()) as { data: T; error_msg?: string };
  expect(res.status, JSON.stringify(body).slice(0, 300)).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^application\/json/);
  expectSecurityHeaders(res);
  // Public catalog answers: never stored, or (the heavy ones, served from memory) revalidated by ETag.
  expect(["no-store", "no-cache"]).toContain(res.headers.get("cache-control"));
  return body.data;
}

/** Text in the language asked for: Arabic letters in Arabic, none in English. */
function expectLanguage(lang: Lang, text: unknown) {
  expect(typeof text).toBe("string");
  expect((text as string).trim()).not.toBe("");
  if (lang === 2) expect(text).toMatch(ARABIC);
  else expect(text).not.toMatch(ARABIC);
}

function expectPackage(p: WirePackage, lang: Lang) {
  expect(PACKAGE_IDS).toContain(p.package_master_id);
  expect(p.package_id).toBe(p.package_master_id);
  expectLanguage(lang, p.package_name);
  expectLanguage(lang, p.gram_label);
  expectLanguage(lang, p.description);
  expect(p.description).toMatch(/<\w+/);
  expect(p.festival_affect).toBe(0);
  expect(typeof p.friday_charge_type).toBe("string");
  expect(Number.isInteger(p.friday_charge_value)).toBe(true);
  expect(p.img_url).toBe(`/media/packages/${p.package_master_id}-640.webp`);
  expect(Number.isInteger(p.package_type)).toBe(true);
}

const kd = (fils: number) => `${Math.floor(fils / 1000)}.${String(fils % 1000).padStart(3, "0")}`;

describe.each(VIAS)("catalog calls, fields sent as %s", (via) => {
  describe.each([1, 2] as const)("lang_id %i", (lang) => {
    it("package list: the three goal packages with their protein grams", async () => {
      const list = await data<WirePackage[]>(via, "/api/packagelist", { lang_id: lang, show_festival_package: 0 });
      expect(list.map((p) => p.package_master_id)).toEqual(PACKAGE_IDS);
      expect(list.map((p) => p.package_grams)).toEqual([100, 150, 200]);
      for (const p of list) expectPackage(p, lang);
    });

    it("package details (packagelistV3): price matrix, counts, calories and maximum per meal type", async () => {
      for (const id of PACKAGE_IDS) {
        const [details, ...rest] = await data<WirePackageDetails[]>(via, "/api/packagelistV3", { lang_id: lang, package_id: id });
        expect(rest).toEqual([]);
        expectPackage(details!, lang);
        expect(details!.package_master_id).toBe(id);

        const periods = details!.sub_package_list;
        expect(periods.length).toBeGreaterThan(0);
        expect(periods.map((p) => p.days)).toEqual([...periods.map((p) => p.days)].sort((a, b) => a - b));
        for (const period of periods) {
          expect(period.package_for_id).toBe(id);
          expect(Number.isInteger(period.days) && period.days > 0).toBe(true);
          expectLanguage(lang, period.name);
          expect(period.name).toContain(lang === 1 ? "Friday is off" : "الجمعة");
          expect(period.sub_packages.length).toBeGreaterThan(0);
          for (const s of period.sub_packages) {
            expect(Number.isInteger(s.sub_package_id)).toBe(true);
            expect(s.price).toMatch(KD);
            expect(Number.isInteger(s.price_fils)).toBe(true);
            expect(s.price).toBe(kd(s.price_fils));
            expect(s.actual_package_price).toMatch(KD);
            expect(Number(s.actual_package_price)).toBeGreaterThanOrEqual(Number(s.price));
            const { meals, snacks, soup } = s.total_combo_count;
            for (const n of [meals, snacks, soup]) expect(Number.isInteger(n) && n >= 0).toBe(true);
            expect(meals + snacks + soup).toBeGreaterThan(0);
            expect(s.min_cal).toBeGreaterThan(0);
            expect(s.max_cal).toBeGreaterThanOrEqual(s.min_cal);
          }
        }
        const ids = periods.flatMap((p) => p.sub_packages.map((s) => s.sub_package_id));
        expect(new Set(ids).size).toBe(ids.length);

        const max = details!.max_values_as_per_meal_type;
        expect(max.map((m) => m.meal_type_id)).toEqual([...MEAL_TYPE_IDS]);
        for (const m of max) expect(Number.isInteger(m.max_value) && m.max_value >= 0).toBe(true);
        // The package's menu counted per meal type, as the meal list answers it.
        const counts = (details as unknown as { menu_counts: { meal_type_id: number; count: number }[] }).menu_counts;
        expect(counts.map((m) => m.meal_type_id)).toEqual([...MEAL_TYPE_IDS]);
        const breakfasts = await data<WireMeal[]>(via, "/api/meallist", { lang_id: lang, package_id: id, mealtype_id: 1 });
        expect(counts[0]!.count).toBe(breakfasts.length);
      }
    });

    it("meal list for each meal type: names, image, protein tag, days (never Friday), two nutrition items", async () => {
      for (const mealtype of MEAL_TYPE_IDS) {
        const meals = await data<WireMeal[]>(via, "/api/meallist", { lang_id: lang, package_id: 24, mealtype_id: mealtype });
        expect(meals.length, `meal type ${mealtype}`).toBeGreaterThan(0);
        for (const m of meals) {
          expect(m.meal_type_id).toBe(mealtype);
          expectLanguage(lang, m.meal_name);
          expect(m.meal_image.url).toBe(`/media/meals/${m.meal_id}-640.webp`);
          expect(m.product_tags).toHaveLength(1);
          expectLanguage(lang, m.product_tags[0]!.products_tag_title);
          expect(Number.isInteger(m.product_tags[0]!.products_tag_main_id)).toBe(true);
          expect(typeof m.product_tags[0]!.products_tag_icon.url).toBe("string");
          expect(m.meal_availabilty.length).toBeGreaterThan(0);
          for (const day of m.meal_availabilty) expect(WEEKDAYS[lang]).toContain(day.name);
          expectLanguage(lang, m.display_prot_carbs);
          expect(m.nutrition_list_array).toHaveLength(2);
          for (const n of m.nutrition_list_array) {
            expect(n.nutrition_value).toBeGreaterThan(0);
            expect(n.nutrition_details.calory).toBeGreaterThan(0);
          }
          expect(m.default_nutrition_list_array.calory).toBeGreaterThan(0);
        }
      }
    });

    it("delivery times and delivery methods (language_id)", async () => {
      const times = await data<{ timeid: number; timename: string }[]>(via, "/api/DeliveryTime", { language_id: lang });
      expect(times.length).toBeGreaterThan(0);
      for (const time of times) {
        expect(Number.isInteger(time.timeid)).toBe(true);
        expectLanguage(lang, time.timename);
      }
      const methods = await data<{ methodid: number; methodname: string }[]>(via, "/api/DeliveryMethod", { language_id: lang });
      expect(methods.length).toBeGreaterThan(0);
      for (const method of methods) {
        expect(Number.isInteger(method.methodid)).toBe(true);
        expectLanguage(lang, method.methodname);
      }
    });

    it("area list: governorate groups holding areas", async () => {
      const groups = await data<{ areas: { main_area_id: number; area_name: string }[] }[]>(via, "/api/arealist", {
        language_id: lang,
      });
      expect(groups.length).toBeGreaterThan(0);
      const areas = groups.flatMap((g) => g.areas);
      expect(areas.length).toBeGreaterThan(groups.length);
      for (const area of areas) {
        expect(Number.isInteger(area.main_area_id)).toBe(true);
        expectLanguage(lang, area.area_name);
      }
      expect(new Set(areas.map((a) => a.main_area_id)).size).toBe(areas.length);
    });

    it("terms and conditions (data is HTML) and privacy policy (data.data)", async () => {
      const terms = await data<string>(via, `/api/termsandcondition/${lang}`);
      expectLanguage(lang, terms);
      expect(terms).toMatch(/<\w+/);
      const privacy = await data<{ data: string }>(via, `/api/privacypolicy/${lang}`);
      expectLanguage(lang, privacy.data);
      expect(privacy.data).toMatch(/<\w+/);
      // The contact address and the date from the settings (the demo's when unset: server/support/legal.ts).
      for (const page of [terms, privacy.data]) {
        expect(page).not.toContain("{{");
        expect(page).toContain('href="mailto:support@kw-meals.local"');
        expect(page).toContain(lang === 1 ? "Last updated 27 November 2026" : "آخر تحديث: 27 نوفمبر 2026");
      }
    });

    it("general note of the profile page", async () => {
      const note = await data<string>(via, "/api/generalnote", { text_for: "general_note_in_profile_page", lang_id: lang });
      expectLanguage(lang, note);
    });

    it("package types", async () => {
      const types = await data<{ id: number; name: string }[]>(via, "/api/packagetypelist", { lang_id: lang });
      expect(types.length).toBeGreaterThan(0);
      for (const type of types) {
        expect(Number.isInteger(type.id)).toBe(true);
        expectLanguage(lang, type.name);
      }
    });
  });
});

describe("catalog content", () => {
  it("each package lists about 300 dishes across the four meal types, each dish once", async () => {
    for (const id of PACKAGE_IDS) {
      const ids: number[] = [];
      for (const mealtype of MEAL_TYPE_IDS) {
        const meals = await data<WireMeal[]>("query", "/api/meallist", { lang_id: 1, package_id: id, mealtype_id: mealtype });
        ids.push(...meals.map((m) => m.meal_id));
      }
      expect(ids.length, `package ${id}`).toBeGreaterThanOrEqual(250);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it("a dish's first nutrition item follows the package's protein grams: Bulk shows more than Fit, Fit more than Sumbatik", async () => {
    const byPackage = new Map<number, Map<number, WireMeal>>();
    for (const id of [24, 26, 28]) {
      const meals = await data<WireMeal[]>("query", "/api/meallist", { lang_id: 1, package_id: id, mealtype_id: 2 });
      byPackage.set(id, new Map(meals.map((m) => [m.meal_id, m])));
    }
    const onAll = [...byPackage.get(26)!.keys()].filter((id) => byPackage.get(24)!.has(id) && byPackage.get(28)!.has(id));
    expect(onAll.length).toBeGreaterThan(20);
    for (const mealId of onAll) {
      const [sumbatik, fit, bulk] = [24, 26, 28].map((p) => byPackage.get(p)!.get(mealId)!);
      expect([sumbatik, fit, bulk].map((m) => m!.nutrition_list_array[0]!.nutrition_value)).toEqual([100, 150, 200]);
      const calories = [sumbatik, fit, bulk].map((m) => m!.nutrition_list_array[0]!.nutrition_details.calory);
      expect(calories[0]).toBeLessThan(calories[1]!);
      expect(calories[1]).toBeLessThan(calories[2]!);
      // The second item is the 200 g protein base on every package, so Bulk's two items agree.
      expect(bulk!.nutrition_list_array[1]).toEqual(bulk!.nutrition_list_array[0]);
      expect(sumbatik!.default_nutrition_list_array.calory).toBe(calories[0]);
    }
  });

  it("answers a dish's protein, carbs and fat for the package's portion: Bulk's more than Sumbatik's for the same dish", async () => {
    const [sumbatik, bulk] = await Promise.all(
      [24, 28].map(async (id) => data<WireMeal[]>("urlencoded", "/api/meallist", { lang_id: 1, package_id: id, mealtype_id: 2 })),
    );
    const both = sumbatik!.filter((m) => bulk!.some((b) => b.meal_id === m.meal_id));
    expect(both.length).toBeGreaterThan(20);
    for (const small of both) {
      const large = bulk!.find((b) => b.meal_id === small.meal_id)!;
      const [s, l] = [small.default_nutrition_list_array, large.default_nutrition_list_array];
      expect(small.nutrition_list_array[0]!.nutrition_details).toEqual(s);
      expect(s.protein, small.meal_name).toBeGreaterThan(0);
      expect(l.protein).toBeGreaterThan(s.protein);
      expect(l.carbs).toBeGreaterThanOrEqual(s.carbs);
      expect(l.fat).toBeGreaterThanOrEqual(s.fat);
      expect(l.calory).toBeGreaterThan(s.calory);
    }
  });

  it("English and Arabic list the same dishes in the same order", async () => {
    const fields = { package_id: 26, mealtype_id: 2 };
    const en = await data<WireMeal[]>("urlencoded", "/api/meallist", { ...fields, lang_id: 1 });
    const ar = await data<WireMeal[]>("urlencoded", "/api/meallist", { ...fields, lang_id: 2 });
    expect(ar.map((m) => m.meal_id)).toEqual(en.map((m) => m.meal_id));
    expect(ar.map((m) => m.nutrition_list_array)).toEqual(en.map((m) => m.nutrition_list_array));
  });

  it("the order builder's default combination has a price: package 24, 26 days, 2 meals, 3 snacks, 0 soups", async () => {
    const [details] = await data<WirePackageDetails[]>("urlencoded", "/api/packagelistV3", { lang_id: 1, package_id: 24 });
    const period = details!.sub_package_list.find((p) => p.days === 26);
    const combo = period?.sub_packages.find(
      (s) => s.total_combo_count.meals === 2 && s.total_combo_count.snacks === 3 && s.total_combo_count.soup === 0,
    );
    expect(combo?.price_fils).toBeGreaterThan(0);
  });

  it("accepts the id in the terms path sent as JSON of a string (%222%22), as the original client did", async () => {
    const plain = await data<string>("query", "/api/termsandcondition/2");
    expect(await data<string>("query", "/api/termsandcondition/%222%22")).toBe(plain);
  });

  it("package types default to English when no lang_id is sent", async () => {
    const types = await data<{ name: string }[]>("urlencoded", "/api/packagetypelist");
    for (const type of types) expectLanguage(1, type.name);
  });

  it("show_festival_package may be left out or empty", async () => {
    const list = await data<WirePackage[]>("urlencoded", "/api/packagelist", { lang_id: 1 });
    expect(await data<WirePackage[]>("urlencoded", "/api/packagelist", { lang_id: 1, show_festival_package: "" })).toEqual(list);
  });
});
