// The outbox: writes made with no network (or whose request failed on the network) wait in Dexie
// and are sent later, in order, exactly once (each carries its idempotency key; the server stores
// a key once). Replays run on start, on `online`, when the page becomes visible, after any
// successful request and when the next retry is due; Safari has no Background Sync, so nothing
// depends on it. A network failure, a 5xx, 408 or 429 keeps the entry and backs off; any other 4xx
// removes it. Either way the answer goes to its kind's handler (src/data/outbox-registry.ts), which
// writes it to the device before the entry is removed; the screens read it from there. Entries
// belong to their user: only the signed-in user's entries are sent, with their token; logout clears
// them all. This file is the only one that reads or writes the outbox table (eslint.config.js).
import { ApiError, onRequestSuccess, post } from "../lib/api-client.ts";
import { withDb } from "../lib/lazy-db.ts";
import type { OutboxEntry } from "./store.ts";
import { handlerOf, registerOutboxHandlers, type OutboxHandlers, type OutboxKind } from "./outbox-registry.ts";

export type { OutboxKind };

/** Where each kind of entry is sent (the API path of its call). */
const PATHS: Record<OutboxKind, string> = {
  address: "/addaddress",
  freeze: "/freezedays",
  unfreeze: "/unfreezedays",
  dayAddress: "/setdayaddress",
  dayPicks: "/savedaypicks",
  rating: "/ratemeal",
  preferences: "/savepreferences",
  supportReport: "/support/reports",
  inboxRead: "/inbox/read",
  healthProfile: "/savehealthprofile",
  weight: "/saveweight",
  weightDelete: "/deleteweight",
  portions: "/saveportions",
};

/**
 * What happened to an entry, told after its handler has written it to the device; `awaited` when a
 * screen waits for it (sendAndAwait), which then says how it ended itself.
 */
export type OutboxEvent = { awaited: boolean } & (
  | { type: "sent"; entry: OutboxEntry; data: unknown }
  | { type: "rejected"; entry: OutboxEntry; error: ApiError }
);

const listeners = new Set<(event: OutboxEvent) => void>();
/** The keys of the entries a screen is waiting for (sendAndAwait). */
const awaited = new Set<string>();

