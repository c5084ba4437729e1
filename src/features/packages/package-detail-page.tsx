// /PACKAGE/{id} and /PACKAGE/{id}/{pricing}: a package's description, macros and options, its
// subscription lengths with their price range, and the way into the order builder with it chosen.
// Everything comes from the cached catalog, so the page works offline once it was seen.
import { Trans } from "@lingui/react/macro";
import { useEffect } from "react";
import { Link, useLocation, useParams } from "wouter";
import { pictureSources } from "../../catalog/picture.ts";
import { usePackageDetails, usePackages } from "../../catalog/use-catalog.ts";
import { updateDraft } from "../../order/order-draft.ts";
import { useMountedWithServerPage, type Loader } from "../../data/seed.tsx";
import { useLangId } from "../../lib/use-lang-id.ts";
import { useSafeHtml } from "../../ui/use-safe-html.ts";
import { LoadState } from "./components/load-state.tsx";
import { PackageFactsList, PackageIncludes } from "./components/package-facts-list.tsx";
import { PackageNotFound } from "./components/package-not-found.tsx";
import { PackagePrices } from "./components/package-prices.tsx";
import { packageFacts } from "./package-facts.ts";
import { parsePackageId } from "./package-id.ts";
import "./packages.css";

/**
 * The server's loader (src/app/routes.tsx): the package list, then, when it names the package of
 * the address, that package's details (its periods and prices).
 */
export const loadPackageDetailPage: Loader = async ({ langId, params }) => {
  const { catalogScopes, loadScopes } = await import("../../catalog/scopes.ts");
  const scopes = catalogScopes(langId);
  const values = await loadScopes([scopes.packages]);
  const id = parsePackageId(params.id);
  const packages = values[scopes.packages.key] as { id: number }[] | undefined;
  if (id === undefined || !packages?.some((p) => p.id === id)) return values;
  return { ...values, ...(await loadScopes([scopes.details(id)])) };
};

export function PackageDetailPage() {
  const params = useParams<{ id?: string; pricing?: string }>();
  const [, navigate] = useLocation();
  const id = parsePackageId(params.id);
  const langId = useLangId();
  const { data: packages, status } = usePackages(langId);
  const pkg = id === undefined ? undefined : packages?.find((p) => p.id === id);
  const details = usePackageDetails(langId, pkg?.id);
  const descriptionHtml = useSafeHtml(pkg?.descriptionHtml);
  const wantsPricing = params.pricing !== undefined;
  const fromServer = useMountedWithServerPage();

  useEffect(() => {
    if (wantsPricing && details.status === "ready") document.getElementById("prices")?.scrollIntoView?.();
  }, [wantsPricing, details.status]);

  // A page the browser renders draws the package once its details have answered: drawn before,
  // the menu's counts came as a first line of what it includes and moved the lines under it (a
  // layout shift on a desktop's return visit). A page the server rendered has them in its seed.
  const settling = !fromServer && details.status === "loading" && pkg !== undefined;

  if (id === undefined) return <PackageNotFound />;
  if (status !== "ready" || settling) {
    return (
      <section className="page narrow">
        <LoadState status={status === "ready" ? "loading" : status} />
      </section>
    );
  }
  if (!pkg) return <PackageNotFound />;

  const facts = packageFacts(pkg.id);
  const packageId = pkg.id;
  const packageName = pkg.name;
  async function order() {
    try {
      await updateDraft({ packageId, source: "package-page" });
    } catch {
      // Storage blocked: the builder still opens, the customer picks the package there.
    }
    navigate("/package");
  }

  return (
    <article className="page package-detail" aria-labelledby="package-title">
      <Link href="/package" className="back-link">
        <Trans>All packages</Trans>
      </Link>
      <header className="package-detail-head">
        <img
          className="package-image"
          src={pictureSources(pkg.imageUrl).src}
          srcSet={pictureSources(pkg.imageUrl).srcSet}
          sizes="(max-width: 600px) calc(100vw - 32px), 320px"
          width={320}
          height={240}
          alt=""
        />
        <div>
          <h1 id="package-title">{pkg.name}</h1>
          <p className="package-grams">{pkg.gramLabel}</p>
          <button type="button" className="btn btn-primary btn-large" onClick={() => void order()}>
            <Trans>Order this package</Trans>
          </button>
        </div>
      </header>

      <section aria-labelledby="facts-title">
        <h2 id="facts-title">
          <Trans>What you get</Trans>
        </h2>
        {facts && <PackageFactsList facts={facts} />}
        <PackageIncludes perMealType={details.data?.menuCounts} />
      </section>

      <section id="prices" aria-labelledby="prices-title">
        <h2 id="prices-title">
          <Trans>Days and prices</Trans>
        </h2>
        <PackagePrices details={details.data} status={details.status} />
      </section>

      <section aria-labelledby="about-title">
        <h2 id="about-title">
          <Trans>About {packageName}</Trans>
        </h2>
        <div className="rich-text" dangerouslySetInnerHTML={{ __html: descriptionHtml }} />
      </section>
    </article>
  );
}
