// Notifications (README "Notifications"): the customer's push subscriptions (one per
// device, tied to the session that made it, so a sign-out removes it: the trigger below), their
// preferences (a channel per kind and quiet hours, 22:00 to 08:00 Kuwait time by default), and the
// messages: one per customer, kind and reference (the day it is about, or the event), whatever the
// number of schedulers or restarts, each with its delivery state per channel. The worker
// (server/notify/worker.ts) claims due messages with FOR UPDATE SKIP LOCKED and a lease.
import { sql, type Kysely } from "kysely";

const CHANNEL = sql`in ('push', 'mail', 'off')`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("push_subscriptions")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("session_id", "integer", (c) => c.notNull().references("sessions.id").onDelete("cascade"))
    .addColumn("endpoint", "text", (c) => c.notNull().unique())
    .addColumn("p256dh", "text", (c) => c.notNull())
    .addColumn("auth", "text", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index push_subscriptions_user_idx on push_subscriptions (user_id)`.execute(db);
  // A session ended (sign-out, revocation, a new password) takes its device's subscription with it.
  await sql`
    create function push_subscriptions_session_ended() returns trigger language plpgsql as $$
    begin
      delete from push_subscriptions where session_id = new.id;
      return new;
    end $$`.execute(db);
  await sql`
    create trigger sessions_push_revoked after update of revoked_at on sessions
    for each row when (new.revoked_at is not null and old.revoked_at is null)
    execute function push_subscriptions_session_ended()`.execute(db);

  const kind = (name: string) => sql`${sql.ref(name)} ${CHANNEL}`;
  await db.schema
    .createTable("notify_preferences")
    .addColumn("user_id", "integer", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("picks_reminder", "text", (c) => c.notNull().defaultTo("push").check(kind("picks_reminder")))
    .addColumn("plan_ending", "text", (c) => c.notNull().defaultTo("push").check(kind("plan_ending")))
    .addColumn("delivery_today", "text", (c) => c.notNull().defaultTo("push").check(kind("delivery_today")))
    .addColumn("plan_change", "text", (c) => c.notNull().defaultTo("push").check(kind("plan_change")))
    .addColumn("payment", "text", (c) => c.notNull().defaultTo("push").check(kind("payment")))
    .addColumn("support_answer", "text", (c) => c.notNull().defaultTo("push").check(kind("support_answer")))
    // Minutes after midnight, Kuwait time.
    .addColumn("quiet_start", "integer", (c) => c.notNull().defaultTo(22 * 60).check(sql`quiet_start between 0 and 1439`))
    .addColumn("quiet_end", "integer", (c) => c.notNull().defaultTo(8 * 60).check(sql`quiet_end between 0 and 1439`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable("notify_messages")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) =>
      c.notNull().check(sql`kind in ('picks_reminder', 'plan_ending', 'delivery_today', 'plan_change', 'payment', 'support_answer')`),
    )
    .addColumn("ref", "text", (c) => c.notNull())
    .addColumn("lang_id", "integer", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("url", "text", (c) => c.notNull())
    // Asked for now (the customer's own change): sent even in quiet hours.
    .addColumn("urgent", "boolean", (c) => c.notNull().defaultTo(false))
    // Not sent after this moment (a picks reminder after its cutoff).
    .addColumn("expires_at", "timestamptz")
    .addColumn("status", "text", (c) => c.notNull().defaultTo("pending").check(sql`status in ('pending', 'sending', 'sent', 'failed', 'expired')`))
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "timestamptz", (c) => c.notNull())
    .addColumn("locked_until", "timestamptz")
    .addColumn("last_error", "text")
    .addColumn("push_state", "text", (c) => c.notNull().defaultTo("none").check(sql`push_state in ('none', 'sent', 'no_device', 'failed')`))
    .addColumn("push_devices", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("mail_state", "text", (c) => c.notNull().defaultTo("none").check(sql`mail_state in ('none', 'queued')`))
    .addColumn("read_at", "timestamptz")
    .addColumn("sent_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint("notify_messages_once", ["user_id", "kind", "ref"])
    .execute();
  await sql`create index notify_messages_user_idx on notify_messages (user_id, id desc)`.execute(db);
  await sql`create index notify_messages_open_idx on notify_messages (next_attempt_at) where status in ('pending', 'sending')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("notify_messages").execute();
  await db.schema.dropTable("notify_preferences").execute();
  await sql`drop trigger sessions_push_revoked on sessions`.execute(db);
  await sql`drop function push_subscriptions_session_ended()`.execute(db);
  await db.schema.dropTable("push_subscriptions").execute();
}
