// The customer's dislikes and allergens (docs/product-rules.md "Dislikes and allergens") as the app reads and
// writes them: read from /preferences into the user cache row "preferences" (dropped on logout),
// so the screen and the menu render what the device holds, offline too; every save is an outbox
// entry (kind "preferences", its own idempotency key) sent at once when online. The row keeps the
// customer's choice (`chosen`, written with the outbox entry in one transaction, so the menu follows
// at once) apart from what the server last confirmed (`saved`): a refused save puts `chosen` back to
// `saved` and records the refusal; a refresh never undoes a change still waiting or made after it
// started. The answers of the saves are written by PREFERENCES_OUTBOX, which src/app registers when
// the app starts. The wire's shapes become app types here only.
import { type ApiError, post } from "../lib/api-client.ts";
import { withDb } from "../lib/lazy-db.ts";
import type { OutboxEntry } from "../data/store.ts";
import { readQueued, sendAndAwait } from "../data/outbox.ts";
import type { OutboxHandler } from "../data/outbox-registry.ts";
import { normalise, readKeptPreferences, type Avoidance, type KeptPreferences } from "./avoidance.ts";

type WirePreferences = { proteins: string[]; allergens: string[] };

const KEY = "preferences";

export async function fetchPreferences(): Promise<Avoidance> {
  return normalise(await post<WirePreferences>("/preferences"));
}

/** The device's copy for `userId` (`undefined` when it holds none for them). */
export async function readPreferences(userId: number): Promise<KeptPreferences | undefined> {
  const row = await withDb((db) => db.userCache.get(KEY));
  return row && row.userId === userId ? readKeptPreferences(row.value) : undefined;
}

/** The preference saves of `userId` still waiting in the outbox, oldest first. */
export async function pendingPreferences(userId: number): Promise<OutboxEntry[]> {
  return readQueued(userId, ["preferences"]);
}

/**
 * Writes the row only while `userId` is signed in (an answer after a logout is dropped); `waiting`
 * counts the saves still queued, `answered` (the one being answered, removed once written) aside.
 */
async function update(
  userId: number,
  change: (kept: KeptPreferences | undefined, waiting: number) => KeptPreferences | undefined,
  answered?: OutboxEntry,
): Promise<void> {
  const waiting = (await pendingPreferences(userId)).filter((e) => e.idempotencyKey !== answered?.idempotencyKey).length;
  await withDb((db) =>
    db.transaction("rw", [db.session, db.userCache], async () => {
      if ((await db.session.get("current"))?.userId !== userId) return;
      const next = change(await readPreferences(userId), waiting);
      if (next) await db.userCache.put({ key: KEY, userId, value: next });
    }),
  );
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

/**
 * What the answers of preference saves write (registered by src/app): a sent save's answer is what
 * the server holds now, and a later change (waiting, or made since) stays the customer's choice; a
 * refused one puts the choice back to what the server holds (unless a later one waits) and records why.
 */
export const PREFERENCES_OUTBOX: OutboxHandler = {
  sent: async (entry, data) => {
    const answer = data as Partial<WirePreferences> | null;
    const saved = answer && Array.isArray(answer.proteins) && Array.isArray(answer.allergens) ? normalise(answer as WirePreferences) : fromPayload(entry.payload);
    await update(
      entry.userId,
      (kept, waiting) => {
        const later = waiting > 0 || (kept !== undefined && kept.changedAt > entry.createdAt);
        return { chosen: later && kept ? kept.chosen : saved, saved, changedAt: kept?.changedAt ?? entry.createdAt };
      },
      entry,
    );
  },
  refused: async (entry, error) => {
    await update(
      entry.userId,
      (kept, waiting) => {
        const saved = kept?.saved ?? { proteins: [], allergens: [] };
        return { chosen: waiting > 0 && kept ? kept.chosen : saved, saved, changedAt: kept?.changedAt ?? 0, refused: error.code };
      },
      entry,
    );
  },
};

export type SaveOutcome = { type: "sent" } | { type: "kept" } | { type: "rejected"; error: ApiError };

/**
 * Saves the customer's choice: the outbox entry and the device's copy in one transaction, then,
 * online, sends it and answers how it ended: sent, kept (no network, a server failure or an
 * earlier save still waiting: it goes later, in order) or rejected (a 4xx: the server's values stand).
 */
export async function savePreferences(userId: number, choice: Avoidance, online: boolean): Promise<SaveOutcome> {
  const chosen = normalise(choice);
  const outcome = await sendAndAwait(
    { kind: "preferences", userId, idempotencyKey: crypto.randomUUID(), payload: toPayload(chosen) },
    {
      online,
      alongside: async () => {
        const kept = await readPreferences(userId);
        const saved = kept?.saved ?? chosen;
        const value: KeptPreferences = { chosen, saved, changedAt: Date.now() };
        await withDb((db) => db.userCache.put({ key: KEY, userId, value }));
      },
    },
  );
  return outcome.type === "sent" ? { type: "sent" } : outcome;
}

