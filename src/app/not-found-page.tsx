import { Trans } from "@lingui/react/macro";
import { Link } from "wouter";

export function NotFoundPage() {
  return (
    <section className="page narrow">
      <h1>
        <Trans>Page not found</Trans>
      </h1>
      <p>
        <Trans>The page you asked for does not exist.</Trans>
      </p>
      <Link href="/" className="btn btn-primary">
        <Trans>Back to home</Trans>
      </Link>
    </section>
  );
}
