// The signed-in customer's profile for the checkout (saved address, wallet balance): read live from
// the device (the user cache, dropped on logout) and asked from the server on every visit, since
// both change elsewhere (the address form, a purchase's cashback). Offline, the checkout shows the
// profile it last saw; paying still needs the network (use-pay-now.ts says so).
import { useLiveQuery } from "dexie-react-hooks";
import { useCallback, useEffect, useState } from "react";
import type { ApiError } from "../../lib/api-client.ts";
import { db } from "../../lib/db.ts";
import { saveUserCache, signOutIfUnauthorized } from "../../lib/session.ts";
import { fetchProfile, type Profile } from "./api.ts";

export type ProfileState = { profile: Profile | undefined; status: "loading" | "ready" | "offline" | "error"; reload: () => void };

export function useProfile(userId: number | undefined): ProfileState {
  const kept = useLiveQuery(async () => {
    const row = await db.userCache.get("profile");
    return { userId, profile: row && row.userId === userId ? (row.value as Profile) : undefined };
  }, [userId]);
  // A live query keeps its last answer while it reads for a new user: that one is not this user's.
  const profile = kept && kept.userId === userId ? kept.profile : undefined;
  const [fetchState, setFetchState] = useState<"loading" | "done" | "offline" | "error">("loading");
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  useEffect(() => {
    if (userId === undefined) return;
    let live = true;
    setFetchState("loading");
    fetchProfile(userId).then(
      async (fresh) => {
        await saveUserCache({ key: "profile", userId, value: fresh });
        if (live) setFetchState("done");
      },
      async (err: ApiError) => {
        if (await signOutIfUnauthorized(err)) return;
        if (live) setFetchState(err.isNetwork ? "offline" : "error");
      },
    );
    return () => {
      live = false;
    };
  }, [userId, round]);
  // What the device kept stands for the profile whatever the network does.
  const status = profile ? "ready" : fetchState === "done" ? "ready" : fetchState;
  return { profile, status, reload };
}
