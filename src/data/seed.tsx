// The values a server-rendered page was rendered with. The server runs the route's loader once
// (src/app/routes.tsx), renders once with the values, and sends them in the page as JSON; the
// browser hydrates with the same values, so its first render matches the server's before
// IndexedDB has answered. The values serve the page's first render only: the browser hydrates it
// in slices (the first commit, then each part marked `HydrateLater`, a Suspense boundary React
// hydrates as its own unit afterwards), and once every slice has committed, the seed is consumed
// and a screen mounted later reads IndexedDB and the network
// (docs/decisions/server-rendering.md, "What loads when").
import { createContext, Suspense, useContext, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from "react";
import { useLocation } from "wouter";

/** Loader results by cache key (the keys `useCached` reads, e.g. catalog/keys.ts). */
export type SeedValues = Record<string, unknown>;

/** What a route's loader gets: the page's language, the route's parameters and the query string. */
export type LoaderInput = { langId: 1 | 2; params: Record<string, string | undefined>; search: string };

/**
 * A server-rendered screen's loader (exported by its module, named in src/app/routes.tsx): the
 * values its first render reads, by key, fetched through the same api.ts functions the browser
 * uses. A value that could not load is left out (the screen renders it as loading).
 */
export type Loader = (input: LoaderInput) => Promise<SeedValues>;

export class Seed {
  #values: SeedValues | null;
  /** The slices (`HydrateLater`) the first commit left to hydrate, not hydrated yet. */
  readonly #waiting = new Set<object>();
  #committed = false;
  #settle!: () => void;
  /** Resolves once the whole page has hydrated (the values are consumed). */
  readonly hydrated: Promise<void> = new Promise((resolve) => (this.#settle = resolve));

  constructor(values: SeedValues) {
    this.#values = values;
  }

  /** Whether the page's first render is still going on (the values are not consumed yet). */
  get firstRender(): boolean {
    return this.#values !== null;
  }

  /** The value for `key`, during the page's first render; undefined after it, or for a key not loaded. */
  read(key: string): unknown {
    return this.#values !== null && Object.hasOwn(this.#values, key) ? this.#values[key] : undefined;
  }

  /** A slice of the first render that hydrates later: the values stay until it has (`release`). */
  hold(slice: object): void {
    if (this.#values !== null) this.#waiting.add(slice);
  }

  /** The slice has hydrated, or is gone without hydrating. */
  release(slice: object): void {
    if (!this.#waiting.delete(slice) || this.#waiting.size > 0) return;
    // After the effects of the same commit: a slice released and held again there (React's
    // StrictMode runs effects twice in development) still waits.
    queueMicrotask(() => this.#consumeIfDone());
  }

  /** Called when the first render has committed: once no slice waits, later renders and mounts go to IndexedDB. */
  consume(): void {
    this.#committed = true;
    this.#consumeIfDone();
  }

  /** Consumes the values now, whatever still waits (the customer has gone to another screen). */
  drop(): void {
    this.#committed = true;
    this.#waiting.clear();
    this.#consumeIfDone();
  }

  #consumeIfDone(): void {
    if (!this.#committed || this.#values === null || this.#waiting.size > 0) return;
    this.#values = null;
    this.#settle();
  }
}

const SeedContext = createContext<Seed | null>(null);

export function SeedProvider({ seed, children }: { seed: Seed | null; children: ReactNode }) {
  // Effects run only in the browser, after hydration has committed (never during a server render);
  // the slices' effects of that commit (HydrateLater) have run before this one, their parent's.
  useEffect(() => seed?.consume(), [seed]);
  // Another screen is not the page's first render, even before every slice has hydrated.
  const [path] = useLocation();
  const [firstPath] = useState(path);
  useEffect(() => {
    if (path !== firstPath) seed?.drop();
  }, [seed, path, firstPath]);
  return <SeedContext.Provider value={seed}>{children}</SeedContext.Provider>;
}

/**
 * A part of the page that React hydrates as its own unit after the first commit (a Suspense
 * boundary the server rendered), so a long page becomes interactive in slices that yield to the
 * browser between them instead of one long task. The page's seed stays readable until the slice
 * has hydrated, so it renders as the server did. Nothing suspends inside: it shows its children
 * at once when the browser renders the page itself.
 * Until it has hydrated, the slice keeps the children of its first render: a parent rendering again
 * meanwhile (IndexedDB answering, a setting read) would otherwise hand new props to a part still
 * waiting, and React would hydrate every such part at once, synchronously, in one long task. The
 * children of that moment follow once the slice has hydrated (before any tap on it is handled).
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  const seed = useContext(SeedContext);
  const [slice] = useState(() => ({ hydrated: false }));
  const [first] = useState(() => children);
  const [live, setLive] = useState(() => seed?.firstRender !== true);
  useEffect(() => {
    // A slice hydrated in the first commit already (its effect, a child's, ran first) holds nothing.
    if (!seed || slice.hydrated) return;
    seed.hold(slice);
    return () => seed.release(slice);
  }, [seed, slice]);
  const shown = live ? children : first;
  // The same element while nothing changed: React leaves a part not yet hydrated alone.
  return useMemo(
    () => (
      <Suspense fallback={null}>
        <Hydrated seed={seed} slice={slice} onHydrated={setLive}>
          {shown}
        </Hydrated>
      </Suspense>
    ),
    [seed, slice, shown],
  );
}

function Hydrated({ seed, slice, onHydrated, children }: { seed: Seed | null; slice: { hydrated: boolean }; onHydrated: (live: true) => void; children: ReactNode }) {
  // A layout effect: the slice takes its current children in the same task as its hydration, so a
  // tap that made React hydrate it is handled by them.
  useLayoutEffect(() => onHydrated(true), [onHydrated]);
  useEffect(() => {
    slice.hydrated = true;
    seed?.release(slice);
  }, [seed, slice]);
  return children;
}

/** Resolves once the page the server rendered has hydrated whole (at once when the browser rendered it). */
export function usePageHydrated(): Promise<void> {
  const seed = useContext(SeedContext);
  return seed?.hydrated ?? Promise.resolve();
}

/**
 * The value the page was rendered with for `key`, for a component of that first render (server or
 * hydration) and as long as it asks for the same key: a screen mounted later, maybe an hour later
 * in the same tab, reads IndexedDB and the network instead.
 */
export function useSeed<T>(key: string): T | undefined {
  const seed = useContext(SeedContext);
  const [first] = useState(() => {
    const value = seed?.read(key);
    return value === undefined ? null : { key, value: value as T };
  });
  return first?.key === key ? first.value : undefined;
}

/**
 * True in a component mounted by the server's render or by its hydration: such a component may
 * render its full first state at once (the page is already painted), and must, to match the server.
 */
export function useMountedWithServerPage(): boolean {
  const seed = useContext(SeedContext);
  const [fromServer] = useState(() => seed?.firstRender === true);
  return fromServer;
}

/** The seed a server-rendered page carries (`<script id="ssr-seed" type="application/json">`). */
export type PageSeed = { langId: 1 | 2; path: string; values: SeedValues };

export const SEED_ELEMENT_ID = "ssr-seed";

export function readPageSeed(doc: Document): PageSeed | null {
  const text = doc.getElementById(SEED_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const seed = JSON.parse(text) as Partial<PageSeed>;
    return (seed.langId === 1 || seed.langId === 2) && typeof seed.path === "string" && seed.values && typeof seed.values === "object"
      ? (seed as PageSeed)
      : null;
  } catch {
    return null;
  }
}
