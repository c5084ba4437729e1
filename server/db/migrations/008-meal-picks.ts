// My meals (docs/product-rules.md "After payment": meal picks, dislikes and allergens, ratings, kitchen):
// each dish's allergens, ingredients and macros (filled by the seed), the customer's picks of a
// delivery day and the kitchen's picks fixed at the cutoff, the customer's dislikes and allergens,
// ratings, the changes made under idempotency keys, and the operator role. Kysely runs this
// migration in one transaction (PostgreSQL and PGlite have transactional DDL): all of it or none.
import { sql, type Kysely } from "kysely";

const ISO_DATE = sql`'^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("meals")
    .addColumn("allergens", sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    // Null until the seed has written them (databases seeded before this migration are filled on start).
    .addColumn("ingredients_en", "text")
    .addColumn("ingredients_ar", "text")
    .addColumn("protein_g", "integer")
    .addColumn("carbs_g", "integer")
    .addColumn("fat_g", "integer")
    .execute();

  await db.schema
    .alterTable("users")
    .addColumn("role", "text", (c) =>
      c
        .notNull()
        .defaultTo("customer")
        .check(sql`role in ('customer', 'operator')`),
    )
    .execute();

  await db.schema
    .createTable("customer_preferences")
    .addColumn("user_id", "integer", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("proteins", sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn("allergens", sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable("day_picks")
    .addColumn("purchase_id", "integer", (c) => c.notNull().references("purchases.id").onDelete("cascade"))
    .addColumn("date", "text", (c) => c.notNull().check(sql`date ~ ${ISO_DATE}`))
    .addColumn("slot_type", "text", (c) => c.notNull().check(sql`slot_type in ('meal', 'snack', 'soup')`))
    .addColumn("slot", "integer", (c) => c.notNull().check(sql`slot between 1 and 20`))
    .addColumn("meal_id", "integer", (c) => c.notNull().references("meals.id"))
    /** `customer`: picked by the customer; `kitchen`: the kitchen's pick, fixed at the cutoff. */
    .addColumn("chosen_by", "text", (c) => c.notNull().check(sql`chosen_by in ('customer', 'kitchen')`))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("day_picks_pk", ["purchase_id", "date", "slot_type", "slot"])
    .execute();
  await db.schema.createIndex("day_picks_date_idx").on("day_picks").columns(["date"]).execute();

  await db.schema
    .createTable("meal_ratings")
    .addColumn("id", "integer", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("purchase_id", "integer", (c) => c.notNull().references("purchases.id").onDelete("cascade"))
    .addColumn("date", "text", (c) => c.notNull().check(sql`date ~ ${ISO_DATE}`))
    .addColumn("meal_id", "integer", (c) => c.notNull().references("meals.id"))
    .addColumn("stars", "integer", (c) => c.notNull().check(sql`stars between 1 and 5`))
    .addColumn("comment", "text", (c) => c.check(sql`char_length(comment) <= 500`))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint("meal_ratings_one_per_dish_and_day", ["purchase_id", "date", "meal_id"])
    .execute();
  await db.schema.createIndex("meal_ratings_meal_idx").on("meal_ratings").columns(["meal_id"]).execute();

  await db.schema
    .createTable("meal_changes")
    .addColumn("id", "integer", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("idempotency_key", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ('picks', 'preferences', 'rating')`))
    /** What was asked: a repeat of the key must ask the same. */
    .addColumn("request", "text", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint("meal_changes_key", ["user_id", "idempotency_key"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["meal_changes", "meal_ratings", "day_picks", "customer_preferences"]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable("users").dropColumn("role").execute();
  for (const column of ["allergens", "ingredients_en", "ingredients_ar", "protein_g", "carbs_g", "fat_g"]) {
    await db.schema.alterTable("meals").dropColumn(column).execute();
  }
}
