// The address calls and the device's copy of the saved address (a user cache: dropped on logout).
import { useLiveQuery } from "dexie-react-hooks";
import { post } from "../../lib/api-client.ts";
import { db, type OutboxEntry } from "../../lib/db.ts";
import { saveUserCache } from "../../lib/session.ts";
import type { SavedAddress } from "./address-rules.ts";

type Profile = { address: SavedAddress | null };

/** The saved address from the server, kept on the device for the next visit (and offline). */
export async function refreshSavedAddress(userId: number): Promise<SavedAddress | null> {
  const profile = await post<Profile>("/getuserprofile", { user_id: userId });
  // The answer may come after a logout: kept only while the user is still signed in.
  await saveUserCache({ key: "addresses", userId, value: profile.address });
  return profile.address;
}

export async function rememberSavedAddress(userId: number, address: SavedAddress): Promise<void> {
  await saveUserCache({ key: "addresses", userId, value: address });
}

/** The device's copy: `undefined` while reading, `null` when there is none. */
export function useSavedAddress(userId: number | undefined): SavedAddress | null | undefined {
  const read = useLiveQuery(async () => {
    if (userId === undefined) return { userId, address: null };
    const row = await db.userCache.get("addresses");
    return { userId, address: row && row.userId === userId ? ((row.value as SavedAddress | null) ?? null) : null };
  }, [userId]);
  // A live query keeps its last answer while it reads for new inputs: that one is not this user's.
  return read && read.userId === userId ? read.address : undefined;
}

/** The signed-in user's address saves still waiting in the outbox, oldest first (`undefined` while reading). */
export function usePendingAddresses(userId: number | undefined): OutboxEntry[] | undefined {
  const read = useLiveQuery(
    async () => ({
      userId,
      entries:
        userId === undefined ? [] : (await db.outbox.where("userId").equals(userId).sortBy("seq")).filter((e) => e.kind === "address"),
    }),
    [userId],
  );
  return read && read.userId === userId ? read.entries : undefined;
}

export function sendAddress(payload: Record<string, string>, key: string): Promise<SavedAddress> {
  return post<SavedAddress>("/addaddress", { ...payload, idempotency_key: key });
}
