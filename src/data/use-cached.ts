// Render from IndexedDB, refresh from the network (src/features/README.md, "Data flow"). A live query feeds the
// screen; one refresh per key runs in the background (deduplicated across components) unless
// the cache is fresher than `maxAgeMs`. The status says what the customer should see when there
// is nothing cached: still loading, offline with nothing to show, or truly empty. A page the server
// rendered carries the values it used (data/seed.tsx): they stand in until IndexedDB has its own.
// Dexie loads after the first commit (lib/lazy-db.ts): such a page hydrates with the seed values,
// and a screen that has none shows its loading state until the database answers.
import { useEffect, useRef, useState } from "react";
import { useLiveDb, withDb } from "../lib/lazy-db.ts";
import { useSeed } from "./seed.tsx";

export type CachedStatus = "loading" | "ready" | "empty" | "offline" | "error";

const inFlight = new Map<string, Promise<void>>();
const NOT_READ: unique symbol = Symbol("not read yet");

/** Runs `refresh` for `key` unless one is already running; resolves when it is done. */
export function refreshOnce(key: string, refresh: () => Promise<void>): Promise<void> {
  const running = inFlight.get(key);
  if (running) return running;
  const p = refresh().finally(() => inFlight.delete(key));
  inFlight.set(key, p);
  return p;
}

export const DEFAULT_MAX_AGE_MS = 5 * 60 * 1000;

/**
 * Resolves in the first quiet moment of the browser after the page has loaded; at once when the
 * network drops or the page is hidden, the moments a copy on the device starts to matter.
 */
function whenPageSettled(): Promise<void> {
  const done = new AbortController();
  const { signal } = done;
  return new Promise<void>((resolve) => {
    const afterLoad = () =>
      typeof requestIdleCallback === "function" ? requestIdleCallback(() => resolve(), { timeout: 2000 }) : resolve();
    if (document.readyState === "complete") afterLoad();
    else window.addEventListener("load", afterLoad, { once: true, signal });
    window.addEventListener("offline", () => resolve(), { once: true, signal });
    document.addEventListener("visibilitychange", () => document.visibilityState === "hidden" && resolve(), { signal });
  }).finally(() => done.abort());
}

/**
 * Refreshes `key` from the network unless the cache is fresher than `maxAgeMs` (or a refresh of it
 * is already running, which it joins). Also how the app warms a landing screen's data early.
 */
export async function refreshIfStale(key: string, refresh: () => Promise<void>, maxAgeMs = DEFAULT_MAX_AGE_MS): Promise<void> {
  const stamp = await withDb((db) => db.catalogStamps.get(key)).catch(() => undefined);
  if (stamp && Date.now() - stamp.fetchedAt < maxAgeMs) return;
  await refreshOnce(key, refresh);
}

type Options<T> = {
  /** Identifies the cached scope, e.g. "meals:1:24:2"; also the freshness stamp's key. */
  key: string;
  query: () => Promise<T>;
  refresh: () => Promise<void>;
  /** Stores a value of that shape: how the server's values are kept for offline use. */
  save?: (value: T) => Promise<void>;
  isEmpty: (value: T) => boolean;
  maxAgeMs?: number;
  deps: unknown[];
};