/** Tells `listener` each entry's end (the app's notices; the device's data is the handlers'). */
export function onOutboxEvent(listener: (event: OutboxEvent) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** 1 s, 2 s, 4 s … up to 5 minutes, with up to a fifth of jitter so devices do not retry in step. */
export function backoffMs(attempts: number, random = Math.random): number {
  const base = Math.min(1000 * 2 ** Math.max(0, attempts - 1), 5 * 60 * 1000);
  return Math.round(base * (1 + random() / 5));
}

/** A failure worth trying again later: no answer, the server's fault, or "too many / too slow". */
export function isRetryable(error: ApiError): boolean {
  return error.isNetwork || error.status >= 500 || error.status === 408 || error.status === 429;
}

/** Adds an entry; `alongside` runs in the same transaction (for example saving the form's draft). */
export async function enqueue(
  entry: Pick<OutboxEntry, "kind" | "userId" | "payload" | "idempotencyKey">,
  alongside?: () => Promise<unknown>,
): Promise<void> {
  await withDb((db) =>
    db.transaction("rw", [db.outbox, db.userCache], async () => {
      await db.outbox.put({ ...entry, attempts: 0, nextAttemptAt: 0, createdAt: Date.now() });
      await alongside?.();
    }),
  );
  void flushOutbox();
}

/** The entries of `userId` still waiting, oldest first, of the kinds given (all when none are). */
export async function readQueued(userId: number, kinds?: readonly OutboxKind[]): Promise<OutboxEntry[]> {
  const entries = await withDb((db) => db.outbox.where("userId").equals(userId).sortBy("seq"));
  return kinds ? entries.filter((e) => kinds.includes(e.kind)) : entries;
}

export type Outcome = { type: "sent"; data: unknown } | { type: "kept" } | { type: "rejected"; error: ApiError };

/**
 * Queues an entry like `enqueue` and, when `online`, sends it at once and answers how it ended:
 * sent (its handler has written the answer), rejected (a 4xx; its handler has written the refusal)
 * or kept (no network, a server failure, or an earlier entry still waiting: it goes later, in order).
 * Offline it answers kept at once.
 */
export async function sendAndAwait(
  entry: Pick<OutboxEntry, "kind" | "userId" | "payload" | "idempotencyKey">,
  { online, alongside }: { online: boolean; alongside?: () => Promise<unknown> },
): Promise<Outcome> {
  if (!online) {
    await enqueue(entry, alongside);
    return { type: "kept" };
  }
  const key = entry.idempotencyKey;
  let ended: Outcome | undefined;
  const stop = onOutboxEvent((event) => {
    if (event.entry.idempotencyKey !== key) return;
    ended = event.type === "sent" ? { type: "sent", data: event.data } : { type: "rejected", error: event.error };
  });
  awaited.add(key);
  try {
    await enqueue(entry, alongside);
    // A run already under way when the entry was added did not see it: one more run sends it.
    for (let run = 0; run < 2 && !ended; run += 1) {
      await flushOutbox();
      const queued = await withDb((db) => db.outbox.where("idempotencyKey").equals(key).first());
      if (ended || !queued || queued.attempts > 0) break;
    }
  } finally {
    stop();
    awaited.delete(key);
  }
  return ended ?? { type: "kept" };
}

type Clock = { now: () => number };
let running: Promise<void> | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;

/** Sends what is due, in order; one run at a time (a call during a run joins it). */
export function flushOutbox(clock: Clock = { now: Date.now }): Promise<void> {
  running ??= drain(clock).finally(() => {
    running = undefined;
  });
  return running;
}

async function drain(clock: Clock): Promise<void> {
  const session = await withDb((db) => db.session.get("current"));
  if (!session) return;
  const entries = await withDb((db) => db.outbox.where("userId").equals(session.userId).sortBy("seq"));
  for (const entry of entries) {
    if (entry.nextAttemptAt > clock.now()) break; // in order: a later save never overtakes an earlier one
    // Signed out (or another user signed in) since the run began: stop, send nothing of theirs.
    if ((await withDb((db) => db.session.get("current")))?.userId !== entry.userId) return;
    // No handler yet (the app has not started the outbox): its answer would have nowhere to go.
    const handler = handlerOf(entry.kind);
    if (!handler) return;
    let data: unknown;
    try {
      const files = await handler.files?.(entry);
      data = await post<unknown>(PATHS[entry.kind], { ...entry.payload, idempotency_key: entry.idempotencyKey }, files ? { files } : {});
    } catch (err) {
      const error = err instanceof ApiError ? err : new ApiError(0, "network", String(err));
      if (isRetryable(error)) {
        const attempts = entry.attempts + 1;
        await withDb((db) => db.outbox.update(entry.seq!, { attempts, nextAttemptAt: clock.now() + backoffMs(attempts), lastError: error.code }));
        break;
      }
      await settle(entry, () => handler.refused(entry, error));
      emit({ type: "rejected", entry, error, awaited: awaited.has(entry.idempotencyKey) });
      continue;
    }
    await settle(entry, () => handler.sent(entry, data));
    emit({ type: "sent", entry, data, awaited: awaited.has(entry.idempotencyKey) });
  }
  scheduleNext(clock);
}

async function scheduleNext(clock: Clock): Promise<void> {
  if (timer) clearTimeout(timer);
  timer = undefined;
  const next = await withDb((db) => db.outbox.orderBy("nextAttemptAt").first());
  if (!next || typeof window === "undefined") return;
  timer = setTimeout(() => void flushOutbox(clock), Math.max(0, next.nextAttemptAt - clock.now()) + 50);
}

/**
 * Writes an answer through its handler, then removes the entry: the screens never see a change gone
 * from the queue before its outcome is on the device. A handler that fails (storage full, say)
 * loses only that outcome; the entry is removed all the same, since the server has answered it.
 */
async function settle(entry: OutboxEntry, write: () => Promise<void>): Promise<void> {
  try {
    await write();
  } catch {
    // The next visit of the screen asks the server again.
  }
  await withDb((db) => db.outbox.delete(entry.seq!));
}

function emit(event: OutboxEvent): void {
  for (const listener of listeners) listener(event);
}

/**
 * Starts the replays of the running app with the registry of its handlers; answers the function
 * that stops them.
 */
export function startOutbox(handlers: OutboxHandlers): () => void {
  const unregister = registerOutboxHandlers(handlers);
  const flush = () => void flushOutbox();
  const onVisible = () => document.visibilityState === "visible" && flush();
  window.addEventListener("online", flush);
  document.addEventListener("visibilitychange", onVisible);
  const stopSuccess = onRequestSuccess((path) => {
    if (!Object.values(PATHS).includes(path)) flush();
  });
  flush();
  return () => {
    window.removeEventListener("online", flush);
    document.removeEventListener("visibilitychange", onVisible);
    stopSuccess();
    if (timer) clearTimeout(timer);
    unregister();
  };
}
