// The mail outbox: the only place its SQL is written. A mail is enqueued inside its event's
// transaction (once per dedupe_key); workers claim due mails with FOR UPDATE SKIP LOCKED and a
// lease, so two instances never take the same mail, and a mail whose sender died is taken again
// when its lease runs out.
import { sql, type Selectable } from "kysely";
import type { Db } from "../db/client.ts";
import type { MailOutboxTable } from "../db/schema.ts";

export type MailRow = Selectable<MailOutboxTable>;
export type NewMail = { dedupeKey: string; kind: string; to: string; langId: number; subject: string; text: string; html: string };

export function createMailRepo(db: Db) {
  return {
    /** Records the mail unless one with its key exists; answers whether it was added. */
    async enqueue(m: NewMail): Promise<boolean> {
      const row = await db
        .insertInto("mail_outbox")
        .values({
          dedupe_key: m.dedupeKey,
          kind: m.kind,
          to_address: m.to,
          lang_id: m.langId,
          subject: m.subject,
          text_body: m.text,
          html_body: m.html,
        })
        .onConflict((oc) => oc.column("dedupe_key").doNothing())
        .returning("id")
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * Takes the oldest due mails, at most `limit`, for `leaseMs` (pending and due, or sending with an
     * expired lease); answers them oldest first.
     */
    async claim(leaseMs: number, limit: number): Promise<MailRow[]> {
      const rows = await claimStatement(db, leaseMs, limit).execute();
      return rows.sort((a, b) => a.id - b.id);
    },

    async markSent(id: number): Promise<void> {
      await db.updateTable("mail_outbox").set({ status: "sent", sent_at: sql<Date>`now()`, locked_until: null, last_error: null }).where("id", "=", id).execute();
    },

    /** After a failed send: tried again after `retryMs`, or given up after `maxAttempts`. */
    async markFailed(row: MailRow, error: string, retryMs: number, maxAttempts: number): Promise<void> {
      const giveUp = row.attempts >= maxAttempts;
      await db
        .updateTable("mail_outbox")
        .set({
          status: giveUp ? "failed" : "pending",
          locked_until: null,
          last_error: error.slice(0, 500),
          next_attempt_at: sql<Date>`now() + ${`${Math.max(1, Math.round(retryMs))} milliseconds`}::interval`,
        })
        .where("id", "=", row.id)
        .execute();
    },
  };
}

/**
 * The claim of the oldest due mails, at most `limit`, as a statement (its plan is checked in
 * tests/server/mail.test.ts): marks them sending for `leaseMs` and answers them.
 */
export function claimStatement(db: Db, leaseMs: number, limit: number) {
  const lease = `${Math.max(1, Math.round(leaseMs))} milliseconds`;
  return db
    .updateTable("mail_outbox")
    .set({
      status: "sending",
      attempts: sql<number>`attempts + 1`,
      locked_until: sql<Date>`now() + ${lease}::interval`,
    })
    .where(
      "id",
      "in",
      db
        .selectFrom("mail_outbox")
        .select("id")
        // The open mails (the partial index mail_outbox_open_idx, in id order), then the due ones.
        // Literals, not parameters: the statement is prepared once, and the plan made for any
        // parameter values could not use an index that holds only these two statuses.
        .where("status", "in", [sql.lit("pending" as const), sql.lit("sending" as const)])
        .where((eb) =>
          eb.or([
            eb.and([eb("status", "=", sql.lit("pending" as const)), eb("next_attempt_at", "<=", sql<Date>`now()`)]),
            eb.and([eb("status", "=", sql.lit("sending" as const)), eb("locked_until", "<", sql<Date>`now()`)]),
          ]),
        )
        .orderBy("id")
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .returningAll();
}

export type MailRepo = ReturnType<typeof createMailRepo>;
