// The header's call to buy: SUBSCRIBE, to the packages (docs/product-rules.md "Words": a customer
// buys a package; what they hold after paying is their plan). A subscriber sees My plan in its
// place (account-menu.tsx), once the session and the plan have been read from the device, after
// the page's first paint. Each of the two holds the other's words too, unseen, so both are as wide
// as the wider of them: the language toggle beside it stays where it is when one replaces the other
// (a layout shift on every page a subscriber opened, docs/quality-targets.md "No layout shift on a
// return visit either").
import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Link } from "wouter";

function HeaderCall({ href, label, other }: { href: string; label: ReactNode; other: ReactNode }) {
  return (
    <Link href={href} className="btn btn-primary subscribe">
      <span>{label}</span>
      <span className="subscribe-sizer" aria-hidden="true">
        {other}
      </span>
    </Link>
  );
}

export function SubscribeLink() {
  return <HeaderCall href="/package" label={<Trans>SUBSCRIBE</Trans>} other={<Trans>My plan</Trans>} />;
}

export function PlanLink() {
  return <HeaderCall href="/my-plan" label={<Trans>My plan</Trans>} other={<Trans>SUBSCRIBE</Trans>} />;
}
