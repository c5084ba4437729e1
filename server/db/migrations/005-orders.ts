// Orders and payment: purchases (one per customer and unique_code), the payment attempts made for
// them through a gateway, the wallet ledger and coupon uses written when a purchase is paid, and the
// sandbox gateway's own records. Money is integer fils; dates are ISO yyyy-mm-dd text (Kuwait days).
// Constraints hold the "exactly once" rules: one purchase per (user, unique_code), one wallet spend
// and one cashback per purchase, one coupon use per purchase.
import { sql, type Kysely } from "kysely";

const ISO_DATE = sql`'^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("purchases")
    .addColumn("id", "integer", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("unique_code", "text", (c) => c.notNull())
    .addColumn("fingerprint", "text", (c) => c.notNull())
    .addColumn("package_id", "integer", (c) => c.notNull().references("packages.id"))
    .addColumn("sub_package_id", "integer", (c) => c.notNull().references("sub_packages.id"))
    .addColumn("days", "integer", (c) => c.notNull())
    .addColumn("meals", "integer", (c) => c.notNull())
    .addColumn("snacks", "integer", (c) => c.notNull())
    .addColumn("soups", "integer", (c) => c.notNull())
    .addColumn("delivery_time_id", "integer", (c) => c.notNull().references("delivery_times.id"))
    .addColumn("delivery_method_id", "integer", (c) => c.notNull().references("delivery_methods.id"))
    .addColumn("delivery_address_id", "integer", (c) => c.notNull())
    .addColumn("start_date", "text", (c) => c.notNull().check(sql`start_date ~ ${ISO_DATE}`))
    .addColumn("end_date", "text", (c) => c.notNull().check(sql`end_date ~ ${ISO_DATE}`))
    .addColumn("payment_type", "text", (c) => c.notNull().check(sql`payment_type in ('knet', 'visa')`))
    .addColumn("coupon_code", "text", (c) => c.references("coupons.code"))
    .addColumn("package_fils", "integer", (c) => c.notNull().check(sql`package_fils >= 0`))
    .addColumn("discount_fils", "integer", (c) => c.notNull().check(sql`discount_fils >= 0`))
    .addColumn("wallet_fils", "integer", (c) => c.notNull().check(sql`wallet_fils >= 0`))
    .addColumn("total_fils", "integer", (c) => c.notNull().check(sql`total_fils >= 0`))
    .addColumn("cashback_fils", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("status", "text", (c) =>
      c.notNull().check(sql`status in ('pending', 'paid', 'declined', 'cancelled', 'superseded')`),
    )
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("paid_at", "timestamptz")
    .addUniqueConstraint("purchases_user_unique_code", ["user_id", "unique_code"])
    .addCheckConstraint("purchases_amounts", sql`total_fils = package_fils - discount_fils - wallet_fils`)
    .execute();
  await db.schema.createIndex("purchases_user_status_idx").on("purchases").columns(["user_id", "status"]).execute();

  await db.schema
    .createTable("payment_attempts")
    .addColumn("id", "integer", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("purchase_id", "integer", (c) => c.notNull().references("purchases.id").onDelete("cascade"))
    .addColumn("reference", "text", (c) => c.notNull().unique())
    .addColumn("gateway", "text", (c) => c.notNull())
    .addColumn("payment_type", "text", (c) => c.notNull().check(sql`payment_type in ('knet', 'visa')`))
    .addColumn("amount_fils", "integer", (c) => c.notNull().check(sql`amount_fils > 0`))
    .addColumn("status", "text", (c) => c.notNull().check(sql`status in ('pending', 'approved', 'declined', 'cancelled')`))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("decided_at", "timestamptz")
    .execute();
  await db.schema.createIndex("payment_attempts_purchase_idx").on("payment_attempts").column("purchase_id").execute();

  await db.schema
    .createTable("wallet_transactions")
    .addColumn("id", "integer", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("purchase_id", "integer", (c) => c.notNull().references("purchases.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ('spend', 'cashback')`))
    /** Negative for a spend, positive for a credit. */
    .addColumn("amount_fils", "integer", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint("wallet_transactions_once", ["purchase_id", "kind"])
    .execute();

  await db.schema
    .createTable("coupon_uses")
    .addColumn("id", "integer", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("coupon_code", "text", (c) => c.notNull().references("coupons.code"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("purchase_id", "integer", (c) => c.notNull().unique().references("purchases.id").onDelete("cascade"))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("coupon_uses_code_user_idx").on("coupon_uses").columns(["coupon_code", "user_id"]).execute();

  // The sandbox gateway's own books: what it was asked to charge and what the payer decided.
  await db.schema
    .createTable("sandbox_payments")
    .addColumn("reference", "text", (c) => c.primaryKey())
    .addColumn("payment_type", "text", (c) => c.notNull())
    .addColumn("amount_fils", "integer", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("return_path", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().check(sql`status in ('pending', 'approved', 'declined', 'cancelled')`))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("decided_at", "timestamptz")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["sandbox_payments", "coupon_uses", "wallet_transactions", "payment_attempts", "purchases"]) {
    await db.schema.dropTable(table).execute();
  }
}
