// The outbox: writes made with no network (or whose request failed on the network) wait in Dexie
// and are sent later, in order, exactly once (each carries its idempotency key; the server stores
// a key once). Replays run on start, on `online`, when the page becomes visible, after any
// successful request and when the next retry is due; Safari has no Background Sync, so nothing
// depends on it. A network failure, a 5xx, 408 or 429 keeps the entry and backs off; any other 4xx
// removes it and is reported, so the customer can see what was wrong and fix it. Entries belong to
// their user: only the signed-in user's entries are sent, with their token; logout clears them all.
import { ApiError, onRequestSuccess, post } from "../lib/api-client.ts";
import { db, type OutboxEntry } from "../lib/db.ts";

export type OutboxKind = OutboxEntry["kind"];

/** Where each kind of entry is sent (the API path of its call). */
const PATHS: Record<OutboxKind, string> = {
  address: "/addaddress",
  freeze: "/freezedays",
  unfreeze: "/unfreezedays",
  dayAddress: "/setdayaddress",
  dayPicks: "/savedaypicks",
  rating: "/ratemeal",
  preferences: "/savepreferences",
};

export type OutboxEvent = { type: "sent"; entry: OutboxEntry; data: unknown } | { type: "rejected"; entry: OutboxEntry; error: ApiError };

const listeners = new Set<(event: OutboxEvent) => void>();

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
  await db.transaction("rw", [db.outbox, db.userCache], async () => {
    await db.outbox.put({ ...entry, attempts: 0, nextAttemptAt: 0, createdAt: Date.now() });
    await alongside?.();
  });
  void flushOutbox();
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
  const session = await db.session.get("current");
  if (!session) return;
  const entries = await db.outbox.where("userId").equals(session.userId).sortBy("seq");
  for (const entry of entries) {
    if (entry.nextAttemptAt > clock.now()) break; // in order: a later save never overtakes an earlier one
    // Signed out (or another user signed in) since the run began: stop, send nothing of theirs.
    if ((await db.session.get("current"))?.userId !== entry.userId) return;
    try {
      const data = await post<unknown>(PATHS[entry.kind], { ...entry.payload, idempotency_key: entry.idempotencyKey });
      await db.outbox.delete(entry.seq!);
      emit({ type: "sent", entry, data });
    } catch (err) {
      const error = err instanceof ApiError ? err : new ApiError(0, "network", String(err));
      if (isRetryable(error)) {
        const attempts = entry.attempts + 1;
        await db.outbox.update(entry.seq!, { attempts, nextAttemptAt: clock.now() + backoffMs(attempts), lastError: error.code });
        break;
      }
      await db.outbox.delete(entry.seq!);
      emit({ type: "rejected", entry, error });
    }
  }
  scheduleNext(clock);
}

async function scheduleNext(clock: Clock): Promise<void> {
  if (timer) clearTimeout(timer);
  timer = undefined;
  const next = await db.outbox.orderBy("nextAttemptAt").first();
  if (!next || typeof window === "undefined") return;
  timer = setTimeout(() => void flushOutbox(clock), Math.max(0, next.nextAttemptAt - clock.now()) + 50);
}

function emit(event: OutboxEvent): void {
  for (const listener of listeners) listener(event);
}

/** Starts the replays of the running app; answers the function that stops them. */
export function startOutbox(): () => void {
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
  };
}
