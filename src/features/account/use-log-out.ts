// Logging out: the server is asked to revoke the token when online (never waited for), the
// user's data leaves the device at once (also offline), a toast, and home. The language stays.
import { useLingui } from "@lingui/react/macro";
import { toast } from "../../ui/toast.tsx";
import { useLocation } from "wouter";
import { getSession, signOutLocally } from "../../lib/session.ts";
import { revokeToken } from "./api.ts";

export function useLogOut(): () => Promise<void> {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  return async () => {
    const session = await getSession().catch(() => undefined);
    if (session && navigator.onLine) {
      // The token is read before the device forgets it; a failure changes nothing for the customer.
      revokeToken(session.token).catch(() => {});
    }
    await signOutLocally();
    toast.success(t`Logged Out Successfully!`);
    navigate("/");
  };
}
