// Starting the server again must never duplicate the catalog: migrateToLatest + seedCatalog run on
// every start (server/index.ts), so running them twice on one database changes nothing.
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../tests/support/test-app.ts";
import type { DbHandle } from "../client.ts";
import { migrateToLatest } from "../migrate.ts";
import type { Database } from "../schema.ts";
import { catalog } from "./catalog.ts";
import { seedCatalog } from "./run.ts";

const SEEDED_TABLES = [
  "meta",
  "meal_types",
  "package_types",
  "packages",
  "package_max_values",
  "sub_packages",
  "protein_tags",
  "meals",
  "meal_packages",
  "delivery_times",
  "delivery_methods",
  "governorates",
  "areas",
  "content_pages",
  "coupons",
  "users",
] as const satisfies readonly (keyof Database)[];

let handle: DbHandle;
beforeAll(async () => {
  handle = await openTestDatabase({ seeded: false });
});
afterAll(() => handle?.close());

async function countRows(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of SEEDED_TABLES) {
    const row = await handle.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    counts[table] = row.n;
  }
  return counts;
}

describe("seedCatalog", () => {
  it("seeds an empty database once; a second start changes nothing", async () => {
    await migrateToLatest(handle.db);
    expect(await seedCatalog(handle.db, catalog)).toBe(true);
    const first = await countRows();

    // count(*) is int8: a number on both PGlite and node-postgres (server/db/client.ts parses it).
    for (const n of Object.values(first)) expect(typeof n).toBe("number");
    expect(first).toMatchObject({
      packages: catalog.packages.length,
      sub_packages: catalog.subPackages.length,
      meals: catalog.meals.length,
      meal_packages: catalog.meals.reduce((sum, m) => sum + m.packageIds.length, 0),
      areas: catalog.areas.length,
      content_pages: catalog.content.length * 2,
      coupons: catalog.coupons.length,
      // The demo customer and the kitchen's operator.
      users: 2,
      // seed_version and seed_mode.
      meta: 2,
    });

    await migrateToLatest(handle.db);
    expect(await seedCatalog(handle.db, catalog)).toBe(false);
    expect(await countRows()).toEqual(first);
  });

  it("writes each dish's allergens, ingredients and macros into a database seeded before migration 008", async () => {
    const salmon = catalog.meals.find((m) => m.name.en === "Grilled Salmon with Quinoa")!;
    await handle.db.updateTable("meals").set({ ingredients_en: null, ingredients_ar: null, allergens: [] }).where("id", "<=", 10).execute();
    await handle.db.updateTable("meals").set({ ingredients_en: null, allergens: [] }).where("id", "=", salmon.id).execute();
    expect(await seedCatalog(handle.db, catalog)).toBe(false);
    const row = await handle.db.selectFrom("meals").selectAll().where("id", "=", salmon.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ allergens: ["fish"], ingredients_en: salmon.ingredients.en, protein_g: salmon.macros.protein, fat_g: salmon.macros.fat });
    const empty = await handle.db.selectFrom("meals").select("id").where("ingredients_en", "is", null).execute();
    expect(empty).toEqual([]);
    const operator = await handle.db.selectFrom("users").select("role").where("email", "=", "ops@kw-meals.local").executeTakeFirstOrThrow();
    expect(operator.role).toBe("operator");
  });

  it("reads arrays, doubles and timestamps back as JavaScript values on this database", async () => {
    const meal = await handle.db.selectFrom("meals").select(["days", "palette"]).orderBy("id").executeTakeFirstOrThrow();
    expect(Array.isArray(meal.days)).toBe(true);
    expect(meal.days.every((d) => Number.isInteger(d) && d !== 5)).toBe(true);
    expect(meal.palette.every((c) => /^#[0-9a-f]{6}$/i.test(c))).toBe(true);

    const area = await handle.db.selectFrom("areas").select(["lat", "lng"]).orderBy("id").executeTakeFirstOrThrow();
    expect(typeof area.lat).toBe("number");
    expect(typeof area.lng).toBe("number");

    const coupon = await handle.db.selectFrom("coupons").select("expires_at").orderBy("code").executeTakeFirstOrThrow();
    expect(coupon.expires_at).toBeInstanceOf(Date);

    const { rows } = await sql<{ big: number; exact: number }>`select 9007199254740991::int8 as big, 12.5::numeric as exact`.execute(handle.db);
    expect(rows[0]).toEqual({ big: 9007199254740991, exact: 12.5 });
  });
});
