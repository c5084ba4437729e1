// The prices section of a package's details: its price matrix from the cache, or why it is missing.
import { Trans } from "@lingui/react/macro";
import type { CachedPackageDetails } from "../../../catalog/store.ts";
import type { CachedStatus } from "../../../data/use-cached.ts";
import { Spinner } from "../../../ui/spinner.tsx";
import { PriceTable } from "./price-table.tsx";

export function PackagePrices({ details, status }: { details: CachedPackageDetails | undefined; status: CachedStatus }) {
  if (status === "ready" && details) return <PriceTable subPackages={details.subPackages} />;
  if (status === "loading") return <Spinner />;
  return (
    <p role="alert">
      {status === "offline" ? (
        <Trans>You are offline. Prices show here once you have opened this page with a connection.</Trans>
      ) : (
        <Trans>We could not load the prices. Please try again in a moment.</Trans>
      )}
    </p>
  );
}
