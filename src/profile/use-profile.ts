// The signed-in customer's profile (saved address, wallet balance) for any screen: read live from
// the device (the user cache, dropped on logout) and asked from the server on every visit, since
// both change elsewhere (an address saved from the outbox, a purchase's cashback). API → Dexie →
// live query → component: the answer is written to the device and the screen renders what the
// device holds, so offline it shows the profile it last saw.
import { useLiveDb } from "../lib/lazy-db.ts";
import { useRefresh } from "../data/use-refresh.ts";
import { readKeptProfile, refreshProfile, type Profile } from "./profile.ts";

export type ProfileStatus = "loading" | "ready" | "offline" | "error";
export type ProfileState = {
  /** What the device holds for this user: `undefined` while reading or when it holds nothing. */
  profile: Profile | undefined;
  /** `ready` once a profile is on the device (or the server answered); else where the refresh stands. */
  status: ProfileStatus;
  /** Whether the device has been read for this user (false on the first render). */
  read: boolean;
  /** The server's answer of this visit, once it came (the device holds it too, a moment later). */
  fresh: Profile | undefined;
  /** Whether this visit's refresh is still under way. */
  refreshing: boolean;
  reload: () => void;
};

export function useProfile(userId: number | undefined): ProfileState {
  const kept = useLiveDb(async (db) => {
    const row = await db.userCache.get("profile");
    return { userId, profile: row && row.userId === userId ? readKeptProfile(row.value) : undefined };
  }, [userId], undefined);
  // A live query keeps its last answer while it reads for a new user: that one is not this user's.
  const read = kept !== undefined && kept.userId === userId;
  const profile = read ? kept.profile : undefined;
  const { refreshState: fetchState, reload, answer } = useRefresh(userId, refreshProfile);
  // What the device kept stands for the profile whatever the network does.
  const status = profile ? "ready" : fetchState === "done" ? "ready" : fetchState;
  const fresh = answer && answer.key === userId ? answer.value : undefined;
  return { profile, status, read, fresh, refreshing: fetchState === "loading", reload };
}
