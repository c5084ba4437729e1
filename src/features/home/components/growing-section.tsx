// 'We are growing': the claims of docs/product-rules.md "Home claims and features", the app badges and the way to the menu.
// Each count is isolated left to right, so Arabic reads "1000+" rather than "+1000".
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
          <strong>
            <bdi dir="ltr">1000+</bdi>
          </strong>{" "}
          <Trans>trusted customers</Trans>
        </li>
        <li>
          <strong>
            <bdi dir="ltr">20000+</bdi>
          </strong>{" "}
          <Trans>app downloads</Trans>
        </li>
        <li>
          <strong>
            <bdi dir="ltr">64000+</bdi>
          </strong>{" "}
          <Trans>meals delivered</Trans>
        </li>
        <li>
          <strong>
            <bdi dir="ltr">300+</bdi>
          </strong>{" "}
          <Trans>menu items</Trans>
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
