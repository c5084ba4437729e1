// The mail worker's claim takes the oldest mail still to send (`order by id limit 1`). With the index
// of 007 on (status, next_attempt_at), Postgres walked the primary key from the oldest mail and
// skipped every sent one: 4 ms a claim behind 3,000 sent mails, and growing with every mail ever
// sent. A partial index of the mails still open (pending or sending) holds only those, in id order,
// so a claim reads the first of them whatever the outbox's history. It replaces the old index,
// which no statement used.
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex("mail_outbox_open_idx")
    .on("mail_outbox")
    .column("id")
    .where(sql.ref("status"), "in", ["pending", "sending"])
    .execute();
  await db.schema.dropIndex("mail_outbox_due_idx").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex("mail_outbox_due_idx").on("mail_outbox").columns(["status", "next_attempt_at"]).execute();
  await db.schema.dropIndex("mail_outbox_open_idx").execute();
}
