// Customer accounts: users (with their wallet balance), bearer sessions, password reset tokens and
// the failed sign-in log the rate limiter counts. Tokens are stored only as SHA-256 hashes.
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("users")
    .addColumn("id", "integer", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("first_name", "text", (c) => c.notNull())
    .addColumn("last_name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("mobile_no", "text", (c) => c.notNull().unique())
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("referral_code", "text", (c) => c.notNull().unique())
    .addColumn("referred_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("wallet_fils", "integer", (c) => c.notNull().defaultTo(0).check(sql`wallet_fils >= 0`))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("password_changed_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // One account per address whatever its letter case.
  await sql`create unique index users_email_lower_key on users (lower(email))`.execute(db);

  await db.schema
    .createTable("sessions")
    .addColumn("id", "integer", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("device_name", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("device_id", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .addColumn("revoked_at", "timestamptz")
    .execute();
  await db.schema.createIndex("sessions_user_idx").on("sessions").column("user_id").execute();

  await db.schema
    .createTable("password_resets")
    .addColumn("id", "integer", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .addColumn("used_at", "timestamptz")
    .execute();
  await db.schema.createIndex("password_resets_user_idx").on("password_resets").column("user_id").execute();

  // One row per failed (or in-flight) sign-in. `email_key` is the lower-cased email typed, known
  // account or not, so an unknown email is limited exactly like a real one.
  await db.schema
    .createTable("login_failures")
    .addColumn("id", "bigint", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("email_key", "text", (c) => c.notNull())
    .addColumn("address", "text", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("login_failures_email_idx").on("login_failures").columns(["email_key", "created_at"]).execute();
  await db.schema.createIndex("login_failures_address_idx").on("login_failures").columns(["address", "created_at"]).execute();
  await db.schema.createIndex("login_failures_created_idx").on("login_failures").column("created_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["login_failures", "password_resets", "sessions", "users"]) {
    await db.schema.dropTable(table).execute();
  }
}
