// The public catalog: packages and their price matrix, dishes, delivery options, areas, pages.
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("meta")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("package_types")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("name_en", "text", (c) => c.notNull())
    .addColumn("name_ar", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("packages")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("package_type", "integer", (c) => c.notNull().references("package_types.id"))
    .addColumn("name_en", "text", (c) => c.notNull())
    .addColumn("name_ar", "text", (c) => c.notNull())
    .addColumn("gram_label_en", "text", (c) => c.notNull())
    .addColumn("gram_label_ar", "text", (c) => c.notNull())
    .addColumn("description_en", "text", (c) => c.notNull())
    .addColumn("description_ar", "text", (c) => c.notNull())
    .addColumn("protein_grams", "integer", (c) => c.notNull())
    .addColumn("friday_charge_type", "text", (c) => c.notNull())
    .addColumn("friday_charge_value", "integer", (c) => c.notNull())
    .addColumn("festival_affect", "integer", (c) => c.notNull())
    .addColumn("image", "text", (c) => c.notNull())
    .addColumn("sort", "integer", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("meal_types")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("name_en", "text", (c) => c.notNull())
    .addColumn("name_ar", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("package_max_values")
    .addColumn("package_id", "integer", (c) => c.notNull().references("packages.id"))
    .addColumn("meal_type_id", "integer", (c) => c.notNull().references("meal_types.id"))
    .addColumn("max_value", "integer", (c) => c.notNull().check(sql`max_value >= 0`))
    .addPrimaryKeyConstraint("package_max_values_pk", ["package_id", "meal_type_id"])
    .execute();

  await db.schema
    .createTable("sub_packages")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("package_id", "integer", (c) => c.notNull().references("packages.id"))
    .addColumn("days", "integer", (c) => c.notNull().check(sql`days > 0`))
    .addColumn("meals", "integer", (c) => c.notNull().check(sql`meals >= 0`))
    .addColumn("snacks", "integer", (c) => c.notNull().check(sql`snacks >= 0`))
    .addColumn("soups", "integer", (c) => c.notNull().check(sql`soups >= 0`))
    .addColumn("price_fils", "integer", (c) => c.notNull().check(sql`price_fils >= 0`))
    .addColumn("actual_price_fils", "integer", (c) => c.notNull())
    .addColumn("min_cal", "integer", (c) => c.notNull())
    .addColumn("max_cal", "integer", (c) => c.notNull())
    .addUniqueConstraint("sub_packages_combination", ["package_id", "days", "meals", "snacks", "soups"])
    .execute();

  await db.schema
    .createTable("protein_tags")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("title_en", "text", (c) => c.notNull())
    .addColumn("title_ar", "text", (c) => c.notNull())
    .addColumn("icon", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("meals")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("meal_type_id", "integer", (c) => c.notNull().references("meal_types.id"))
    .addColumn("name_en", "text", (c) => c.notNull())
    .addColumn("name_ar", "text", (c) => c.notNull())
    .addColumn("protein_tag_id", "integer", (c) => c.notNull().references("protein_tags.id"))
    .addColumn("days", sql`integer[]`, (c) => c.notNull())
    .addColumn("prot_carbs_en", "text", (c) => c.notNull())
    .addColumn("prot_carbs_ar", "text", (c) => c.notNull())
    .addColumn("small_grams", "integer", (c) => c.notNull())
    .addColumn("small_calories", "integer", (c) => c.notNull())
    .addColumn("large_grams", "integer", (c) => c.notNull())
    .addColumn("large_calories", "integer", (c) => c.notNull())
    .addColumn("default_calories", "integer", (c) => c.notNull())
    .addColumn("palette", sql`text[]`, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("meal_packages")
    .addColumn("meal_id", "integer", (c) => c.notNull().references("meals.id"))
    .addColumn("package_id", "integer", (c) => c.notNull().references("packages.id"))
    .addPrimaryKeyConstraint("meal_packages_pk", ["package_id", "meal_id"])
    .execute();

  for (const table of ["delivery_times", "delivery_methods"]) {
    await db.schema
      .createTable(table)
      .addColumn("id", "integer", (c) => c.primaryKey())
      .addColumn("name_en", "text", (c) => c.notNull())
      .addColumn("name_ar", "text", (c) => c.notNull())
      .addColumn("sort", "integer", (c) => c.notNull())
      .execute();
  }

  await db.schema
    .createTable("governorates")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("name_en", "text", (c) => c.notNull())
    .addColumn("name_ar", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("areas")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("governorate_id", "integer", (c) => c.notNull().references("governorates.id"))
    .addColumn("name_en", "text", (c) => c.notNull())
    .addColumn("name_ar", "text", (c) => c.notNull())
    .addColumn("lat", "double precision", (c) => c.notNull())
    .addColumn("lng", "double precision", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("content_pages")
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("lang_id", "integer", (c) => c.notNull())
    .addColumn("html", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("content_pages_pk", ["key", "lang_id"])
    .execute();

  await db.schema
    .createTable("coupons")
    .addColumn("code", "text", (c) => c.primaryKey())
    .addColumn("discount_type", "text", (c) => c.notNull())
    .addColumn("discount_value", "integer", (c) => c.notNull())
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .addColumn("usage_limit", "integer", (c) => c.notNull())
    .addColumn("per_customer_limit", "integer", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "coupons", "content_pages", "areas", "governorates", "delivery_methods", "delivery_times",
    "meal_packages", "meals", "protein_tags", "sub_packages", "package_max_values", "meal_types",
    "packages", "package_types", "meta",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
