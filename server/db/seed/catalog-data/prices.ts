// The sub-package price matrix: a pure price formula per package (days × meals × snacks × soups),
// the calculator's recommendation prices pinned to one combination each, and a few deliberately
// missing combinations so the storefront can show 'Combination Not Available!'.
import type { SeedSubPackage } from "../types.ts";
import { PACKAGE_IDS, type PackageId } from "./packages.ts";

export type Combination = { packageId: PackageId; days: number; meals: number; snacks: number; soups: number };

/** Whole-KD prices of a 26-day plan: a daily delivery base plus a rate per item a day. */
type MonthlyRates = { base: number; meal: number; snack: number; soup: number };

const MONTHLY: Record<PackageId, MonthlyRates> = {
  24: { base: 20, meal: 50, snack: 20, soup: 10 }, // 3 meals = 170 KD
  26: { base: 35, meal: 50, snack: 20, soup: 10 }, // 3 meals = 185 KD
  28: { base: 20, meal: 55, snack: 30, soup: 10 }, // 3 meals = 185 KD
};

/** Shorter plans cost more a day; longer plans show a crossed-out list price above what is paid. */
export const DAY_OPTIONS = [
  { days: 6, dailyPremium: 1.15, listMarkup: 0 },
  { days: 13, dailyPremium: 1.08, listMarkup: 0.05 },
  { days: 20, dailyPremium: 1.03, listMarkup: 0.07 },
  { days: 26, dailyPremium: 1, listMarkup: 0.1 },
] as const;

export const MAX_COUNTS = { meals: 4, snacks: 4, soups: 2 } as const;

/** kcal of one item a day: [smallest portion, largest portion]. */
const KCAL: Record<PackageId, { meal: [number, number]; snack: [number, number]; soup: [number, number] }> = {
  24: { meal: [350, 450], snack: [150, 200], soup: [100, 140] },
  26: { meal: [450, 550], snack: [170, 220], soup: [120, 160] },
  28: { meal: [550, 650], snack: [200, 250], soup: [140, 180] },
};

/** Prices the calorie calculator recommends, each held by exactly one 26-day sub-package. */
export const RECOMMENDED: Array<Combination & { priceKd: number }> = [
  { packageId: 24, days: 26, meals: 2, snacks: 2, soups: 0, priceKd: 160 },
  { packageId: 24, days: 26, meals: 3, snacks: 1, soups: 0, priceKd: 190 },
  { packageId: 26, days: 26, meals: 3, snacks: 1, soups: 0, priceKd: 205 },
  { packageId: 26, days: 26, meals: 3, snacks: 2, soups: 1, priceKd: 235 },
  { packageId: 26, days: 26, meals: 4, snacks: 1, soups: 0, priceKd: 255 },
  { packageId: 26, days: 26, meals: 4, snacks: 1, soups: 1, priceKd: 265 },
  { packageId: 28, days: 26, meals: 3, snacks: 2, soups: 1, priceKd: 255 },
];

type Counts = [days: number, meals: number, snacks: number, soups: number];

// prettier-ignore
const MISSING: Record<PackageId, Counts[]> = {
  24: [[6, 4, 4, 2], [6, 0, 0, 1], [6, 0, 0, 2], [13, 4, 4, 2], [20, 0, 4, 2]],
  26: [[6, 4, 4, 2], [6, 0, 0, 1], [6, 4, 0, 2], [13, 0, 0, 2]],
  28: [[6, 4, 4, 2], [6, 4, 4, 1], [6, 0, 0, 1], [6, 0, 1, 0], [13, 0, 0, 1], [20, 4, 4, 2]],
};

/** Combinations that deliberately have no sub-package. */
export const missingCombinations: Combination[] = PACKAGE_IDS.flatMap((packageId) =>
  MISSING[packageId].map(([days, meals, snacks, soups]) => ({ packageId, days, meals, snacks, soups })),
);

