// 'We are growing': the claims of SPEC.md section 1, the app badges and the way to the menu.
import { Trans } from "@lingui/react/macro";
import { Link } from "wouter";
import { StoreBadges } from "../../../ui/store-badges.tsx";

export function GrowingSection() {
  return (
    <section className="page home-section growing" aria-labelledby="growing-title">
      <h2 id="growing-title">
        <Trans>We are growing</Trans>
      </h2>
      <ul className="counters">
        <li>
          <strong>1000+</strong> <Trans>trusted customers</Trans>
        </li>
        <li>
          <strong>20000+</strong> <Trans>app downloads</Trans>
        </li>
        <li>
          <strong>64000+</strong> <Trans>meals delivered</Trans>
        </li>
        <li>
          <strong>300+</strong> <Trans>menu items</Trans>
        </li>
      </ul>
      <div className="growing-actions">
        <StoreBadges />
        <Link href="/menu" className="btn btn-primary btn-large">
          <Trans>See the menu</Trans>
        </Link>
      </div>
    </section>
  );
}
