// The seed catalog's promises: prices that match docs/product-rules.md "Package figures" and the calculator's
// recommendation table, a complete price matrix with a few known gaps, a bilingual menu of about
// 300 dishes, and Kuwait's areas with centre points good enough for a nearest-area lookup.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { catalog, missingCombinations } from "./catalog.ts";
import type { SeedSubPackage } from "./types.ts";

const { packages, subPackages, meals, areas } = catalog;
const DAYS = [6, 13, 20, 26];
const ARABIC = /[\u0600-\u06FF]/;
const SIMPLE_HTML_TAGS = new Set(["h2", "h3", "p", "ul", "li", "strong", "a"]);

const comboKey = (s: { packageId: number; days: number; meals: number; snacks: number; soups: number }) =>
  `${s.packageId}/${s.days}/${s.meals}/${s.snacks}/${s.soups}`;
const byKey = new Map(subPackages.map((s) => [comboKey(s), s]));
const find = (packageId: number, days: number, meals: number, snacks: number, soups: number) =>
  byKey.get(comboKey({ packageId, days, meals, snacks, soups }));

function tagsIn(html: string): string[] {
  return [...html.matchAll(/<\/?([a-z0-9]+)/gi)].map((m) => (m[1] ?? "").toLowerCase());
}

describe("packages", () => {
  it("are 24 Sumbatik, 26 Fit and 28 Bulk with their protein grams", () => {
    expect(packages.map((p) => [p.id, p.name.en, p.proteinGrams])).toEqual([
      [24, "Sumbatik", 100],
      [26, "Fit", 150],
      [28, "Bulk", 200],
    ]);
    expect(catalog.packageTypes.length).toBeGreaterThanOrEqual(1);
    expect(catalog.packageTypes.length).toBeLessThanOrEqual(2);
    for (const p of packages) {
      expect(catalog.packageTypes.map((t) => t.id)).toContain(p.packageType);
      expect(p.name.ar).toMatch(ARABIC);
      expect(p.image).toBe(`/media/packages/${p.id}-640.webp`);
      expect(p.maxPerMealType).toEqual({ 1: 1, 2: 4, 3: 4, 11: 2 });
    }
  });

  it("describe themselves in simple HTML in both languages, with the 3-meal price", () => {
    // The one money format: "KD 170.000", "170.000 د.ك".
    const threeMeals: Record<number, { en: string; ar: string }> = {
      24: { en: "KD 170.000", ar: "170.000 د.ك" },
      26: { en: "KD 185.000", ar: "185.000 د.ك" },
      28: { en: "KD 185.000", ar: "185.000 د.ك" },
    };
    for (const p of packages) {
      for (const lang of ["en", "ar"] as const) {
        const html = p.description[lang];
        for (const tag of tagsIn(html)) expect(SIMPLE_HTML_TAGS).toContain(tag);
        expect(html.replace(/\u00a0/g, " ")).toContain(threeMeals[p.id]![lang]);
      }
      // The menu's size is counted from the dish tables, not fixed text ("11 breakfasts" was).
      const on = meals.filter((m) => m.packageIds.includes(p.id));
      const breakfasts = on.filter((m) => m.mealTypeId === 1).length;
      expect(p.description.en).toContain(`A menu of ${on.length} dishes: ${breakfasts} breakfasts,`);
      expect(p.description.ar).toContain(`الفطور ${breakfasts}،`);
      expect(p.description.ar).toMatch(ARABIC);
    }
  });
});

