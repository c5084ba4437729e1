// What the package screens show when nothing is cached yet: loading, offline, error or empty.
import { Trans } from "@lingui/react/macro";
import type { CachedStatus } from "../../../data/use-cached.ts";
import { Spinner } from "../../../ui/spinner.tsx";

export function LoadState({ status }: { status: Exclude<CachedStatus, "ready"> }) {
  if (status === "loading") return <Spinner />;
  return (
    <div className="load-state" role={status === "empty" ? "status" : "alert"}>
      {status === "offline" && (
        <p>
          <Trans>You are offline. Connect to the internet once to load the packages; after that they work offline.</Trans>
        </p>
      )}
      {status === "error" && (
        <p>
          <Trans>We could not load the packages. Please try again in a moment.</Trans>
        </p>
      )}
      {status === "empty" && (
        <p>
          <Trans>No packages are available right now.</Trans>
        </p>
      )}
      {status !== "empty" && (
        <button type="button" className="btn btn-outline" onClick={() => window.location.reload()}>
          <Trans>Try again</Trans>
        </button>
      )}
    </div>
  );
}
