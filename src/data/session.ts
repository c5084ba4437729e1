// The session: who is signed in on this device (one Dexie row, whose bearer token the API
// client reads), and signing out locally, which removes every table of the user's data (also
// offline) but keeps the language and the public catalog. The header, checkout and address
// features read the customer through useSession(). The header reads it on every page, so the
// database is reached through lib/lazy-db.ts (loaded after the first commit).
import type { ApiError } from "../lib/api-client.ts";
import type { Session, UserCache } from "./store.ts";
import { useLiveDb, withDb } from "../lib/lazy-db.ts";

export type SessionFields = Omit<Session, "id">;

export function getSession(): Promise<Session | undefined> {
  return withDb((db) => db.session.get("current"));
}

/** The signed-in customer, live; `null` while loading, `undefined` when signed out. */
export function useSession(): Session | undefined | null {
  return useLiveDb((db) => db.session.get("current"), [], null);
}

export async function saveSession(fields: SessionFields): Promise<void> {
  await withDb((db) => db.session.put({ ...fields, id: "current" }));
}

/**
 * Removes the user's data from the device in one transaction: session, drafts, calculator,
 * user caches (profile, wallet, addresses) and the outbox, plus the checkout-flow flag. Settings
 * such as the language and the public catalog stay.
 */
export async function signOutLocally(): Promise<void> {
  const { USER_TABLES } = await import("../lib/db.ts");
  await withDb(async (db) => {
    const tables = USER_TABLES.map((name) => db.table(name));
    await db.transaction("rw", [...tables, db.settings], async () => {
      await Promise.all(tables.map((table) => table.clear()));
      await db.settings.delete("checkoutFlow");
    });
  });
}

/**
 * Keeps a user cache row (profile, wallet, addresses) only while that user is signed in on this
 * device. An answer that arrives after a logout, or after another customer signed in, is dropped
 * instead of writing the user's data back. Answers whether it was kept.
 */
export async function saveUserCache(row: UserCache): Promise<boolean> {
  return withDb((db) =>
    db.transaction("rw", [db.session, db.userCache], async () => {
      const session = await db.session.get("current");
      if (session?.userId !== row.userId) return false;
      await db.userCache.put(row);
      return true;
    }),
  );
}

/**
 * For the features' authenticated calls: a 401 `unauthorized` means the token was revoked or has
 * expired (a password reset elsewhere, a logout on another device), so the device signs out too.
 * Answers whether it did.
 */
export async function signOutIfUnauthorized(err: ApiError): Promise<boolean> {
  if (err.status !== 401 || err.code !== "unauthorized") return false;
  await signOutLocally();
  return true;
}
