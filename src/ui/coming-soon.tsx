// Placeholder for a screen that is not built yet: says so in the customer's language.
import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Link } from "wouter";

export function ComingSoon({ title }: { title: ReactNode }) {
  return (
    <section className="page narrow">
      <h1>{title}</h1>
      <p>
        <Trans>This page is coming soon.</Trans>
      </p>
      <Link href="/" className="btn btn-primary">
        <Trans>Back to home</Trans>
      </Link>
    </section>
  );
}
