// Placeholder until this screen is built: says so in the customer's language.
import { Trans } from "@lingui/react/macro";
import { ComingSoon } from "../../ui/coming-soon.tsx";

export function SignInPage() {
  return <ComingSoon title={<Trans>Sign in</Trans>} />;
}
