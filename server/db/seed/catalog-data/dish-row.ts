// The row shape of the dish tables: names, protein tag, and grams of protein, carbs and fat of the
// small portion (calories follow from the grams: 4 kcal/g protein and carbs, 9 kcal/g fat).
import type { TagId } from "./tags.ts";

export type DishRow = [en: string, ar: string, tagId: TagId, protein: number, carbs: number, fat: number];
