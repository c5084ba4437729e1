// The kitchen's lists as last loaded, per list, day and language, in the signed-in user's cache
// (src/data's userCache table, keys "ops:…", emptied at logout): offline, the screen still shows a day it has
// loaded before. Only the latest few are kept: they hold customers' names, phones and addresses.
import { withDb } from "../../lib/lazy-db.ts";
import { saveUserCache } from "../../data/session.ts";
import type { OpsLists } from "./api.ts";
import type { OpsKind } from "./ops-rules.ts";

export type StoredList<K extends OpsKind> = { data: OpsLists[K]; fetchedAt: number };

const KEEP = 12;

const keyOf = (kind: OpsKind, date: string, langId: number) => `ops:${kind}:${date}:${langId}` as const;

export async function readOpsList<K extends OpsKind>(
  kind: K,
  userId: number,
  date: string,
  langId: number,
): Promise<StoredList<K> | undefined> {
  const row = await withDb((db) => db.userCache.get(keyOf(kind, date, langId)));
  return row?.userId === userId ? (row.value as StoredList<K>) : undefined;
}

/** Keeps the answer while its user is signed in, and drops all but the latest few lists. */
export async function saveOpsList<K extends OpsKind>(
  kind: K,
  userId: number,
  date: string,
  langId: number,
  data: OpsLists[K],
): Promise<void> {
  const value: StoredList<K> = { data, fetchedAt: Date.now() };
  if (!(await saveUserCache({ key: keyOf(kind, date, langId), userId, value }))) return;
  const lists = (await withDb((db) => db.userCache.where("userId").equals(userId).toArray())).filter((r) => r.key.startsWith("ops:"));
  const old = lists
    .sort((a, b) => (b.value as StoredList<OpsKind>).fetchedAt - (a.value as StoredList<OpsKind>).fetchedAt)
    .slice(KEEP)
    .map((r) => r.key);
  if (old.length > 0) await withDb((db) => db.userCache.bulkDelete(old));
}

/**
 * What the server's answer to /ops says of the signed-in account (a session saved before sign-in
 * answered a role has none): kept on the session, so the account menu offers Kitchen, or not.
 */
export async function rememberRole(userId: number, role: "operator" | "customer"): Promise<void> {
  await withDb((db) =>
    db.transaction("rw", db.session, async () => {
      const session = await db.session.get("current");
      if (session?.userId === userId && session.role !== role) await db.session.update("current", { role });
    }),
  );
}
