// One package in the list: image, name, gram label, and the actions Details, Choose and prices.
import { Trans } from "@lingui/react/macro";
import { Link } from "wouter";
import type { CachedPackage } from "../../../lib/db.ts";

type Props = {
  pkg: CachedPackage;
  chosen: boolean;
  onDetails: () => void;
  onChoose: () => void;
};

export function PackageCard({ pkg, chosen, onDetails, onChoose }: Props) {
  const headingId = `package-${pkg.id}-name`;
  const name = pkg.name;
  return (
    <article className={chosen ? "package-card chosen" : "package-card"} aria-labelledby={headingId}>
      <img className="package-image" src={pkg.imageUrl} width={320} height={240} alt="" loading="lazy" decoding="async" />
      <div className="package-body">
        <h2 id={headingId} className="package-name">
          {pkg.name}
        </h2>
        <p className="package-grams">{pkg.gramLabel}</p>
        {chosen && (
          <p className="package-chosen-badge">
            <span aria-hidden="true">✓ </span>
            <Trans>Your package</Trans>
          </p>
        )}
        <div className="package-actions">
          <button type="button" className="btn btn-outline" onClick={onDetails} aria-haspopup="dialog">
            <Trans>Details</Trans>
            {" "}
            <span className="visually-hidden">{name}</span>
          </button>
          <button type="button" className="btn btn-primary" onClick={onChoose} aria-pressed={chosen}>
            <Trans>Choose</Trans>
            {" "}
            <span className="visually-hidden">{name}</span>
          </button>
        </div>
        <Link href={`/PACKAGE/${pkg.id}`} className="package-prices-link">
          <Trans>Prices and days of {name}</Trans>
        </Link>
      </div>
    </article>
  );
}
