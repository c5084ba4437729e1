// Protein tags of the menu filter, with the icon path the server serves for each.
import type { SeedProteinTag } from "../types.ts";

export const TAG = { chicken: 1, beef: 2, fish: 3, shrimp: 4, turkey: 5, lamb: 6, egg: 7, veg: 8 } as const;
export type TagId = (typeof TAG)[keyof typeof TAG];

const TITLES: Record<keyof typeof TAG, { en: string; ar: string }> = {
  chicken: { en: "Chicken", ar: "دجاج" },
  beef: { en: "Beef", ar: "لحم بقري" },
  fish: { en: "Fish", ar: "سمك" },
  shrimp: { en: "Shrimp", ar: "روبيان" },
  turkey: { en: "Turkey", ar: "ديك رومي" },
  lamb: { en: "Lamb", ar: "لحم غنم" },
  egg: { en: "Egg", ar: "بيض" },
  veg: { en: "Vegetarian", ar: "نباتي" },
};

export const proteinTags: SeedProteinTag[] = (Object.keys(TAG) as Array<keyof typeof TAG>).map((slug) => ({
  id: TAG[slug],
  title: TITLES[slug],
  icon: `/media/tags/${slug === "veg" ? "vegetarian" : slug}.svg`,
}));