export function useCached<T>({ key, query, refresh, save, isEmpty, maxAgeMs = DEFAULT_MAX_AGE_MS, deps }: Options<T>): {
  data: T | undefined;
  status: CachedStatus;
} {
  const seeded = useSeed<T>(key);
  // `done` carries whether the cache held anything once the refresh had written: the live query
  // re-reads a moment later, and until it does the screen keeps loading instead of flashing "empty".
  // `stored` (server-rendered pages only) is what the query read once the server's values were kept.
  const [refreshState, setRefreshState] = useState<{
    key: string;
    state: "running" | "done" | "offline" | "error";
    emptyAfter?: boolean;
    stored?: string;
  }>({
    key,
    state: "running",
  });
  // The key whose live query has read back what `stored` holds: from then on its rows are shown.
  const caughtUp = useRef<string | null>(null);
  // While the server's values are shown and not yet stored, the device is not read: what it holds
  // then (nothing on a first visit, older rows on a later one) would not be shown, and its answers,
  // one before the store and one after it, were a read and a render each, for nothing. It is read
  // once, after the store, or once the refresh has given up (offline, an error).
  const seedStandsIn = seeded !== undefined && (refreshState.key !== key || refreshState.state === "running");
  // A query may answer `undefined` (nothing cached for a single-row query): the marker tells
  // "not read yet" apart from that, so an offline screen with nothing cached says so.
  const raw = useLiveDb(query, deps, NOT_READ as T | typeof NOT_READ, !seedStandsIn);
  const read = raw !== NOT_READ;
  const live = read ? (raw as T) : undefined;

  useEffect(() => {
    let cancelled = false;
    // Already so on mount: a new object would render the whole screen again for nothing, right
    // after its hydration.
    setRefreshState((s) => (s.key === key && s.state === "running" ? s : { key, state: "running" }));
    void (async () => {
      const settle = async () => {
        const after = await query().catch(() => undefined);
        if (cancelled) return;
        const emptyAfter = after === undefined || isEmpty(after);
        setRefreshState({ key, state: "done", emptyAfter, ...(seeded !== undefined ? { stored: JSON.stringify(after) ?? "" } : {}) });
      };
      try {
        if (seeded !== undefined && save) {
          // The page shows the server's values, as fresh as a request now would be: they are kept
          // for offline use in the first quiet moment after the page has loaded (not while it
          // becomes interactive), with no second request.
          await whenPageSettled();
          if (cancelled) return;
          await refreshIfStale(key, () => save(seeded), maxAgeMs);
        } else {
          await refreshIfStale(key, refresh, maxAgeMs);
        }
        await settle();
      } catch (err) {
        const offline = !navigator.onLine || (err as { isNetwork?: boolean }).isNetwork === true;
        if (!cancelled) setRefreshState({ key, state: offline ? "offline" : "error" });
      }
    })();
    return () => {
      cancelled = true;
    };
    // `refresh`, `query` and `isEmpty` change identity every render; the key names what they read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, maxAgeMs]);

  const current = refreshState.key === key ? refreshState : { state: "running" as const, emptyAfter: undefined, stored: undefined };
  const state = current.state;
  // The server's values (what a server-rendered page shows) stand in until the refresh has stored
  // them, so older rows in IndexedDB never replace them for a moment; after that, IndexedDB's rows.
  // The live query starts once they are stored (`seedStandsIn` above): the server's values stay
  // until it has read back what the refresh left in IndexedDB.
  const cached = live !== undefined && !isEmpty(live) ? live : undefined;
  let showSeed = state === "running";
  if (!showSeed && current.stored !== undefined && caughtUp.current !== key) {
    if (live !== undefined && (JSON.stringify(live) ?? "") === current.stored) caughtUp.current = key;
    else showSeed = true;
  }
  const data = useSameWhileEqual((showSeed ? (seeded ?? cached) : (cached ?? seeded)) ?? live);
  if (data !== undefined && !isEmpty(data)) return { data, status: "ready" };
  if (!read || state === "running") return { data, status: "loading" };
  if (state === "done" && current.emptyAfter === false) return { data, status: "loading" };
  if (state === "offline") return { data, status: "offline" };
  if (state === "error") return { data, status: "error" };
  return { data, status: "empty" };
}

/**
 * The previous value while the new one holds the same data: the server's values and the same rows
 * read back from IndexedDB are equal but not identical, and a screen (48 dish cards) should not
 * render again for that.
 */
function useSameWhileEqual<T>(value: T): T {
  const kept = useRef<{ value: T; json: string } | null>(null);
  if (kept.current?.value === value) return value;
  const json = JSON.stringify(value) ?? "";
  if (kept.current && kept.current.json === json) return kept.current.value;
  kept.current = { value, json };
  return value;
}