/** The formula price in whole KD, before the recommendation prices are made unique. */
export function formulaPriceKd(c: Combination): number {
  const r = MONTHLY[c.packageId];
  const option = DAY_OPTIONS.find((o) => o.days === c.days);
  if (!option) throw new Error(`No price for ${c.days} days`);
  const monthly = r.base + c.meals * r.meal + c.snacks * r.snack + c.soups * r.soup;
  return Math.round(((monthly * c.days) / 26) * option.dailyPremium);
}

const key = (c: Combination) => `${c.packageId}/${c.days}/${c.meals}/${c.snacks}/${c.soups}`;

function allCombinations(): Combination[] {
  const missing = new Set(missingCombinations.map(key));
  const out: Combination[] = [];
  for (const packageId of PACKAGE_IDS)
    for (const { days } of DAY_OPTIONS)
      for (let meals = 0; meals <= MAX_COUNTS.meals; meals++)
        for (let snacks = 0; snacks <= MAX_COUNTS.snacks; snacks++)
          for (let soups = 0; soups <= MAX_COUNTS.soups; soups++) {
            const c = { packageId, days, meals, snacks, soups };
            if (meals + snacks + soups > 0 && !missing.has(key(c))) out.push(c);
          }
  return out;
}

/**
 * Formula prices, then every other combination of a package that lands on one of its recommended
 * prices moves by 1 KD (down when that keeps prices rising with each count and with days, else up),
 * so the calculator's "sub-package whose price equals X" finds exactly one.
 */
function pricedCombinations(): Array<Combination & { priceKd: number }> {
  const rows = allCombinations().map((c) => ({ ...c, priceKd: formulaPriceKd(c) }));
  const byKey = new Map(rows.map((r) => [key(r), r]));
  const pinned = new Set(RECOMMENDED.map(key));
  const targets = (p: PackageId) => RECOMMENDED.filter((r) => r.packageId === p).map((r) => r.priceKd);
  const dayList: number[] = DAY_OPTIONS.map((o) => o.days);

  const neighbours = (c: Combination) => {
    const d = dayList.indexOf(c.days);
    const at = (patch: Partial<Combination>) => byKey.get(key({ ...c, ...patch }));
    const lower = [
      at({ meals: c.meals - 1 }),
      at({ snacks: c.snacks - 1 }),
      at({ soups: c.soups - 1 }),
      at({ days: dayList[d - 1] ?? -1 }),
    ];
    const higher = [
      at({ meals: c.meals + 1 }),
      at({ snacks: c.snacks + 1 }),
      at({ soups: c.soups + 1 }),
      at({ days: dayList[d + 1] ?? -1 }),
    ];
    return { lower: lower.filter((r) => r !== undefined), higher: higher.filter((r) => r !== undefined) };
  };

  for (const row of rows) {
    if (pinned.has(key(row)) || !targets(row.packageId).includes(row.priceKd)) continue;
    const { lower, higher } = neighbours(row);
    const fits = (price: number) =>
      !targets(row.packageId).includes(price) && lower.every((l) => l.priceKd < price) && higher.every((h) => h.priceKd > price);
    const nudged = [row.priceKd - 1, row.priceKd + 1].find(fits);
    if (nudged === undefined) throw new Error(`Cannot move ${key(row)} off a recommended price`);
    row.priceKd = nudged;
  }
  return rows;
}

function calories(c: Combination): { minCal: number; maxCal: number } {
  const k = KCAL[c.packageId];
  const sum = (i: 0 | 1) => c.meals * k.meal[i] + c.snacks * k.snack[i] + c.soups * k.soup[i];
  return { minCal: sum(0), maxCal: sum(1) };
}

export const subPackages: SeedSubPackage[] = pricedCombinations().map((c) => {
  const option = DAY_OPTIONS.find((o) => o.days === c.days);
  const listKd = Math.round(c.priceKd * (1 + (option?.listMarkup ?? 0)));
  return {
    packageId: c.packageId,
    days: c.days,
    meals: c.meals,
    snacks: c.snacks,
    soups: c.soups,
    priceFils: c.priceKd * 1000,
    actualPriceFils: listKd * 1000,
    ...calories(c),
  };
});
