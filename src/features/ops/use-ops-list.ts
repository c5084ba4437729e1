// One kitchen list on the screen: rendered from the device's copy (store.ts) and asked from the
// server whenever the list, day or language changes, when the network comes back, and on "Try
// again". What the last request came to is kept apart from the list itself: `forbidden` (a
// customer's account, 403 forbidden_role), `offline`, `error`; a 401 signs the device out. The
// answer also tells the session which kind of account it is (store.ts rememberRole).
import { useCallback, useEffect, useState } from "react";
import type { ApiError } from "../../lib/api-client.ts";
import type { LangId } from "../../lib/db.ts";
import { useLiveDb } from "../../lib/lazy-db.ts";
import { signOutIfUnauthorized } from "../../data/session.ts";
import { fetchManifest, fetchProduction, type OpsLists } from "./api.ts";
import type { OpsKind } from "./ops-rules.ts";
import { readOpsList, rememberRole, saveOpsList, type StoredList } from "./store.ts";

export type LoadState = "loading" | "done" | "offline" | "forbidden" | "error";

const NOT_READ = "not read" as const;

async function fetchList<K extends OpsKind>(kind: K, date: string, langId: LangId): Promise<OpsLists[K]> {
  return (kind === "production" ? await fetchProduction(date, langId) : await fetchManifest(date, langId)) as OpsLists[K];
}

export function useOpsList<K extends OpsKind>(
  kind: K,
  userId: number,
  date: string,
  langId: LangId,
): { stored: StoredList<K> | undefined; read: boolean; state: LoadState; retry: () => void } {
  const key = `${kind}:${userId}:${date}:${langId}`;
  // Tagged with the key it was read for: while another day's list is read, the last one is not shown under the new day.
  const live = useLiveDb(async () => ({ key, stored: await readOpsList(kind, userId, date, langId) }), [key], NOT_READ);
  const read = live !== NOT_READ && live.key === key;
  const [load, setLoad] = useState<{ key: string; state: LoadState }>({ key, state: "loading" });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    let cancelled = false;
    setLoad({ key, state: "loading" });
    void (async () => {
      try {
        await saveOpsList(kind, userId, date, langId, await fetchList(kind, date, langId));
        await rememberRole(userId, "operator").catch(() => undefined);
        if (!cancelled) setLoad({ key, state: "done" });
      } catch (err) {
        const e = err as ApiError;
        if (await signOutIfUnauthorized(e)) return;
        const state: LoadState =
          e.status === 403 && e.code === "forbidden_role" ? "forbidden" : e.isNetwork || !navigator.onLine ? "offline" : "error";
        if (state === "forbidden") await rememberRole(userId, "customer").catch(() => undefined);
        if (!cancelled) setLoad({ key, state });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [key, kind, userId, date, langId, attempt]);

  // Back online: ask again for a list that could not be loaded.
  const failed = load.key === key && (load.state === "offline" || load.state === "error");
  useEffect(() => {
    if (!failed) return;
    window.addEventListener("online", retry);
    return () => window.removeEventListener("online", retry);
  }, [failed, retry]);

  return {
    stored: read ? live.stored : undefined,
    read,
    state: load.key === key ? load.state : "loading",
    retry,
  };
}
