// The customer's dislikes and allergens for the preferences screen: read live from the device (the
// user cache row and the saves still waiting in the outbox) and asked from the server on every
// visit. API → Dexie → live query → component, so offline the screen shows what it last saw.
import { useCallback } from "react";
import { useRefresh } from "../data/use-refresh.ts";
import { useLiveDb } from "../lib/lazy-db.ts";
import type { Avoidance, KeptPreferences } from "./avoidance.ts";
import { pendingPreferences, readPreferences, refreshPreferences, savePreferences, type SaveOutcome } from "./preferences.ts";

export type PreferencesStatus = "loading" | "ready" | "offline" | "error";

export type PreferencesState = {
  /** What the device holds for this user (`undefined` while reading or when it holds nothing). */
  kept: KeptPreferences | undefined;
  /** Saves waiting in the outbox (0 while reading). */
  waiting: number;
  /** `ready` once the device holds a copy; else where the refresh stands. */
  status: PreferencesStatus;
  reload: () => void;
  save: (choice: Avoidance) => Promise<SaveOutcome>;
};

export function usePreferences(userId: number): PreferencesState {
  const read = useLiveDb(
    async () => ({ userId, kept: await readPreferences(userId), waiting: (await pendingPreferences(userId)).length }),
    [userId],
    undefined,
  );
  const current = read && read.userId === userId ? read : undefined;
  const { refreshState: fetchState, reload } = useRefresh(userId, refreshPreferences);
  const save = useCallback((choice: Avoidance) => savePreferences(userId, choice, navigator.onLine), [userId]);
  const kept = current?.kept;
  // Once the server has answered, the live query shows its copy a moment later.
  const status = kept ? "ready" : fetchState === "done" ? "loading" : fetchState;
  return { kept, waiting: current?.waiting ?? 0, status, reload, save };
}
