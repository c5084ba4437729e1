// My plan and the mails (docs/product-rules.md "After payment", "Emails"): frozen days and a day's own address
// of a paid purchase, the changes made to a plan by idempotency key (a repeat applies nothing), the
// customer's language for mails, and the mail outbox: a mail is a row written in the transaction of
// its event, sent later by the worker (server/mail/worker.ts).
import { sql, type Kysely } from "kysely";

const ISO_DATE = sql`'^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("users")
    .addColumn("lang_id", "integer", (c) => c.notNull().defaultTo(1).check(sql`lang_id in (1, 2)`))
    .execute();

  await db.schema
    .createTable("plan_frozen_days")
    .addColumn("purchase_id", "integer", (c) => c.notNull().references("purchases.id").onDelete("cascade"))
    .addColumn("date", "text", (c) => c.notNull().check(sql`date ~ ${ISO_DATE}`))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("plan_frozen_days_pk", ["purchase_id", "date"])
    .execute();

  await db.schema
    .createTable("plan_day_addresses")
    .addColumn("purchase_id", "integer", (c) => c.notNull().references("purchases.id").onDelete("cascade"))
    .addColumn("date", "text", (c) => c.notNull().check(sql`date ~ ${ISO_DATE}`))
    .addColumn("address_id", "integer", (c) => c.notNull().references("addresses.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("plan_day_addresses_pk", ["purchase_id", "date"])
    .execute();

  await db.schema
    .createTable("plan_changes")
    .addColumn("id", "integer", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("purchase_id", "integer", (c) => c.notNull().references("purchases.id").onDelete("cascade"))
    .addColumn("idempotency_key", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ('freeze', 'unfreeze', 'address')`))
    /** What was asked (dates, address): a repeat of the key must ask the same. */
    .addColumn("request", "text", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint("plan_changes_key", ["user_id", "idempotency_key"])
    .execute();

  await db.schema
    .createTable("mail_outbox")
    .addColumn("id", "integer", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    /** One mail per event: `receipt:<purchase>`, `reset:<reset id>`, `freeze:<change id>`. */
    .addColumn("dedupe_key", "text", (c) => c.notNull().unique())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("to_address", "text", (c) => c.notNull())
    .addColumn("lang_id", "integer", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("text_body", "text", (c) => c.notNull())
    .addColumn("html_body", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("pending").check(sql`status in ('pending', 'sending', 'sent', 'failed')`))
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    /** While a worker sends it: another may take it only after this moment (the sender died). */
    .addColumn("locked_until", "timestamptz")
    .addColumn("last_error", "text")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("sent_at", "timestamptz")
    .execute();
  await db.schema.createIndex("mail_outbox_due_idx").on("mail_outbox").columns(["status", "next_attempt_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["mail_outbox", "plan_changes", "plan_day_addresses", "plan_frozen_days"]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable("users").dropColumn("lang_id").execute();
}
