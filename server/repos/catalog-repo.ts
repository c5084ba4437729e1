// The public catalog: the only place its SQL is written. Answers app-level rows; the routes shape
// them into the wire format.
import { sql } from "kysely";
import type { Db } from "../db/client.ts";

export type PackageRow = Awaited<ReturnType<ReturnType<typeof createCatalogRepo>["listPackages"]>>[number];

export function createCatalogRepo(db: Db) {
  return {
    listPackageTypes() {
      return db.selectFrom("package_types").selectAll().orderBy("id").execute();
    },

    listPackages() {
      return db.selectFrom("packages").selectAll().orderBy("sort").orderBy("id").execute();
    },

    findPackage(id: number) {
      return db.selectFrom("packages").selectAll().where("id", "=", id).executeTakeFirst();
    },

    listSubPackages(packageId: number) {
      return db
        .selectFrom("sub_packages")
        .selectAll()
        .where("package_id", "=", packageId)
        .orderBy("days")
        .orderBy("meals")
        .orderBy("snacks")
        .orderBy("soups")
        .execute();
    },

    listMaxValues(packageId: number) {
      return db
        .selectFrom("package_max_values")
        .select(["meal_type_id", "max_value"])
        .where("package_id", "=", packageId)
        .orderBy("meal_type_id")
        .execute();
    },

    listMeals(packageId: number, mealTypeId: number) {
      return db
        .selectFrom("meals")
        .innerJoin("meal_packages", "meal_packages.meal_id", "meals.id")
        .innerJoin("protein_tags", "protein_tags.id", "meals.protein_tag_id")
        // Ratings of every customer (migration 008): the menu shows their average from three up.
        .leftJoin(
          (eb) =>
            eb
              .selectFrom("meal_ratings")
              .select(["meal_id", sql<number>`avg(stars)::float8`.as("rating_average"), sql<number>`count(*)::int`.as("rating_count")])
              .groupBy("meal_id")
              .as("r"),
          (j) => j.onRef("r.meal_id", "=", "meals.id"),
        )
        .selectAll("meals")
        .select(["protein_tags.title_en as tag_en", "protein_tags.title_ar as tag_ar", "protein_tags.icon as tag_icon", "r.rating_average", "r.rating_count"])
        .where("meal_packages.package_id", "=", packageId)
        .where("meals.meal_type_id", "=", mealTypeId)
        .orderBy("meals.id")
        .execute();
    },

    /** How many dishes the package's menu holds in each meal type. */
    async countMeals(packageId: number) {
      const rows = await db
        .selectFrom("meals")
        .innerJoin("meal_packages", "meal_packages.meal_id", "meals.id")
        .select(["meals.meal_type_id", (eb) => eb.fn.countAll<string | number>().as("count")])
        .where("meal_packages.package_id", "=", packageId)
        .groupBy("meals.meal_type_id")
        .execute();
      return rows.map((r) => ({ meal_type_id: r.meal_type_id, count: Number(r.count) }));
    },

    /** What a dish's composed picture is drawn from: its English name and meal type. */
    findMealPicture(id: number) {
      return db.selectFrom("meals").select(["id", "name_en", "meal_type_id"]).where("id", "=", id).executeTakeFirst();
    },

    listDeliveryTimes() {
      return db.selectFrom("delivery_times").selectAll().orderBy("sort").execute();
    },

    listDeliveryMethods() {
      return db.selectFrom("delivery_methods").selectAll().orderBy("sort").execute();
    },

    listAreas() {
      return db
        .selectFrom("areas")
        .innerJoin("governorates", "governorates.id", "areas.governorate_id")
        .select([
          "areas.id",
          "areas.name_en",
          "areas.name_ar",
          "areas.lat",
          "areas.lng",
          "governorates.id as governorate_id",
          "governorates.name_en as governorate_en",
          "governorates.name_ar as governorate_ar",
        ])
        .orderBy("governorates.id")
        .orderBy("areas.name_en")
        .execute();
    },

    findContent(key: string, langId: number) {
      return db.selectFrom("content_pages").select("html").where("key", "=", key).where("lang_id", "=", langId).executeTakeFirst();
    },
  };
}

export type CatalogRepo = ReturnType<typeof createCatalogRepo>;
