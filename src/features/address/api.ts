// The address saves: every save, online or not, is an outbox entry (src/data/outbox.ts) with its
// idempotency key, sent at once when the network allows; the saved address itself is the profile's
// (src/profile/). The customer waiting on the form is told how their save ended; a save that had to
// wait on the phone is announced by the app when it is sent later (src/app/outbox-status.tsx).
import { useLiveQuery } from "dexie-react-hooks";
import type { ApiError } from "../../lib/api-client.ts";
import { db, type OutboxEntry } from "../../lib/db.ts";
import { enqueue, flushOutbox, onOutboxEvent } from "../../data/outbox.ts";
import { rememberSavedAddress, type WireAddress } from "../../profile/profile.ts";

/** The signed-in user's address saves still waiting in the outbox, oldest first (`undefined` while reading). */
export function usePendingAddresses(userId: number | undefined): OutboxEntry[] | undefined {
  const read = useLiveQuery(
    async () => ({
      userId,
      entries:
        userId === undefined ? [] : (await db.outbox.where("userId").equals(userId).sortBy("seq")).filter((e) => e.kind === "address"),
    }),
    [userId],
  );
  return read && read.userId === userId ? read.entries : undefined;
}

/** Saves the customer is waiting for on the form (their outcome is shown there, not announced again). */
const awaited = new Set<string>();

export function isAwaitedOnForm(idempotencyKey: string): boolean {
  return awaited.has(idempotencyKey);
}

export type SaveOutcome = { type: "sent" } | { type: "kept" } | { type: "rejected"; error: ApiError };

/**
 * Puts the save in the outbox, then, online, sends it and answers how it ended: sent (the address is
 * the profile's now), kept (no network, a server failure, or an earlier save still waiting: it
 * goes later, in order) or rejected (a 4xx: nothing was saved).
 */
export async function saveAddress(
  userId: number,
  payload: Record<string, string>,
  idempotencyKey: string,
  online: boolean,
): Promise<SaveOutcome> {
  if (!online) {
    await enqueue({ kind: "address", userId, idempotencyKey, payload });
    return { type: "kept" };
  }
  awaited.add(idempotencyKey);
  const heard: { ended?: { type: "sent"; data: unknown } | { type: "rejected"; error: ApiError } } = {};
  const stop = onOutboxEvent((event) => {
    if (event.entry.idempotencyKey !== idempotencyKey) return;
    heard.ended = event.type === "sent" ? { type: "sent", data: event.data } : { type: "rejected", error: event.error };
  });
  try {
    await enqueue({ kind: "address", userId, idempotencyKey, payload });
    // A run already under way when the entry was added did not see it: one more run sends it.
    for (let run = 0; run < 2 && !heard.ended; run += 1) {
      await flushOutbox();
      const entry = await db.outbox.where("idempotencyKey").equals(idempotencyKey).first();
      if (heard.ended || !entry || entry.attempts > 0) break;
    }
  } finally {
    stop();
    awaited.delete(idempotencyKey);
  }
  const ended = heard.ended;
  if (ended?.type === "sent") {
    await rememberSavedAddress(userId, ended.data as WireAddress);
    return { type: "sent" };
  }
  return ended ?? { type: "kept" };
}