describe("sub-packages", () => {
  it("price 3 meals for 26 days as docs/product-rules.md says", () => {
    expect(find(24, 26, 3, 0, 0)?.priceFils).toBe(170_000);
    expect(find(26, 26, 3, 0, 0)?.priceFils).toBe(185_000);
    expect(find(28, 26, 3, 0, 0)?.priceFils).toBe(185_000);
  });

  it("hold each recommendation price in exactly one 26-day sub-package of its package", () => {
    const table: Array<[number, number]> = [
      [24, 160],
      [24, 190],
      [26, 205],
      [26, 235],
      [26, 255],
      [26, 265],
      [28, 255],
    ];
    for (const [packageId, kd] of table) {
      const holders = subPackages.filter((s) => s.packageId === packageId && s.priceFils === kd * 1000);
      expect(holders, `${packageId} at ${kd} KD`).toHaveLength(1);
      expect(holders[0]?.days).toBe(26);
    }
  });

  it("cover every combination except the listed missing ones, never all zero, never twice", () => {
    expect(byKey.size).toBe(subPackages.length);
    const missing = new Set(missingCombinations.map(comboKey));
    for (const packageId of [24, 26, 28]) {
      const gaps = missingCombinations.filter((m) => m.packageId === packageId).length;
      expect(gaps).toBeGreaterThanOrEqual(3);
      expect(gaps).toBeLessThanOrEqual(6);
      for (const days of DAYS)
        for (let m = 0; m <= 4; m++)
          for (let s = 0; s <= 4; s++)
            for (let p = 0; p <= 2; p++) {
              const key = comboKey({ packageId, days, meals: m, snacks: s, soups: p });
              const expected = m + s + p > 0 && !missing.has(key);
              expect(byKey.has(key), key).toBe(expected);
            }
    }
    expect(subPackages.length).toBe(3 * DAYS.length * 74 - missingCombinations.length);
    // The defaults of the builder and of the old subscription page must be buyable.
    expect(find(24, 26, 2, 3, 0)).toBeDefined();
    expect(find(24, 26, 3, 2, 1)).toBeDefined();
  });

  it("cost whole dinars, with a list price at or above the price (equal on 6 days)", () => {
    for (const s of subPackages) {
      expect(s.priceFils % 1000).toBe(0);
      expect(s.actualPriceFils % 1000).toBe(0);
      expect(s.priceFils).toBeGreaterThan(0);
      expect(s.actualPriceFils).toBeGreaterThanOrEqual(s.priceFils);
      if (s.days === 6) expect(s.actualPriceFils).toBe(s.priceFils);
      else expect(s.actualPriceFils).toBeLessThanOrEqual(s.priceFils * 1.1 + 500); // whole KD, rounded
    }
  });

  it("cost more with more days and with each extra meal, snack or soup", () => {
    const next = (s: SeedSubPackage): Array<SeedSubPackage | undefined> => {
      const d = DAYS.indexOf(s.days);
      return [
        find(s.packageId, s.days, s.meals + 1, s.snacks, s.soups),
        find(s.packageId, s.days, s.meals, s.snacks + 1, s.soups),
        find(s.packageId, s.days, s.meals, s.snacks, s.soups + 1),
        DAYS[d + 1] === undefined ? undefined : find(s.packageId, DAYS[d + 1] ?? 0, s.meals, s.snacks, s.soups),
      ];
    };
    for (const s of subPackages)
      for (const bigger of next(s)) if (bigger) expect(bigger.priceFils, comboKey(bigger)).toBeGreaterThan(s.priceFils);
  });

  it("give a plausible daily calorie range", () => {
    for (const s of subPackages) {
      expect(s.minCal).toBeLessThan(s.maxCal);
      const items = s.meals + s.snacks + s.soups;
      expect(s.minCal).toBeGreaterThanOrEqual(items * 100);
      expect(s.maxCal).toBeLessThanOrEqual(s.meals * 650 + s.snacks * 250 + s.soups * 180);
    }
    const sumbatik = find(24, 26, 3, 0, 0);
    const bulk = find(28, 26, 3, 0, 0);
    expect(sumbatik && bulk && sumbatik.maxCal < bulk.maxCal).toBe(true);
  });
});

