// Delivery addresses: one row per save, the latest being the customer's current address. A save
// carries an idempotency key, unique per customer, so a repeated or replayed save stores once.
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("addresses")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("idempotency_key", "text", (c) => c.notNull().check(sql`length(idempotency_key) between 8 and 100`))
    .addColumn("address_type", "text", (c) => c.notNull().check(sql`address_type in ('house', 'building', 'office')`))
    .addColumn("area_id", "integer", (c) => c.notNull().references("areas.id"))
    .addColumn("block", "text", (c) => c.notNull())
    .addColumn("street", "text", (c) => c.notNull())
    .addColumn("avenue", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("house_number", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("appartment_number", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("floor_no", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("flat_no", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("company_name", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("office_number", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("directions", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("mobile_number", "text", (c) => c.notNull())
    .addColumn("lat", "double precision")
    .addColumn("lng", "double precision")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("addresses_user_key").on("addresses").columns(["user_id", "idempotency_key"]).unique().execute();
  await db.schema.createIndex("addresses_user_latest").on("addresses").columns(["user_id", "id"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("addresses").execute();
}
