// The health profile for its screen: read live from the device (the server's last answer and the
// writes still waiting in the outbox) and asked from the server on every visit. API → Dexie → live
// query → component, so offline the screen shows what it last saw, with the changes made since.
import { useRefresh, type RefreshState } from "../../data/use-refresh.ts";
import { useLiveDb } from "../../lib/lazy-db.ts";
import type { Health } from "./api.ts";
import { withQueued } from "./health-rules.ts";
import { queuedHealth, readHealth, refreshHealth } from "./store.ts";

export type HealthState = {
  /** The profile and weights to show (`undefined` until the device holds a copy). */
  health: Health | undefined;
  /** Changes waiting to be sent. */
  waiting: number;
  /** The code of the last change the server refused. */
  refused: string | undefined;
  status: RefreshState | "ready";
  reload: () => void;
};

export function useHealth(userId: number): HealthState {
  const read = useLiveDb(async () => ({ userId, kept: await readHealth(userId), queued: await queuedHealth(userId) }), [userId], undefined);
  const current = read && read.userId === userId ? read : undefined;
  const { refreshState, reload } = useRefresh(userId, refreshHealth);
  const kept = current?.kept;
  const queued = current?.queued ?? [];
  return {
    health: kept ? withQueued(kept, queued) : undefined,
    waiting: queued.length,
    refused: kept?.refused,
    status: kept ? "ready" : refreshState,
    reload,
  };
}
