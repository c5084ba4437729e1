// The features carousel: the nine features of docs/product-rules.md "Home claims and features", five per view (two on phones).
import { Trans, useLingui } from "@lingui/react/macro";
import { FEATURES } from "../features.ts";
import { Carousel, type Slide } from "./carousel.tsx";

export function FeaturesSection() {
  const { t } = useLingui();
  const slides: Slide[] = FEATURES.map((f) => ({
    key: f.key,
    node: (
      <div className="feature-card">
        <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false">
          <path d={f.icon} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <h3>{t(f.title)}</h3>
        <p>{t(f.text)}</p>
      </div>
    ),
  }));
  return (
    <section className="page home-section" aria-labelledby="features-title">
      <h2 id="features-title">
        <Trans>Why customers choose us</Trans>
      </h2>
      <Carousel label={t`Features`} perView={{ base: 2, md: 5, xl: 5 }} slides={slides} className="features-carousel" />
    </section>
  );
}