describe("menu", () => {
  const ofType = (t: number) => meals.filter((m) => m.mealTypeId === t);

  it("has about 300 dishes over the four meal types, ids 1..N", () => {
    expect(meals.length).toBeGreaterThanOrEqual(280);
    expect(meals.length).toBeLessThanOrEqual(320);
    expect(meals.map((m) => m.id)).toEqual(meals.map((_, i) => i + 1));
    expect(ofType(1).length).toBeGreaterThanOrEqual(50);
    expect(ofType(2).length).toBeGreaterThanOrEqual(130);
    expect(ofType(3).length).toBeGreaterThanOrEqual(60);
    expect(ofType(11).length).toBeGreaterThanOrEqual(15);
  });

  it("names every dish uniquely in English and in Arabic", () => {
    expect(new Set(meals.map((m) => m.name.en.toLowerCase())).size).toBe(meals.length);
    expect(new Set(meals.map((m) => m.name.ar)).size).toBe(meals.length);
    for (const m of meals) {
      expect(m.name.ar, m.name.en).toMatch(ARABIC);
      expect(m.name.ar, m.name.en).not.toMatch(/[A-Za-z]/);
      expect(m.name.en.trim()).toBe(m.name.en);
    }
    const shawarma = meals.find((m) => m.name.en === "Chicken Shawarma Bowl");
    expect(shawarma?.name.ar).toBe("وعاء شاورما الدجاج");
  });

  it("tags each dish with a known protein and lists it on at least one package", () => {
    const tagIds = new Set(catalog.proteinTags.map((t) => t.id));
    expect(tagIds.size).toBeGreaterThanOrEqual(8);
    for (const t of catalog.proteinTags) expect(t.icon).toMatch(/^\/media\/tags\/[a-z]+\.svg$/);
    for (const m of meals) {
      expect(tagIds.has(m.proteinTagId)).toBe(true);
      expect(m.packageIds.length).toBeGreaterThan(0);
      expect(new Set(m.packageIds).size).toBe(m.packageIds.length);
    }
    expect(meals.filter((m) => m.packageIds.length === 3).length / meals.length).toBeGreaterThan(0.7);
    for (const p of [24, 26, 28] as const)
      for (const t of [1, 2, 3, 11]) expect(ofType(t).filter((m) => m.packageIds.includes(p)).length).toBeGreaterThanOrEqual(15);
  });

  it("serves each dish on 3 to 6 days from Saturday to Thursday, never Friday", () => {
    for (const m of meals) {
      expect(m.days.length).toBeGreaterThanOrEqual(3);
      expect(m.days.length).toBeLessThanOrEqual(6);
      expect(new Set(m.days).size).toBe(m.days.length);
      expect(m.days).not.toContain(5);
    }
  });

  it("gives two nutrition items with plausible calories and a macro line in both languages", () => {
    const range: Record<number, [number, number]> = { 1: [200, 500], 2: [250, 650], 3: [100, 300], 11: [80, 220] };
    for (const m of meals) {
      const [small, large] = m.nutrition;
      const [lo, hi] = range[m.mealTypeId] ?? [0, 0];
      expect(small.grams).toBe(100);
      expect(large.grams).toBe(200);
      expect(small.calories, m.name.en).toBeGreaterThanOrEqual(lo);
      expect(small.calories, m.name.en).toBeLessThanOrEqual(hi);
      expect(large.calories).toBeGreaterThan(small.calories);
      expect(large.calories).toBeLessThan(small.calories * 2);
      expect(m.defaultCalories).toBe(small.calories);
      expect(m.protCarbs.en).toMatch(/^P \d+g · C \d+g$/);
      expect(m.protCarbs.ar).toMatch(/^بروتين \d+غ · كربوهيدرات \d+غ$/);
      for (const colour of m.palette) expect(colour).toMatch(/^#[0-9a-f]{6}$/);
    }
  });
});

describe("delivery options, places and content", () => {
  it("default to 8 AM to 6 PM and leaving the box at the door", () => {
    expect(catalog.deliveryTimes[0]).toMatchObject({ id: 1, name: { en: "8 AM to 6 PM", ar: "8 صباحًا إلى 6 مساءً" } });
    expect(catalog.deliveryTimes.length).toBeGreaterThanOrEqual(3);
    expect(catalog.deliveryMethods[0]).toMatchObject({ id: 1, name: { en: "Leave the box at the door" } });
    expect(catalog.deliveryMethods.map((m) => m.name.en)).toContain("Call me on arrival");
  });

  it("list Kuwait's six governorates and 90-130 areas inside Kuwait", () => {
    expect(catalog.governorates).toHaveLength(6);
    const govIds = new Set(catalog.governorates.map((g) => g.id));
    expect(areas.length).toBeGreaterThanOrEqual(90);
    expect(areas.length).toBeLessThanOrEqual(130);
    expect(new Set(areas.map((a) => a.id)).size).toBe(areas.length);
    expect(new Set(areas.map((a) => a.name.en)).size).toBe(areas.length);
    for (const a of areas) {
      expect(govIds.has(a.governorateId)).toBe(true);
      expect(a.name.ar).toMatch(ARABIC);
      expect(a.lat).toBeGreaterThan(28.5);
      expect(a.lat).toBeLessThan(30.1);
      expect(a.lng).toBeGreaterThan(46.5);
      expect(a.lng).toBeLessThan(48.5);
    }
    for (const g of govIds) expect(areas.filter((a) => a.governorateId === g).length).toBeGreaterThanOrEqual(5);
  });

  it("puts Salmiya's centre nearest to a point in Salmiya", () => {
    const [lat, lng] = [29.3375, 48.075];
    const distance = (a: { lat: number; lng: number }) =>
      Math.hypot(a.lat - lat, (a.lng - lng) * Math.cos((lat * Math.PI) / 180));
    const nearest = [...areas].sort((a, b) => distance(a) - distance(b))[0];
    expect(nearest?.name.en).toBe("Salmiya");
  });

  it("has terms, privacy and the general note in both languages, in simple HTML", () => {
    expect(catalog.content.map((c) => c.key).sort()).toEqual(["general_note", "privacy", "terms"]);
    for (const c of catalog.content) {
      expect(c.html.ar).toMatch(ARABIC);
      for (const html of [c.html.en, c.html.ar]) {
        for (const tag of tagsIn(html)) expect(SIMPLE_HTML_TAGS).toContain(tag);
        expect(html).not.toMatch(/<script|on\w+=/i);
      }
    }
  });

  it("has a live percentage coupon, an expired one, and a demo customer with a wallet", () => {
    const byCode = new Map(catalog.coupons.map((c) => [c.code, c]));
    expect(byCode.get("WELCOME10")).toMatchObject({ discountType: "percentage", discountValue: 10, perCustomerLimit: 1 });
    expect(Date.parse(byCode.get("WELCOME10")?.expiresAt ?? "")).toBeGreaterThan(Date.parse("2029-01-01"));
    expect(Date.parse(byCode.get("EXPIRED15")?.expiresAt ?? "")).toBeLessThan(Date.now());
    const c = catalog.demoCustomer;
    expect(c.mobileNo).toMatch(/^\d{8}$/);
    expect(c.password.length).toBeGreaterThanOrEqual(8);
    expect(Number.isInteger(c.walletFils) && c.walletFils > 0).toBe(true);
  });
});

describe("determinism", () => {
  it("uses no random numbers anywhere in the seed", () => {
    const here = path.dirname(fileURLToPath(import.meta.url));
    const files = [here, path.join(here, "catalog-data")].flatMap((dir) =>
      readdirSync(dir)
        .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))
        .map((f) => path.join(dir, f)),
    );
    expect(files.length).toBeGreaterThan(5);
    for (const file of files) expect(readFileSync(file, "utf8"), file).not.toContain("Math.random");
  });
});
