// My plan's data on the screen: the plan, the purchases and the wallet ledger render from IndexedDB
// and are asked from the server on every visit (a freeze made on another device, a new purchase);
// the changes waiting in the outbox are read live, so their days show pending until sent.
import type { ApiError } from "../../lib/api-client.ts";
import type { LangId } from "../../lib/db.ts";
import { useLiveDb } from "../../lib/lazy-db.ts";
import { signOutIfUnauthorized } from "../../data/session.ts";
import { useCached } from "../../data/use-cached.ts";
import { fetchLedger, fetchPlan, fetchPurchases } from "./api.ts";
import type { PendingChange } from "./plan-rules.ts";
import { readLedger, readPending, readPlan, readPurchases, saveLedger, savePlan, savePurchases } from "./store.ts";

/** A refresh whose 401 signs the device out (the session ended elsewhere); other failures go on. */
export async function guarded(refresh: () => Promise<void>): Promise<void> {
  try {
    await refresh();
  } catch (err) {
    if (await signOutIfUnauthorized(err as ApiError)) return;
    throw err;
  }
}

export function usePlan(userId: number, langId: LangId) {
  return useCached({
    key: `plan:${userId}:${langId}`,
    query: () => readPlan(userId),
    refresh: () => guarded(async () => savePlan(userId, langId, await fetchPlan(langId))),
    // "No plan" kept on the device is not the answer until the server's has come (a plan bought
    // since, on this device or another): My plan keeps loading rather than draw the empty screen
    // and then the plan over it (a layout shift of 0.44 at 390 px).
    isEmpty: (v) => v === undefined || v.plan === null,
    maxAgeMs: 0,
    deps: [userId, langId],
  });
}

export function usePurchases(userId: number, langId: LangId) {
  return useCached({
    key: `purchases:${userId}:${langId}`,
    query: () => readPurchases(userId),
    refresh: () => guarded(async () => savePurchases(userId, langId, await fetchPurchases(langId))),
    isEmpty: (v) => v === undefined,
    maxAgeMs: 0,
    deps: [userId, langId],
  });
}

export function useLedger(userId: number, langId: LangId) {
  return useCached({
    key: `ledger:${userId}:${langId}`,
    query: () => readLedger(userId),
    refresh: () => guarded(async () => saveLedger(userId, langId, await fetchLedger(langId))),
    isEmpty: (v) => v === undefined,
    maxAgeMs: 0,
    deps: [userId, langId],
  });
}

const NONE: PendingChange[] = [];

/** The plan changes still waiting to be sent, live. */
export function usePendingChanges(userId: number): PendingChange[] {
  return useLiveDb(() => readPending(userId), [userId], NONE);
}
