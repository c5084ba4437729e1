// Placeholder until this screen is built: says so in the customer's language.
import { Trans } from "@lingui/react/macro";
import { ComingSoon } from "../../ui/coming-soon.tsx";

export function UpdateMapPage() {
  return <ComingSoon title={<Trans>Pin your location</Trans>} />;
}
