// Placeholder until this screen is built: says so in the customer's language.
import { Trans } from "@lingui/react/macro";
import { ComingSoon } from "../../ui/coming-soon.tsx";

export function PrivacyPage() {
  return <ComingSoon title={<Trans>Privacy policy</Trans>} />;
}
