// The signed-in customer's profile for the checkout (saved address, wallet balance), asked from the
// server on every visit: both change elsewhere (the address form, a purchase's cashback).
import { useCallback, useEffect, useState } from "react";
import type { ApiError } from "../../lib/api-client.ts";
import { signOutIfUnauthorized } from "../../lib/session.ts";
import { fetchProfile, type Profile } from "./api.ts";

export type ProfileState = { profile: Profile | undefined; status: "loading" | "ready" | "offline" | "error"; reload: () => void };

export function useProfile(userId: number | undefined): ProfileState {
  const [state, setState] = useState<{ profile: Profile | undefined; status: ProfileState["status"] }>({ profile: undefined, status: "loading" });
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  useEffect(() => {
    if (userId === undefined) return;
    let live = true;
    fetchProfile(userId).then(
      (profile) => live && setState({ profile, status: "ready" }),
      async (err: ApiError) => {
        if (await signOutIfUnauthorized(err)) return;
        if (live) setState((s) => ({ profile: s.profile, status: err.isNetwork ? "offline" : "error" }));
      },
    );
    return () => {
      live = false;
    };
  }, [userId, round]);
  return { ...state, reload };
}
