// What the menu says when it has no dish cards to show: still loading, offline before the first
// visit, the server failing, a category with no dishes, filters that match nothing, or every dish
// hidden as something the customer avoids.
import { Trans, useLingui } from "@lingui/react/macro";
import type { CachedStatus } from "../../../data/use-cached.ts";
import { Spinner } from "../../../ui/spinner.tsx";

export function MenuStatus({ status, onRetry }: { status: Exclude<CachedStatus, "ready">; onRetry: () => void }) {
  const { t } = useLingui();
  if (status === "loading") return <Spinner label={t`Loading the menu…`} />;
  if (status === "offline") {
    return (
      <div className="menu-message" role="status">
        <h2>
          <Trans>You are offline</Trans>
        </h2>
        <p>
          <Trans>Connect to the internet once to load the menu. After that, it opens even without a connection.</Trans>
        </p>
        <button type="button" className="btn btn-primary" onClick={onRetry}>
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  }
  if (status === "error") {
    return (
      <div className="menu-message" role="alert">
        <h2>
          <Trans>The menu could not be loaded</Trans>
        </h2>
        <p>
          <Trans>Something went wrong on our side. Please try again in a moment.</Trans>
        </p>
        <button type="button" className="btn btn-primary" onClick={onRetry}>
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  }
  return (
    <div className="menu-message" role="status">
      <p>
        <Trans>There are no dishes in this category yet.</Trans>
      </p>
    </div>
  );
}

export function NoMatch({ onClearAll }: { onClearAll: () => void }) {
  return (
    <div className="menu-message">
      <h2>
        <Trans>No dish matches these filters</Trans>
      </h2>
      <p>
        <Trans>Try another name, day or protein, or clear the filters to see the whole menu.</Trans>
      </p>
      <button type="button" className="btn btn-primary" onClick={onClearAll}>
        <Trans>Clear all filters</Trans>
      </button>
    </div>
  );
}

export function AllAvoided({ onShow }: { onShow: () => void }) {
  return (
    <div className="menu-message">
      <h2>
        <Trans>Every dish here has something you avoid</Trans>
      </h2>
      <button type="button" className="btn btn-primary" onClick={onShow}>
        <Trans>Show them with a warning</Trans>
      </button>
    </div>
  );
}
