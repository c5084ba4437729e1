// A package in the home carousel: its picture, name and protein grams, the whole card one link to
// the package's page. Fixed 4:3 picture and one-line texts, so the card's height never changes;
// the placeholder has the same box while the list loads.
import { pictureSources } from "../../../catalog/picture.ts";
import type { CachedPackage } from "../../../catalog/store.ts";
import { Link } from "wouter";

/** `first`: the picture the page's largest paint waits for, fetched before the others. */
export function PackageCard({ pkg, first = false }: { pkg: CachedPackage; first?: boolean }) {
  const picture = pictureSources(pkg.imageUrl);
  return (
    <Link href={`/PACKAGE/${pkg.id}`} className="package-card">
      <img
        src={picture.src}
        srcSet={picture.srcSet}
        sizes="(max-width: 767px) calc(100vw - 64px), 360px"
        width={320}
        height={240}
        alt=""
        decoding="async"
        fetchPriority={first ? "high" : "auto"}
      />
      <span className="package-card-text">
        <span className="package-card-name">{pkg.name}</span>
        <span className="package-card-grams">{pkg.gramLabel}</span>
      </span>
    </Link>
  );
}

export function PackageCardPlaceholder() {
  return (
    <span className="package-card package-card-placeholder" aria-hidden="true">
      <span className="package-card-img" />
      <span className="package-card-text">
        <span className="package-card-name">&nbsp;</span>
        <span className="package-card-grams">&nbsp;</span>
      </span>
    </span>
  );
}
