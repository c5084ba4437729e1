// Catalog answers the server rendered a page with. The server renders /, /menu and /package with
// the catalog already in the HTML (server/ssr.ts); the same values travel in the page as JSON so
// the browser's first render (hydration) matches the server's, before IndexedDB has answered.
// On the server a render also notes the keys it had no value for, with how to load them: the
// renderer loads those and renders again (a page whose second request depends on the first, such
// as a package's details after the package list, takes one more pass).
import { createContext, useContext, useEffect, useState, type ReactNode } from "react";

export type SeedValues = Record<string, unknown>;

export type Seed = {
  values: SeedValues;
  /** Server only: keys a render asked for that had no value yet, each with its loader. */
  wanted?: Map<string, () => Promise<unknown>>;
  /** Set once the page's first render (the server's, or its hydration) has committed. */
  committed?: boolean;
};

const SeedContext = createContext<Seed | null>(null);

export function SeedProvider({ seed, children }: { seed: Seed | null; children: ReactNode }) {
  useEffect(() => {
    if (seed) seed.committed = true;
  }, [seed]);
  return <SeedContext.Provider value={seed}>{children}</SeedContext.Provider>;
}

/**
 * The value the page was rendered with for `key`, for a component of that first render (server or
 * hydration) and as long as it asks for the same key: a screen mounted later, maybe an hour later
 * in the same tab, reads IndexedDB and the network instead. On the server, asks for a missing key.
 */
export function useSeed<T>(key: string, load: (() => Promise<T>) | undefined): T | undefined {
  const seed = useContext(SeedContext);
  const [first] = useState(() => (seed && !seed.committed && key in seed.values ? { key, value: seed.values[key] as T } : null));
  if (!seed) return undefined;
  if (first?.key === key) return first.value;
  if (load && seed.wanted && !seed.wanted.has(key) && !(key in seed.values)) seed.wanted.set(key, load);
  return undefined;
}

/**
 * True in a component mounted by the server's render or by its hydration: such a component may
 * render its full first state at once (the page is already painted), and must, to match the server.
 */
export function useMountedWithServerPage(): boolean {
  const seed = useContext(SeedContext);
  return seed !== null && seed.committed !== true;
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
