// Logging out: the server is asked to revoke the token (never waited for; offline, or when the
// request fails on the network, the token's hash waits in src/data/revocations.ts and is sent once
// online), the user's data leaves the device at once (also offline), a toast, and home. The
// language stays. The header holds this on every page: the revocation code loads on a logout.
import { useLingui } from "@lingui/react/macro";
import { toast } from "../../ui/toast.tsx";
import { useLocation } from "wouter";
import { getSession, signOutLocally } from "../../data/session.ts";

export function useLogOut(): () => Promise<void> {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  return async () => {
    const [{ ApiError }, { queueRevocation }, { revokeToken }] = await Promise.all([
      import("../../lib/api-client.ts"),
      import("../../data/revocations.ts"),
      import("./api.ts"),
    ]);
    const session = await getSession().catch(() => undefined);
    // The token is read before the device forgets it; a failure changes nothing for the customer.
    if (session && navigator.onLine) {
      const { token } = session;
      revokeToken(token).catch((err: unknown) => {
        if (!(err instanceof ApiError) || err.isNetwork || err.status >= 500) void queueRevocation(token).catch(() => undefined);
      });
    } else if (session) {
      await queueRevocation(session.token).catch(() => undefined);
    }
    await signOutLocally();
    toast.success(t`Logged out successfully`);
    navigate("/");
  };
}
