// What happens once the server has signed the customer in (sign-in, sign-up or reset): the
// session is saved on the device, a success toast, then the next screen. Normally home; in the
// middle of a checkout (the flag set by /account) the address form when the profile has no
// address yet, otherwise the checkout (SPEC.md "After sign-in or sign-up").
import { toast } from "../../ui/toast.tsx";
import { useLocation } from "wouter";
import { saveSession } from "../../lib/session.ts";
import { hasSavedAddress, type SignedInUser } from "./api.ts";
import { takeCheckoutFlow } from "./store.ts";

export function useCompleteSignIn(): (user: SignedInUser, message: string) => Promise<void> {
  const [, navigate] = useLocation();
  return async (user, message) => {
    await saveSession({
      userId: user.userId,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      mobileNo: user.mobileNo,
      token: user.token,
    });
    toast.success(message);
    if (!(await takeCheckoutFlow())) {
      navigate("/");
      return;
    }
    let hasAddress = true;
    try {
      hasAddress = await hasSavedAddress(user.userId);
    } catch {
      // Unknown: the checkout shows the saved address or offers to add one.
    }
    navigate(hasAddress ? "/checkout" : "/checkout/add-address");
  };
}
