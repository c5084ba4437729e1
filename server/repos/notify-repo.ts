// Notifications' SQL (README "Notifications"): messages recorded once per customer, kind
// and reference; claimed by workers with FOR UPDATE SKIP LOCKED and a lease (as the mail outbox,
// ./mail-repo.ts), but against the notification clock's "now", so tests move it; the customer's
// preferences; the push subscriptions of their active sessions; the inbox.
import { sql, type Selectable } from "kysely";
import type { Db } from "../db/client.ts";
import type { NotifyKind, NotifyMessagesTable, NotifyPreferencesTable } from "../db/schema.ts";
import { NOTIFY_KINDS } from "../db/schema-notify.ts";

export type NotifyRow = Selectable<NotifyMessagesTable>;
export type NotifyPrefs = Omit<Selectable<NotifyPreferencesTable>, "user_id" | "updated_at">;
export type NewNotify = {
  userId: number;
  kind: NotifyKind;
  ref: string;
  langId: number;
  title: string;
  body: string;
  url: string;
  dueAt: Date;
  urgent?: boolean;
  expiresAt?: Date | null;
};
export type PushTarget = { endpoint: string; p256dh: string; auth: string };

export const DEFAULT_PREFS: NotifyPrefs = {
  ...(Object.fromEntries(NOTIFY_KINDS.map((k) => [k, "push"])) as Record<NotifyKind, "push">),
  quiet_start: 22 * 60,
  quiet_end: 8 * 60,
};

export function createNotifyRepo(db: Db) {
  return {
    /** Records the message unless the customer has one of its kind and reference; answers whether it was added. */
    async record(m: NewNotify): Promise<boolean> {
      const row = await db
        .insertInto("notify_messages")
        .values({
          user_id: m.userId,
          kind: m.kind,
          ref: m.ref,
          lang_id: m.langId,
          title: m.title,
          body: m.body,
          url: m.url,
          urgent: m.urgent ?? false,
          expires_at: m.expiresAt ?? null,
          next_attempt_at: m.dueAt,
        })
        .onConflict((oc) => oc.constraint("notify_messages_once").doNothing())
        .returning("id")
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The oldest due messages at `now`, at most `limit`, leased for `leaseMs`. */
    async claim(now: Date, leaseMs: number, limit: number): Promise<NotifyRow[]> {
      const rows = await db
        .updateTable("notify_messages")
        .set({ status: "sending", attempts: sql<number>`attempts + 1`, locked_until: new Date(now.getTime() + leaseMs) })
        .where(
          "id",
          "in",
          db
            .selectFrom("notify_messages")
            .select("id")
            .where("status", "in", ["pending", "sending"])
            .where((eb) =>
              eb.or([
                eb.and([eb("status", "=", "pending"), eb("next_attempt_at", "<=", now)]),
                eb.and([eb("status", "=", "sending"), eb("locked_until", "<", now)]),
              ]),
            )
            .orderBy("next_attempt_at")
            .orderBy("id")
            .limit(limit)
            .forUpdate()
            .skipLocked(),
        )
        .returningAll()
        .execute();
      return rows.sort((a, b) => a.id - b.id);
    },

    async markSent(id: number, now: Date, state: Pick<NotifyRow, "push_state" | "push_devices" | "mail_state">): Promise<void> {
      await db.updateTable("notify_messages").set({ status: "sent", sent_at: now, locked_until: null, last_error: null, ...state }).where("id", "=", id).execute();
    },

    /** Due in the customer's quiet hours: back to waiting until `until`, the attempt not counted. */
    async defer(id: number, until: Date): Promise<void> {
      await db
        .updateTable("notify_messages")
        .set({ status: "pending", attempts: sql<number>`greatest(attempts - 1, 0)`, locked_until: null, next_attempt_at: until })
        .where("id", "=", id)
        .execute();
    },

    async markExpired(id: number): Promise<void> {
      await db.updateTable("notify_messages").set({ status: "expired", locked_until: null }).where("id", "=", id).execute();
    },

    async markFailed(row: NotifyRow, error: string, retryAt: Date, maxAttempts: number): Promise<void> {
      await db
        .updateTable("notify_messages")
        .set({ status: row.attempts >= maxAttempts ? "failed" : "pending", locked_until: null, last_error: error.slice(0, 500), next_attempt_at: retryAt, push_state: "failed" })
        .where("id", "=", row.id)
        .execute();
    },

    async preferences(userId: number): Promise<NotifyPrefs> {
      const row = await db.selectFrom("notify_preferences").selectAll().where("user_id", "=", userId).executeTakeFirst();
      if (!row) return DEFAULT_PREFS;
      const { user_id: _u, updated_at: _t, ...prefs } = row;
      return prefs;
    },

    async savePreferences(userId: number, prefs: NotifyPrefs): Promise<void> {
      await db
        .insertInto("notify_preferences")
        .values({ user_id: userId, ...prefs })
        .onConflict((oc) => oc.column("user_id").doUpdateSet({ ...prefs, updated_at: sql<Date>`now()` }))
        .execute();
    },

    /** The devices of the customer's sessions that are still active. */
    subscriptionsOf(userId: number): Promise<PushTarget[]> {
      return db
        .selectFrom("push_subscriptions")
        .innerJoin("sessions", "sessions.id", "push_subscriptions.session_id")
        .select(["push_subscriptions.endpoint", "push_subscriptions.p256dh", "push_subscriptions.auth"])
        .where("push_subscriptions.user_id", "=", userId)
        .where("sessions.revoked_at", "is", null)
        .where("sessions.expires_at", ">", sql<Date>`now()`)
        .orderBy("push_subscriptions.id")
        .execute();
    },

    /** The device's subscription, now the caller's session's (a device signed in again takes it over). */
    async subscribe(userId: number, sessionId: number, s: PushTarget): Promise<void> {
      await db
        .insertInto("push_subscriptions")
        .values({ user_id: userId, session_id: sessionId, ...s })
        .onConflict((oc) => oc.column("endpoint").doUpdateSet({ user_id: userId, session_id: sessionId, p256dh: s.p256dh, auth: s.auth }))
        .execute();
    },

    async unsubscribe(userId: number, endpoint: string): Promise<void> {
      await db.deleteFrom("push_subscriptions").where("user_id", "=", userId).where("endpoint", "=", endpoint).execute();
    },

    /** The push service said the subscription is gone (404 or 410). */
    async forget(endpoint: string): Promise<void> {
      await db.deleteFrom("push_subscriptions").where("endpoint", "=", endpoint).execute();
    },

    /** The customer's latest messages, newest first. */
    inbox(userId: number, limit: number) {
      return db
        .selectFrom("notify_messages")
        .select(["id", "kind", "ref", "title", "body", "url", "read_at", "created_at"])
        .where("user_id", "=", userId)
        .where("status", "<>", "expired")
        .orderBy("id", "desc")
        .limit(limit)
        .execute();
    },

    /** Marks the customer's messages read (another's ids change nothing); answers how many it found. */
    async markRead(userId: number, ids: readonly number[], now: Date): Promise<number> {
      if (ids.length === 0) return 0;
      const rows = await db
        .updateTable("notify_messages")
        .set({ read_at: sql<Date>`coalesce(read_at, ${now})` })
        .where("user_id", "=", userId)
        .where("id", "in", ids)
        .returning("id")
        .execute();
      return rows.length;
    },
  };
}

export type NotifyRepo = ReturnType<typeof createNotifyRepo>;
