// What the signed-in customer avoids, for screens of the first page (the menu): read live from the
// device's copy through lib/lazy-db.ts (no Dexie on the first page) and refreshed from the server
// once per visit, the fetch code (preferences.ts, the API client) loaded only then. `undefined`
// while signed out, while reading, or when the device has no copy yet.
import { useEffect, useMemo } from "react";
import type { ApiError } from "../lib/api-client.ts";
import { useLiveDb } from "../lib/lazy-db.ts";
import { signOutIfUnauthorized } from "../data/session.ts";
import { refreshOnce } from "../data/use-cached.ts";
import { readKeptPreferences, type Avoidance } from "./avoidance.ts";

export function useAvoidance(userId: number | undefined): Avoidance | undefined {
  const row = useLiveDb(async (db) => (userId === undefined ? undefined : db.userCache.get("preferences")), [userId], undefined);
  useEffect(() => {
    if (userId === undefined) return;
    refreshOnce(`preferences:${userId}`, async () => {
      const { refreshPreferences } = await import("./preferences.ts");
      // A 401 means the session ended elsewhere: the device signs out too.
      await refreshPreferences(userId).catch((err: unknown) => signOutIfUnauthorized(err as ApiError));
    }).catch(() => {
      // Offline or the server failing: the device's copy stands.
    });
  }, [userId]);
  return useMemo(() => (row && row.userId === userId ? readKeptPreferences(row.value)?.chosen : undefined), [row, userId]);
}
