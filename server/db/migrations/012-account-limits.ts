// The log the sign-up and password-reset limits count (server/auth/account-limits.ts): one row per
// counted event and key (`kind` what happened, `key` whom it counts against: a client address, an
// email, a mobile number, an account), pruned once older than the longest window. In Postgres, like
// login_failures, so every instance behind a load balancer counts the same events.
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("account_limit_events")
    .addColumn("id", "bigint", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("account_limit_events_key_idx").on("account_limit_events").columns(["kind", "key", "created_at"]).execute();
  await db.schema.createIndex("account_limit_events_created_idx").on("account_limit_events").column("created_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("account_limit_events").execute();
}
