// The values a server-rendered page was rendered with. The server runs the route's loader once
// (src/app/routes.tsx), renders once with the values, and sends them in the page as JSON; the
// browser hydrates with the same values, so its first render matches the server's before
// IndexedDB has answered. The values serve the page's first render only: once that render (the
// server's, or the browser's hydration) has committed, the seed is consumed, and a screen mounted
// later reads IndexedDB and the network.
import { createContext, useContext, useEffect, useState, type ReactNode } from "react";

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

  /** Called when the first render has committed: later renders and mounts go to IndexedDB. */
  consume(): void {
    this.#values = null;
  }
}

const SeedContext = createContext<Seed | null>(null);

export function SeedProvider({ seed, children }: { seed: Seed | null; children: ReactNode }) {
  // Effects run only in the browser, after hydration has committed (never during a server render).
  useEffect(() => seed?.consume(), [seed]);
  return <SeedContext.Provider value={seed}>{children}</SeedContext.Provider>;
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
