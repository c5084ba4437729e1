// The header's call to buy: SUBSCRIBE, to the packages (docs/product-rules.md "Words": a customer
// buys a package; what they hold after paying is their plan).
import { Trans } from "@lingui/react/macro";
import { Link } from "wouter";

export function SubscribeLink() {
  return (
    <Link href="/package" className="btn btn-primary subscribe">
      <Trans>SUBSCRIBE</Trans>
    </Link>
  );
}
