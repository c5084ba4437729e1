// Each dish's Arabic name, allergens, ingredients and macros brought to the seed's on every start:
// a database seeded before migration 008 (no facts at all) or before the seed's data was corrected
// (a fuller ingredients line, an allergen that follows from it, a corrected Arabic name) gets them.
// One statement that touches only the rows that differ, so a start with nothing to correct writes
// nothing. The seed is the catalog's only source (no call edits a dish), so nothing else is lost.
// The seed version stays as it is (the catalog is the same catalog).
import { sql } from "kysely";
import type { Db } from "../client.ts";
import type { SeedCatalog } from "./types.ts";

/** Returns the number of dishes it corrected. */
export async function seedDishFacts(db: Db, catalog: SeedCatalog): Promise<number> {
  if (catalog.meals.length === 0) return 0;
  const values = sql.join(
    catalog.meals.map(
      (m) =>
        sql`(${m.id}::int, ${m.name.ar}::text, ${sql.val(m.allergens)}::text[], ${m.ingredients.en}::text, ${m.ingredients.ar}::text, ${m.macros.protein}::int, ${m.macros.carbs}::int, ${m.macros.fat}::int)`,
    ),
  );
  const result = await sql`update meals set name_ar = v.name_ar, allergens = v.allergens, ingredients_en = v.en,
      ingredients_ar = v.ar, protein_g = v.protein, carbs_g = v.carbs, fat_g = v.fat
    from (values ${values}) as v(id, name_ar, allergens, en, ar, protein, carbs, fat)
    where meals.id = v.id
      and (meals.name_ar, meals.allergens, meals.ingredients_en, meals.ingredients_ar, meals.protein_g, meals.carbs_g, meals.fat_g)
        is distinct from (v.name_ar, v.allergens, v.en, v.ar, v.protein, v.carbs, v.fat)`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
