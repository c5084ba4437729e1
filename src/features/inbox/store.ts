// The inbox on the device (its table added in the database's version 6): the customer's messages as
// the server last answered them, readable offline. Marking one read changes it here at once and
// queues the call in the outbox (INBOX_OUTBOX, registered by src/app when the app starts), which
// sends it once online; a refresh that comes before it was sent keeps it read.
import type { EntityTable, TableSpec } from "../../lib/db.ts";
import { withDb } from "../../lib/lazy-db.ts";
import { enqueue, readQueued } from "../../data/outbox.ts";
import type { OutboxHandler } from "../../data/outbox-registry.ts";
import type { InboxMessage } from "./api.ts";

export type StoredMessage = { key: string; userId: number; message: InboxMessage };

export type InboxTables = { inboxMessages: EntityTable<StoredMessage, "key"> };

/** The inbox's schema fragment (lib/db.ts opens the database from it). */
export const INBOX_SCHEMA = {
  // 6: the inbox's messages.
  inboxMessages: { version: 6, indexes: "key, userId", user: true },
} as const satisfies Record<keyof InboxTables, TableSpec>;

const keyOf = (userId: number, id: number) => `${userId}:${id}`;

/** Replaces the customer's messages with the server's list (those marked read here stay read). */
export async function saveInbox(userId: number, messages: InboxMessage[]): Promise<void> {
  const pending = new Set((await readQueued(userId, ["inboxRead"])).map((e) => Number(e.payload.message_id)));
  await withDb((db) =>
    db.transaction("rw", [db.session, db.inboxMessages], async () => {
      if ((await db.session.get("current"))?.userId !== userId) return;
      await db.inboxMessages.where("userId").equals(userId).delete();
      await db.inboxMessages.bulkPut(messages.map((m) => ({ key: keyOf(userId, m.id), userId, message: { ...m, read: m.read || pending.has(m.id) } })));
    }),
  );
}

/** Marks a message read on the device and queues the call. */
export async function markRead(userId: number, id: number): Promise<void> {
  const key = keyOf(userId, id);
  const stored = await withDb((db) => db.inboxMessages.get(key));
  if (!stored || stored.message.read) return;
  await withDb((db) => db.inboxMessages.put({ ...stored, message: { ...stored.message, read: true } }));
  await enqueue({ kind: "inboxRead", userId, payload: { message_id: String(id) }, idempotencyKey: crypto.randomUUID() });
}

export const INBOX_OUTBOX: OutboxHandler = {
  // The device shows it read already; the server's answer adds nothing.
  sent: async () => {},
  // A message the server no longer has (404): the next refresh drops it.
  refused: async () => {},
};
