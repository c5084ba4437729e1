// The address saves: every save, online or not, is an outbox entry (src/data/outbox.ts) with its
// idempotency key, sent at once when the network allows; the saved address itself is the profile's
// (src/profile/). ADDRESS_OUTBOX, registered by src/app when the app starts, writes how a save
// ended: sent, into the address book; refused, back into the form with why (store.ts). The customer
// waiting on the form is told there; a save that had to wait on the phone is announced by the app
// when it is sent later (src/app/outbox-status.tsx).
import type { ApiError } from "../../lib/api-client.ts";
import { useLiveDb } from "../../lib/lazy-db.ts";
import type { OutboxEntry } from "../../data/store.ts";
import { readQueued, sendAndAwait } from "../../data/outbox.ts";
import type { OutboxHandler } from "../../data/outbox-registry.ts";
import { rememberSavedAddress, type WireAddress } from "../../profile/profile.ts";
import { keepRefusedAddress } from "./store.ts";

/** The signed-in user's address saves still waiting in the outbox, oldest first (`undefined` while reading). */
export function usePendingAddresses(userId: number | undefined): OutboxEntry[] | undefined {
  const read = useLiveDb(async () => ({ userId, entries: userId === undefined ? [] : await readQueued(userId, ["address"]) }), [userId], undefined);
  return read && read.userId === userId ? read.entries : undefined;
}

/** What the answer of an address save writes (registered by src/app). */
export const ADDRESS_OUTBOX: OutboxHandler = {
  sent: (entry, data) => rememberSavedAddress(entry.userId, data as WireAddress),
  refused: (entry, error) =>
    keepRefusedAddress(entry.userId, entry.payload, {
      key: entry.idempotencyKey,
      code: error.code,
      ...(error.field ? { field: error.field } : {}),
    }),
};

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
  const outcome = await sendAndAwait({ kind: "address", userId, idempotencyKey, payload }, { online });
  return outcome.type === "sent" ? { type: "sent" } : outcome;
}
