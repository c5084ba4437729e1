// Dexie (about 30 kB of the page's JavaScript, gzip) is not on the first page: a page the server
// rendered paints and hydrates with the values it carries (data/seed.tsx), and the database module
// loads right after, with the first live query or write. Code that the landing screens import
// reaches the database through here; screens that load later may import db.ts directly.
import { startTransition, useEffect, useState } from "react";
import type { StorefrontDb } from "./db.ts";
import { yieldToMain } from "./yield-to-main.ts";

type Live = { db: StorefrontDb; liveQuery: typeof import("dexie").liveQuery };

let live: Live | undefined;
let loading: Promise<Live> | undefined;

/** Loads db.ts and Dexie's live queries (once); resolves with the app's database. */
export function loadDb(): Promise<Live> {
  if (!loading) {
    loading = Promise.all([import("./db.ts"), import("dexie")]).then(async ([module, dexie]) => {
      // Opened here, in tasks of its own: left to the first query, the open would hold every
      // query and write the page asked for meanwhile, and run them all in one microtask checkpoint
      // once open (one long task of 100 ms and more on a slowed phone). A failed open is not
      // answered here: each query then fails with Dexie's own error, as before.
      await module.db.open().catch(() => undefined);
      return (live = { db: module.db, liveQuery: dexie.liveQuery });
    });
    // A chunk that failed to load (a network blip before the service worker has it) is asked for again next time.
    loading.catch(() => {
      loading = undefined;
    });
  }
  return loading;
}

/** Calls that waited for the database and have not started yet; a later call starts after them. */
let waiting = 0;
/** The last waiting call's start: the next one waits for it, so calls start in the order asked. */
let turn: Promise<unknown> = Promise.resolve();

/**
 * Runs `run` with the database, in the order the calls were made (a write asked for after another
 * starts after it, so its transaction comes after the other's). Once the database has loaded and
 * nothing waits, `run` runs synchronously, so a live query's querier that calls this still reads
 * inside Dexie's zone and is observed.
 */
export function withDb<T>(run: (db: StorefrontDb) => Promise<T>): Promise<T> {
  if (live && waiting === 0) return run(live.db);
  // Everything that waited for the database resumes when it has loaded, each in a task of its own
  // and after every call made before it.
  waiting++;
  const start = turn.then(loadDb).then(async (loaded) => {
    await yieldToMain();
    return loaded;
  });
  turn = start.catch(() => undefined);
  return start.then(
    (loaded) => {
      waiting--;
      return run(loaded.db);
    },
    (error: unknown) => {
      waiting--;
      throw error;
    },
  );
}

/**
 * `useLiveQuery` of dexie-react-hooks, with the database loaded after the component's first commit:
 * answers `initial` until the query's first answer, then the latest one (kept while new `deps`
 * are read). A query that fails throws to the nearest error boundary, as useLiveQuery does.
 * While `enabled` is false the query is neither run nor watched, and the last answer (or
 * `initial`) stays; once true again, its first answer comes as a first answer does.
 */
export function useLiveDb<T, D>(query: (db: StorefrontDb) => Promise<T> | T, deps: unknown[], initial: D, enabled = true): T | D {
  const [state, setState] = useState<{ value: T | D; error?: unknown }>({ value: initial });
  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    let subscription: { unsubscribe: () => void } | undefined;
    const subscribe = ({ db, liveQuery }: Live) => {
      if (stopped) return;
      let first = true;
      subscription = liveQuery(() => query(db)).subscribe({
        next: (value) => {
          const show = () => setState((s) => (s.value === value && s.error === undefined ? s : { value }));
          // The query's first answer replaces what the screen showed meanwhile (the server's values,
          // or its loading state): a transition, which React renders in slices that yield to the
          // customer's input. Rendered at once, the first answers after `/package` had hydrated took
          // one task of 168 ms at 4x (docs/decisions/server-rendering.md "What loads when"). Later
          // answers follow the customer's own changes, and show at once.
          if (!first) return show();
          first = false;
          startTransition(show);
        },
        error: (error: unknown) => setState((s) => ({ value: s.value, error })),
      });
    };
    if (live) subscribe(live);
    else
      loadDb().then(
        async (loaded) => {
          await yieldToMain();
          subscribe(loaded);
        },
        () => undefined,
      );
    return () => {
      stopped = true;
      subscription?.unsubscribe();
    };
    // The caller's deps name what the query reads, as with useLiveQuery.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, enabled]);
  if (state.error !== undefined) throw state.error;
  return state.value;
}
