// 'We are growing': the claims of docs/product-rules.md "Home claims and features", the app badges and the way to the menu.
// Each count is written with separators ("64,000+", docs/product-rules.md "Words") and isolated left
// to right, so Arabic reads "64,000+" rather than "+64,000".
import { Trans } from "@lingui/react/macro";
import { Link } from "wouter";
import { StoreBadges } from "../../../ui/store-badges.tsx";

// Written out, the same in both languages (Latin digits and "," in Arabic too, docs/product-rules.md
// "Words"), rather than formatted with Intl.NumberFormat: the first number format a page builds
// loads the engine's number data, about 100 ms of a phone's start-up at 4x CPU, and nothing else on
// the home page needs one (docs/decisions/server-rendering.md "What loads when").
const COUNTS = { customers: "1,000+", downloads: "20,000+", meals: "64,000+", items: "300+" };

export function GrowingSection() {
  return (
    <section className="page home-section growing" aria-labelledby="growing-title">
      <h2 id="growing-title">
        <Trans>We are growing</Trans>
      </h2>
      <ul className="counters">
        <li>
          <strong>
            <bdi dir="ltr">{COUNTS.customers}</bdi>
          </strong>{" "}
          <Trans>trusted customers</Trans>
        </li>
        <li>
          <strong>
            <bdi dir="ltr">{COUNTS.downloads}</bdi>
          </strong>{" "}
          <Trans>app downloads</Trans>
        </li>
        <li>
          <strong>
            <bdi dir="ltr">{COUNTS.meals}</bdi>
          </strong>{" "}
          <Trans>meals delivered</Trans>
        </li>
        <li>
          <strong>
            <bdi dir="ltr">{COUNTS.items}</bdi>
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
