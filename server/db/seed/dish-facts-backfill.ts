// Each dish's allergens, ingredients and macros (migration 008) written into a database seeded
// before they existed: only rows still without them, in one statement, so every start after the
// first changes nothing. The seed version stays as it is (the catalog is the same catalog).
import { sql } from "kysely";
import type { Db } from "../client.ts";
import type { SeedCatalog } from "./types.ts";

export async function seedDishFacts(db: Db, catalog: SeedCatalog): Promise<number> {
  const missing = await db.selectFrom("meals").select("id").where("ingredients_en", "is", null).execute();
  if (missing.length === 0) return 0;
  const ids = new Set(missing.map((r) => r.id));
  const rows = catalog.meals.filter((m) => ids.has(m.id));
  if (rows.length === 0) return 0;
  const values = sql.join(
    rows.map(
      (m) =>
        sql`(${m.id}::int, ${sql.val(m.allergens)}::text[], ${m.ingredients.en}::text, ${m.ingredients.ar}::text, ${m.macros.protein}::int, ${m.macros.carbs}::int, ${m.macros.fat}::int)`,
    ),
  );
  await sql`update meals set allergens = v.allergens, ingredients_en = v.en, ingredients_ar = v.ar,
      protein_g = v.protein, carbs_g = v.carbs, fat_g = v.fat
    from (values ${values}) as v(id, allergens, en, ar, protein, carbs, fat)
    where meals.id = v.id and meals.ingredients_en is null`.execute(db);
  return rows.length;
}
