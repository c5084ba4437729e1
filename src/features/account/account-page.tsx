// /account: reached from the order (package page Continue) by a guest. Marks the checkout flow, so
// that after signing in or up the customer goes on to the address form or the checkout.
import { Trans } from "@lingui/react/macro";
import { useEffect } from "react";
import { Link } from "wouter";
import { markCheckoutFlow } from "./store.ts";
import "./account.css";

export function AccountPage() {
  useEffect(() => {
    markCheckoutFlow().catch(() => {
      // Storage blocked: after sign-in the customer lands on home instead of the checkout.
    });
  }, []);

  return (
    <section className="page narrow acc-page" aria-labelledby="account-title">
      <h1 id="account-title">
        <Trans>Your account</Trans>
      </h1>
      <p className="lead">
        <Trans>Sign in or create an account to choose your delivery address and pay.</Trans>
      </p>
      <div className="acc-choices">
        <Link href="/account/signup" className="btn btn-primary btn-large">
          <Trans>Sign up and create your account</Trans>
        </Link>
        <Link href="/account/signin" className="btn btn-outline btn-large">
          <Trans>Sign in to your account</Trans>
        </Link>
      </div>
      <p>
        <Link href="/package" className="acc-back">
          <Trans>Back to packages</Trans>
        </Link>
      </p>
    </section>
  );
}
