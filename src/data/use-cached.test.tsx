// useCached on a server-rendered page: the seed stands in from the first render (before IndexedDB
// answers), is stored for offline use without a second request, and a page without a seed still
// refreshes from the network.
import { renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { db, type LangId } from "../lib/db.ts";
import { withDb } from "../lib/lazy-db.ts";
import { Seed, SeedProvider } from "./seed.tsx";
import { useCached } from "./use-cached.ts";

/** A cached row as the catalog keeps one (src/data/ knows no catalog type). */
type Row = { langId: LangId; id: number; name: string; sort: number };
const row = (name: string): Row => ({ langId: 1, id: 1, name, sort: 0 });

function options(key: string, calls: string[], rows: Row[] = []) {
  return {
    key,
    query: () => db.deliveryTimes.where("langId").equals(1).sortBy("sort"),
    refresh: async () => {
      calls.push("network");
      await db.transaction("rw", db.deliveryTimes, db.catalogStamps, async () => {
        await db.deliveryTimes.bulkPut(rows);
        await db.catalogStamps.put({ key, fetchedAt: Date.now() });
      });
    },
    save: async (value: Row[]) => {
      calls.push("save");
      await db.transaction("rw", db.deliveryTimes, db.catalogStamps, async () => {
        await db.deliveryTimes.bulkPut(value);
        await db.catalogStamps.put({ key, fetchedAt: Date.now() });
      });
    },
    isEmpty: (r: Row[]) => r.length === 0,
    deps: [key],
  };
}

const withSeed = (seed: Seed) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <SeedProvider seed={seed}>{children}</SeedProvider>;
  };

beforeEach(async () => {
  await db.deliveryTimes.clear();
  await db.catalogStamps.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("useCached with the values a server-rendered page carries", () => {
  it("shows them from the first render, then stores them for offline use with no request", async () => {
    const calls: string[] = [];
    const served = [row("from the server")];
    const { result } = renderHook(() => useCached(options("t1", calls)), { wrapper: withSeed(new Seed({ t1: served })) });
    expect(result.current).toEqual({ data: served, status: "ready" });
    await waitFor(async () => expect(await db.deliveryTimes.toArray()).toEqual(served));
    expect(calls).toEqual(["save"]);
    await waitFor(() => expect(result.current.data).toEqual(served));
    expect(result.current.status).toBe("ready");
  });

  it("keeps showing the server's values over older rows on the device until they are stored", async () => {
    await db.deliveryTimes.put(row("older"));
    const calls: string[] = [];
    const served = [row("newer")];
    const seen: string[] = [];
    const { result } = renderHook(
      () => {
        const r = useCached(options("t2", calls));
        seen.push(r.data?.[0]?.name ?? "none");
        return r;
      },
      { wrapper: withSeed(new Seed({ t2: served })) },
    );
    await waitFor(async () => expect((await db.deliveryTimes.toArray())[0]?.name).toBe("newer"));
    await waitFor(() => expect(result.current.data?.[0]?.name).toBe("newer"));
    expect(seen).not.toContain("older");
  });

  it("neither reads the device nor renders again until they are stored; then reads it once", async () => {
    // The page's first quiet moment comes when the test says: until then the values are not stored.
    let quiet: (() => void) | undefined;
    vi.stubGlobal("requestIdleCallback", (callback: () => void) => {
      quiet = callback;
      return 1;
    });
    const calls: string[] = [];
    const served = [row("from the server")];
    const base = options("t5", calls);
    const reading = {
      ...base,
      query: () => {
        calls.push("read");
        return base.query();
      },
    };
    let renders = 0;
    const { result } = renderHook(
      () => {
        renders += 1;
        return useCached(reading);
      },
      { wrapper: withSeed(new Seed({ t5: served })) },
    );
    // The database has loaded and answered a call made after the screen's (a live query started
    // on mount would have read by now), and the store waits for the quiet moment.
    await withDb((database) => database.catalogStamps.get("t5"));
    await waitFor(() => expect(quiet).toBeDefined());
    expect(calls).toEqual([]);
    // Nothing has changed what the screen shows: it has not rendered again.
    expect(renders).toBe(1);
    quiet!();
    // The refresh's own read of what it stored, then the live query's first answer.
    await waitFor(() => expect(calls).toEqual(["save", "read", "read"]));
    expect(result.current).toEqual({ data: served, status: "ready" });
  });

  it("a screen mounted after the page's first render reads the device and the network, not the seed", async () => {
    const calls: string[] = [];
    const old = [row("rendered an hour ago")];
    const seed = new Seed({ t4: old });
    seed.consume();
    const { result } = renderHook(() => useCached(options("t4", calls, [row("fetched now")])), { wrapper: withSeed(seed) });
    expect(result.current.status).toBe("loading");
    await waitFor(() => expect(result.current).toEqual({ data: [row("fetched now")], status: "ready" }));
    expect(calls).toEqual(["network"]);
  });

  it("without a seed, refreshes from the network as before", async () => {
    const calls: string[] = [];
    const { result } = renderHook(() => useCached(options("t3", calls, [row("fetched")])));
    expect(result.current.status).toBe("loading");
    await waitFor(() => expect(result.current).toEqual({ data: [row("fetched")], status: "ready" }));
    expect(calls).toEqual(["network"]);
  });
});
