// Real payment providers (README "Payments"): what an attempt keeps of the provider (its own id of
// the payment and the page it opened, so a repeat opens the same page), the reconciliation of
// attempts left pending (when to ask next, how often it was asked, the lease of the instance asking:
// the mail outbox's claim pattern), attempts held because the provider's amount, currency or
// reference differs from ours (nothing is paid; support looks), attempts expired after the last
// check, and the operator's refunds (to the card through the provider, or to the wallet), each once
// by its key, the wallet ones with their ledger line.
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("payment_attempts")
    .addColumn("provider_id", "text")
    .addColumn("provider_url", "text")
    .addColumn("check_at", "timestamptz")
    .addColumn("checks", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("locked_until", "timestamptz")
    .addColumn("problem", "text")
    .execute();
  await sql`alter table payment_attempts drop constraint payment_attempts_status_check`.execute(db);
  await sql`alter table payment_attempts add constraint payment_attempts_status_check
    check (status in ('pending', 'approved', 'declined', 'cancelled', 'held', 'expired'))`.execute(db);
  // Pending attempts of a provider that is asked (the sandbox keeps check_at null).
  await sql`create index payment_attempts_due_idx on payment_attempts (check_at) where status = 'pending' and check_at is not null`.execute(db);
  await sql`create index payment_attempts_provider_idx on payment_attempts (gateway, provider_id) where provider_id is not null`.execute(db);

  await db.schema.alterTable("purchases").addColumn("payment_problem", "text").execute();

  await db.schema
    .createTable("purchase_refunds")
    .addColumn("id", "integer", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("purchase_id", "integer", (c) => c.notNull().references("purchases.id").onDelete("cascade"))
    .addColumn("refund_key", "text", (c) => c.notNull().unique())
    .addColumn("destination", "text", (c) => c.notNull().check(sql`destination in ('card', 'wallet')`))
    .addColumn("amount_fils", "integer", (c) => c.notNull().check(sql`amount_fils > 0`))
    .addColumn("reason", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().check(sql`status in ('requested', 'pending', 'refunded', 'failed')`))
    .addColumn("provider_refund_id", "text")
    .addColumn("error", "text")
    .addColumn("created_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("purchase_refunds_purchase_idx").on("purchase_refunds").column("purchase_id").execute();

  // A wallet refund is a ledger line of its own; a purchase may have several (partial refunds).
  await sql`alter table wallet_transactions drop constraint wallet_transactions_kind_check`.execute(db);
  await sql`alter table wallet_transactions add constraint wallet_transactions_kind_check check (kind in ('spend', 'cashback', 'refund'))`.execute(db);
  await sql`alter table wallet_transactions add column refund_id integer unique references purchase_refunds(id) on delete cascade`.execute(db);
  await sql`alter table wallet_transactions drop constraint wallet_transactions_once`.execute(db);
  await sql`create unique index wallet_transactions_once on wallet_transactions (purchase_id, kind) where kind in ('spend', 'cashback')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from wallet_transactions where kind = 'refund'`.execute(db);
  await sql`drop index wallet_transactions_once`.execute(db);
  await sql`alter table wallet_transactions add constraint wallet_transactions_once unique (purchase_id, kind)`.execute(db);
  await sql`alter table wallet_transactions drop column refund_id`.execute(db);
  await sql`alter table wallet_transactions drop constraint wallet_transactions_kind_check`.execute(db);
  await sql`alter table wallet_transactions add constraint wallet_transactions_kind_check check (kind in ('spend', 'cashback'))`.execute(db);
  await db.schema.dropTable("purchase_refunds").execute();
  await db.schema.alterTable("purchases").dropColumn("payment_problem").execute();
  await sql`update payment_attempts set status = 'cancelled' where status in ('held', 'expired')`.execute(db);
  await sql`alter table payment_attempts drop constraint payment_attempts_status_check`.execute(db);
  await sql`alter table payment_attempts add constraint payment_attempts_status_check check (status in ('pending', 'approved', 'declined', 'cancelled'))`.execute(db);
  await sql`drop index payment_attempts_provider_idx`.execute(db);
  await sql`drop index payment_attempts_due_idx`.execute(db);
  for (const column of ["problem", "locked_until", "checks", "check_at", "provider_url", "provider_id"]) {
    await db.schema.alterTable("payment_attempts").dropColumn(column).execute();
  }
}
