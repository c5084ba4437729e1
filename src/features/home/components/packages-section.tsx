// The home page's packages carousel, from the cached package list (refreshed in the background):
// placeholders of the same size while it loads, a clear line when offline with nothing cached.
import { Trans, useLingui } from "@lingui/react/macro";
import { useMemo } from "react";
import { usePackages } from "../../../catalog/use-catalog.ts";
import { useLangId } from "../../../lib/use-lang-id.ts";
import { Carousel, type Slide } from "./carousel.tsx";
import { PackageCard, PackageCardPlaceholder } from "./package-card.tsx";

const PER_VIEW = { base: 1, md: 3, xl: 3 };
const PLACEHOLDERS: Slide[] = [1, 2, 3].map((key) => ({ key: `placeholder-${key}`, node: <PackageCardPlaceholder /> }));

export function PackagesSection() {
  const { t } = useLingui();
  const langId = useLangId();
  const { data, status } = usePackages(langId);
  const ready = status === "ready" && data !== undefined;
  const slides = useMemo<Slide[]>(
    () => (ready ? data.map((p, i) => ({ key: p.id, node: <PackageCard pkg={p} first={i === 0} /> })) : PLACEHOLDERS),
    [ready, data],
  );

  return (
    <section className="page home-section" aria-labelledby="packages-title">
      <h2 id="packages-title">
        <Trans>Our packages</Trans>
      </h2>
      {status === "loading" && <p className="visually-hidden" role="status">{t`Loading packages…`}</p>}
      {/* "empty" is left to the placeholders: the catalog always has packages, and use-cached can
          report it for a moment between a refresh finishing and the live query seeing its rows. */}
      {status === "offline" || status === "error" ? (
        <p className="home-note" role="status">
          {status === "offline" ? (
            <Trans>Connect to the internet once to see our packages.</Trans>
          ) : (
            <Trans>Our packages could not be loaded. Please try again later.</Trans>
          )}
        </p>
      ) : (
        <Carousel label={t`Our packages`} perView={PER_VIEW} slides={slides} className="packages-carousel" />
      )}
    </section>
  );
}
