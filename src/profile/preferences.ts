// The customer's dislikes and allergens (PRODUCT.md "Dislikes and allergens") as the app reads and
// writes them: read from /preferences into the user cache row "preferences" (dropped on logout),
// so the screen and the menu render what the device holds, offline too; every save is an outbox
// entry (kind "preferences", its own idempotency key) sent at once when online. The row keeps the
// customer's choice (`chosen`, written with the outbox entry in one transaction, so the menu follows
// at once) apart from what the server last confirmed (`saved`): a refused save puts `chosen` back to
// `saved` and records the refusal; a refresh never undoes a change still waiting or made after it
// started. The wire's shapes become app types here only.
import { ApiError, post } from "../lib/api-client.ts";
import { db, type OutboxEntry } from "../lib/db.ts";
import { enqueue, flushOutbox, onOutboxEvent } from "../data/outbox.ts";
import { normalise, readKeptPreferences, type Avoidance, type KeptPreferences } from "./avoidance.ts";

type WirePreferences = { proteins: string[]; allergens: string[] };

const KEY = "preferences";

const isPreferences = (e: OutboxEntry) => e.kind === "preferences";

export async function fetchPreferences(): Promise<Avoidance> {
  return normalise(await post<WirePreferences>("/preferences"));
}

/** The device's copy for `userId` (`undefined` when it holds none for them). */
export async function readPreferences(userId: number): Promise<KeptPreferences | undefined> {
  const row = await db.userCache.get(KEY);
  return row && row.userId === userId ? readKeptPreferences(row.value) : undefined;
}

/** The preference saves of `userId` still waiting in the outbox, oldest first. */
export async function pendingPreferences(userId: number): Promise<OutboxEntry[]> {
  return (await db.outbox.where("userId").equals(userId).sortBy("seq")).filter(isPreferences);
}

/** Writes the row only while `userId` is signed in (an answer after a logout is dropped). */
async function update(userId: number, change: (kept: KeptPreferences | undefined, waiting: number) => KeptPreferences | undefined): Promise<void> {
  await db.transaction("rw", [db.session, db.userCache, db.outbox], async () => {
    if ((await db.session.get("current"))?.userId !== userId) return;
    const next = change(await readPreferences(userId), (await pendingPreferences(userId)).length);
    if (next) await db.userCache.put({ key: KEY, userId, value: next });
  });
}

/** Asks the server and keeps its answer; a change made on this device meanwhile (or still waiting) stands. */
export async function refreshPreferences(userId: number): Promise<void> {
  const startedAt = Date.now();
  const fresh = await fetchPreferences();
  await update(userId, (kept, waiting) => {
    if (kept && kept.changedAt > startedAt) return undefined;
    if (kept && waiting > 0) return { ...kept, saved: fresh };
    return { chosen: fresh, saved: fresh, changedAt: kept?.changedAt ?? 0, ...(kept?.refused ? { refused: kept.refused } : {}) };
  });
}

export function toPayload(avoid: Avoidance): Record<string, string> {
  return { proteins: avoid.proteins.join(","), allergens: avoid.allergens.join(",") };
}

function fromPayload(payload: Record<string, string>): Avoidance {
  const list = (v: string | undefined) => (v ? v.split(",") : []);
  return normalise({ proteins: list(payload.proteins), allergens: list(payload.allergens) });
}

let following = false;

/**
 * Follows the outbox's answers for preference saves (once per page load): a sent save's answer is
 * what the server holds now; a refused one puts the choice back to what the server holds.
 */
export function followPreferencesOutbox(): void {
  if (following) return;
  following = true;
  onOutboxEvent((event) => {
    const { entry } = event;
    if (!isPreferences(entry)) return;
    if (event.type === "sent") {
      const answer = event.data as Partial<WirePreferences> | null;
      const saved = answer && Array.isArray(answer.proteins) && Array.isArray(answer.allergens) ? normalise(answer as WirePreferences) : fromPayload(entry.payload);
      void update(entry.userId, (kept, waiting) => {
        // A later change (waiting, or made since this one was queued) is still the customer's choice.
        const later = waiting > 0 || (kept !== undefined && kept.changedAt > entry.createdAt);
        return { chosen: later && kept ? kept.chosen : saved, saved, changedAt: kept?.changedAt ?? entry.createdAt };
      }).catch(() => {});
      return;
    }
    void update(entry.userId, (kept, waiting) => {
      const saved = kept?.saved ?? { proteins: [], allergens: [] };
      return { chosen: waiting > 0 && kept ? kept.chosen : saved, saved, changedAt: kept?.changedAt ?? 0, refused: event.error.code };
    }).catch(() => {});
  });
}

export type SaveOutcome = { type: "sent" } | { type: "kept" } | { type: "rejected"; error: ApiError };

/**
 * Saves the customer's choice: the outbox entry and the device's copy in one transaction, then,
 * online, sends it and answers how it ended: sent, kept (no network, a server failure or an
 * earlier save still waiting: it goes later, in order) or rejected (a 4xx: the server's values stand).
 */
export async function savePreferences(userId: number, choice: Avoidance, online: boolean): Promise<SaveOutcome> {
  followPreferencesOutbox();
  const chosen = normalise(choice);
  const idempotencyKey = crypto.randomUUID();
  const heard: { ended?: { type: "sent" } | { type: "rejected"; error: ApiError } } = {};
  const stop = onOutboxEvent((event) => {
    if (event.entry.idempotencyKey !== idempotencyKey) return;
    heard.ended = event.type === "sent" ? { type: "sent" } : { type: "rejected", error: event.error };
  });
  try {
    await enqueue({ kind: "preferences", userId, idempotencyKey, payload: toPayload(chosen) }, async () => {
      const kept = await readPreferences(userId);
      const saved = kept?.saved ?? chosen;
      const value: KeptPreferences = { chosen, saved, changedAt: Date.now() };
      await db.userCache.put({ key: KEY, userId, value });
    });
    if (!online) return { type: "kept" };
    // A run already under way when the entry was added did not see it: one more run sends it.
    for (let run = 0; run < 2 && !heard.ended; run += 1) {
      await flushOutbox();
      const entry = await db.outbox.where("idempotencyKey").equals(idempotencyKey).first();
      if (heard.ended || !entry || entry.attempts > 0) break;
    }
  } finally {
    stop();
  }
  return heard.ended ?? { type: "kept" };
}

