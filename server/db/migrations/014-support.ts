// Support (server/README.md "Support"): a customer's report of a problem with a delivered day, its
// thread (the customer's report and the kitchen's answers), its photos (stored by the photo store,
// server/support/photo-store.ts; a row names each by a random id) and its outcome, decided once by
// the operator's key: a wallet credit (with its ledger line naming the report), a replacement dish
// on a later day of the plan, or no compensation with a reason. A credit's ledger line is a "refund"
// line (the wallet's wire kinds, contract/plan.ts) naming the report in support_report_id.
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("support_reports")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("purchase_id", "integer", (c) => c.notNull().references("purchases.id").onDelete("cascade"))
    .addColumn("date", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) =>
      c.notNull().check(sql`kind in ('missing_dish', 'wrong_dish', 'late_or_not_delivered', 'damaged_or_poor_quality', 'contains_avoided', 'other')`),
    )
    .addColumn("meal_ids", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("state", "text", (c) => c.notNull().defaultTo("sent").check(sql`state in ('sent', 'in_review', 'resolved')`))
    .addColumn("idempotency_key", "text", (c) => c.notNull())
    .addColumn("outcome", "text", (c) => c.check(sql`outcome in ('credit', 'replacement', 'none')`))
    .addColumn("outcome_key", "text", (c) => c.unique())
    .addColumn("credit_fils", "integer")
    .addColumn("replacement_date", "text")
    .addColumn("replacement_meal_id", "integer")
    .addColumn("outcome_note", "text")
    .addColumn("resolved_by", "integer")
    .addColumn("resolved_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint("support_reports_key", ["user_id", "idempotency_key"])
    .execute();
  await sql`create index support_reports_queue_idx on support_reports (created_at desc)`.execute(db);
  await sql`create index support_reports_date_idx on support_reports (date)`.execute(db);
  await db.schema
    .createTable("support_messages")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("report_id", "integer", (c) => c.notNull().references("support_reports.id").onDelete("cascade"))
    .addColumn("author", "text", (c) => c.notNull().check(sql`author in ('customer', 'kitchen')`))
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("message_key", "text", (c) => c.unique())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index support_messages_report_idx on support_messages (report_id, id)`.execute(db);
  await db.schema
    .createTable("support_photos")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("report_id", "integer", (c) => c.notNull().references("support_reports.id").onDelete("cascade"))
    .addColumn("bytes", "integer", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index support_photos_report_idx on support_photos (report_id)`.execute(db);
  await sql`alter table wallet_transactions add column support_report_id integer unique references support_reports(id) on delete cascade`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from wallet_transactions where support_report_id is not null`.execute(db);
  await sql`alter table wallet_transactions drop column support_report_id`.execute(db);
  await db.schema.dropTable("support_photos").execute();
  await db.schema.dropTable("support_messages").execute();
  await db.schema.dropTable("support_reports").execute();
}
