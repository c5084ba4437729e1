// The order draft: what the customer has chosen so far (package, days, counts, start date,
// delivery). Written by the calculator, the package pages and the order builder; read by checkout.
// One row ("current") in Dexie, so it survives reloads and works offline. App state that several
// features share (like src/profile/), not a door to a library, so it lives beside src/lib/. The
// package page, a landing screen, reads it: the database is reached through lib/lazy-db.ts (after
// the first commit).
import type { OrderDraft } from "./store.ts";
import { useLiveDb, withDb } from "../lib/lazy-db.ts";

export type DraftFields = Omit<OrderDraft, "id" | "updatedAt">;

export function getDraft(): Promise<OrderDraft | undefined> {
  return withDb((db) => db.orderDraft.get("current"));
}

/** Replaces the draft with exactly these fields. */
export async function replaceDraft(fields: DraftFields): Promise<void> {
  await withDb((db) => db.orderDraft.put({ ...fields, id: "current", updatedAt: Date.now() }));
}

/** Changes some fields of the draft, creating it if needed. */
export async function updateDraft(patch: Partial<DraftFields>): Promise<void> {
  await withDb((db) =>
    db.transaction("rw", db.orderDraft, async () => {
      const current = await db.orderDraft.get("current");
      await db.orderDraft.put({ ...current, ...patch, id: "current", updatedAt: Date.now() });
    }),
  );
}

export async function clearDraft(): Promise<void> {
  await withDb((db) => db.orderDraft.delete("current"));
}

/** The live draft; `null` while loading, `undefined` when there is none. */
export function useDraft(): OrderDraft | undefined | null {
  return useLiveDb((db) => db.orderDraft.get("current"), [], null);
}
