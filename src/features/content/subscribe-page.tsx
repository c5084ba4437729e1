// /subscribe: the newsletter sign-up (stored once per address by the server).
import { Trans } from "@lingui/react/macro";
import { NewsletterForm } from "./components/newsletter-form.tsx";
import "./content.css";

export function SubscribePage() {
  return (
    <section className="page narrow content-page" aria-labelledby="subscribe-title">
      <h1 id="subscribe-title">
        <Trans>Subscribe to our newsletter</Trans>
      </h1>
      <p className="lead">
        <Trans>Healthy recipes, new dishes on our menu and subscriber offers, once a month. No spam, and you can leave any time.</Trans>
      </p>
      <NewsletterForm />
    </section>
  );
}
