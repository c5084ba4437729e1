// Engagement: newsletter subscribers (one row per address, whatever its case) and requests for an
// appointment with a dietician. Checks mirror the routes' validation, so bad rows cannot land.
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("newsletter_subscribers")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("email", "text", (c) => c.notNull().check(sql`length(email) between 3 and 254`))
    .addColumn("lang_id", "integer", (c) => c.notNull().check(sql`lang_id in (1, 2)`))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // Once per address: "Sara@Example.com" and "sara@example.com" are the same subscriber.
  await db.schema
    .createIndex("newsletter_subscribers_email_key")
    .on("newsletter_subscribers")
    .unique()
    .expression(sql`lower(email)`)
    .execute();

  await db.schema
    .createTable("appointment_requests")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("dietician_id", "integer", (c) => c.notNull().check(sql`dietician_id between 1 and 4`))
    .addColumn("name", "text", (c) => c.notNull().check(sql`length(name) between 1 and 80`))
    .addColumn("phone", "text", (c) => c.notNull().check(sql`phone ~ '^[24569][0-9]{7}$'`))
    .addColumn("preferred_time", "text", (c) =>
      c.notNull().check(sql`preferred_time in ('morning', 'afternoon', 'evening')`),
    )
    .addColumn("lang_id", "integer", (c) => c.notNull().check(sql`lang_id in (1, 2)`))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex("appointment_requests_phone_created")
    .on("appointment_requests")
    .columns(["phone", "created_at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("appointment_requests").execute();
  await db.schema.dropTable("newsletter_subscribers").execute();
}
