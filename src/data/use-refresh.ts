// Where a refresh from the server stands, for a screen that shows what the device holds and asks
// the server again on every visit (the profile, the dislikes and allergens): loading, done, or
// failed offline or otherwise. A refused session signs out instead (session.ts).
import { useCallback, useEffect, useState } from "react";
import type { ApiError } from "../lib/api-client.ts";
import { signOutIfUnauthorized } from "./session.ts";

export type RefreshState = "loading" | "done" | "offline" | "error";

/**
 * Calls `refresh(key)` on mount, whenever `key` changes and on `reload()` (nothing while `key` is
 * undefined); an answer that comes after the key changed is ignored. `refresh` is a module's
 * function (stable).
 */
export function useRefresh<K, V = unknown>(
  key: K | undefined,
  refresh: (key: K) => Promise<V>,
): { refreshState: RefreshState; reload: () => void; answer: { key: K; value: V } | undefined } {
  const [refreshState, setRefreshState] = useState<RefreshState>("loading");
  // The latest answer, set with "done" in one render: a screen can use it before the device's live
  // query has read back what the refresh wrote.
  const [answer, setAnswer] = useState<{ key: K; value: V }>();
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  useEffect(() => {
    if (key === undefined) return;
    let live = true;
    setRefreshState("loading");
    refresh(key).then(
      (value) => {
        if (!live) return;
        setAnswer({ key, value });
        setRefreshState("done");
      },
      async (err: ApiError) => {
        if (await signOutIfUnauthorized(err)) return;
        if (live) setRefreshState(err.isNetwork ? "offline" : "error");
      },
    );
    return () => {
      live = false;
    };
  }, [key, refresh, round]);
  return { refreshState, reload, answer };
}
