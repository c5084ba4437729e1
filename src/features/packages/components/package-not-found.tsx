// Shown for /PACKAGE/{id} when no package has that id: says so and offers the way back. The route's
// title ("Package details", set by the app's PageHead on navigation) would claim a package, so this
// screen names itself in the tab; PageHead's effect runs first (an earlier sibling), this one after.
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { Link } from "wouter";

export function PackageNotFound() {
  const { t, i18n } = useLingui();
  const title = `${t`Package not found`} | ${t`Fit Meals Kuwait`}`;
  useEffect(() => {
    document.title = title;
  }, [title, i18n.locale]);
  return (
    <section className="page narrow" aria-labelledby="package-missing-title">
      <h1 id="package-missing-title">
        <Trans>Package not found</Trans>
      </h1>
      <p>
        <Trans>We have no package with this number. The link may be mistyped or the package was retired.</Trans>
      </p>
      <Link href="/package" className="btn btn-primary">
        <Trans>See all packages</Trans>
      </Link>
    </section>
  );
}
