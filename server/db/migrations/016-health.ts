// Health profile and portions (README.md "Health profile and portions"): one health profile per
// account (gender, date of birth, height, activity level, goal, target weight); the weights the
// customer logs, at most one a day (a second one that day replaces it); and a plan's portions per
// meal, a default for the whole plan and a change per upcoming day, each on its package's ladders
// (rules/portion-ladders.ts). The changes are made once by key (meal_changes, migration 008: the
// kinds 'portions' and 'health' are added here).
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("health_profiles")
    .addColumn("user_id", "integer", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("gender", "text", (c) => c.notNull().check(sql`gender in ('male', 'female')`))
    .addColumn("birthday", "text", (c) => c.notNull())
    .addColumn("height_cm", "double precision", (c) => c.notNull())
    .addColumn("activity_level", "text", (c) =>
      c.notNull().check(sql`activity_level in ('notActive', 'low', 'moderate', 'veryActive', 'extraActive')`),
    )
    .addColumn("goal", "text", (c) => c.notNull().check(sql`goal in ('looseWeight', 'maintainWeight', 'gainWeight', 'gainMuscle', 'gainMuscleMax')`))
    .addColumn("target_weight_kg", "double precision")
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable("health_weights")
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("date", "text", (c) => c.notNull())
    .addColumn("weight_kg", "double precision", (c) => c.notNull())
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("health_weights_pkey", ["user_id", "date"])
    .execute();
  await db.schema
    .createTable("plan_portions")
    .addColumn("purchase_id", "integer", (c) => c.primaryKey().references("purchases.id").onDelete("cascade"))
    .addColumn("protein_grams", "integer", (c) => c.notNull())
    .addColumn("carb_grams", "integer", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("plan_day_portions")
    .addColumn("purchase_id", "integer", (c) => c.notNull().references("purchases.id").onDelete("cascade"))
    .addColumn("date", "text", (c) => c.notNull())
    .addColumn("protein_grams", "integer", (c) => c.notNull())
    .addColumn("carb_grams", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("plan_day_portions_pkey", ["purchase_id", "date"])
    .execute();
  await sql`alter table meal_changes drop constraint meal_changes_kind_check`.execute(db);
  await sql`alter table meal_changes add constraint meal_changes_kind_check check (kind in ('picks', 'preferences', 'rating', 'portions', 'health'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from meal_changes where kind in ('portions', 'health')`.execute(db);
  await sql`alter table meal_changes drop constraint meal_changes_kind_check`.execute(db);
  await sql`alter table meal_changes add constraint meal_changes_kind_check check (kind in ('picks', 'preferences', 'rating'))`.execute(db);
  for (const table of ["plan_day_portions", "plan_portions", "health_weights", "health_profiles"]) await db.schema.dropTable(table).execute();
}
