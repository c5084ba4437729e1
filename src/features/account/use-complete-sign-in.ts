// What happens once the server has signed the customer in (sign-in, sign-up or reset): the
// session is saved on the device, a success toast, then the next screen. Normally home, or the
// screen that sent the visitor to sign in (`next`, return-path.ts); in the middle of a checkout
// (the flag set by /account) the address form when the profile has no address yet, otherwise the
// checkout (docs/product-rules.md "Sign up and sign in"); the profile is read through the app's one profile
// read model (src/profile/).
import { toast } from "../../ui/toast.tsx";
import { useLocation } from "wouter";
import { saveSession } from "../../data/session.ts";
import { refreshProfile } from "../../profile/profile.ts";
import type { SignedInUser } from "./api.ts";
import { takeCheckoutFlow } from "./store.ts";

export function useCompleteSignIn(): (user: SignedInUser, message: string, next?: string) => Promise<void> {
  const [, navigate] = useLocation();
  return async (user, message, next) => {
    await saveSession({
      userId: user.userId,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      mobileNo: user.mobileNo,
      token: user.token,
      role: user.role,
    });
    toast.success(message);
    if (!(await takeCheckoutFlow())) {
      navigate(next ?? "/");
      return;
    }
    let hasAddress = true;
    try {
      // The profile is kept on the device too: the checkout and the address form start from it.
      hasAddress = (await refreshProfile(user.userId)).address !== null;
    } catch {
      // Unknown: the checkout shows the saved address or offers to add one.
    }
    navigate(hasAddress ? "/checkout" : "/checkout/add-address");
  };
}
