// 'We are growing': the claims of docs/product-rules.md "Home claims and features", the app badges and the way to the menu.
// Each count is written with separators ("64,000+", docs/product-rules.md "Words") and isolated left
// to right, so Arabic reads "64,000+" rather than "+64,000".
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import { StoreBadges } from "../../../ui/store-badges.tsx";

const COUNTS = { customers: 1000, downloads: 20000, meals: 64000, items: 300 };

export function GrowingSection() {
  const { i18n } = useLingui();
  const format = new Intl.NumberFormat(i18n.locale === "ar" ? "ar-KW-u-nu-latn" : "en-KW", { maximumFractionDigits: 0 });
  const count = (n: number) => `${format.format(n)}+`;
  return (
    <section className="page home-section growing" aria-labelledby="growing-title">
      <h2 id="growing-title">
        <Trans>We are growing</Trans>
      </h2>
      <ul className="counters">
        <li>
          <strong>
            <bdi dir="ltr">{count(COUNTS.customers)}</bdi>
          </strong>{" "}
          <Trans>trusted customers</Trans>
        </li>
        <li>
          <strong>
            <bdi dir="ltr">{count(COUNTS.downloads)}</bdi>
          </strong>{" "}
          <Trans>app downloads</Trans>
        </li>
        <li>
          <strong>
            <bdi dir="ltr">{count(COUNTS.meals)}</bdi>
          </strong>{" "}
          <Trans>meals delivered</Trans>
        </li>
        <li>
          <strong>
            <bdi dir="ltr">{count(COUNTS.items)}</bdi>
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
