// Shown for /PACKAGE/{id} when no package has that id: says so and offers the way back.
import { Trans } from "@lingui/react/macro";
import { Link } from "wouter";

export function PackageNotFound() {
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
