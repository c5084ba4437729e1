// The body of the terms and privacy pages: HTML by language from the API, sanitised, read from
// the cache (so it shows offline once seen), with translated loading, offline and error states.
import { Trans } from "@lingui/react/macro";
import type { Loader } from "../../../data/seed.tsx";
import { useContent } from "../../../catalog/use-catalog.ts";
import { useLangId } from "../../../lib/use-lang-id.ts";
import { Spinner } from "../../../ui/spinner.tsx";
import { useSafeHtml } from "../../../ui/use-safe-html.ts";

/** The server's loader of a legal page (src/app/routes.tsx): its text in the page's language. */
export function legalContentLoader(contentKey: "terms" | "privacy"): Loader {
  return async ({ langId }) => {
    const { catalogScopes, loadScopes } = await import("../../../catalog/scopes.ts");
    return loadScopes([catalogScopes(langId).content(contentKey)]);
  };
}

export function LegalContent({ contentKey }: { contentKey: "terms" | "privacy" }) {
  const langId = useLangId();
  const { data, status } = useContent(contentKey, langId);
  const html = useSafeHtml(data?.html);

  if (status === "ready") return <div className="rich-text legal-text" dangerouslySetInnerHTML={{ __html: html }} />;
  if (status === "loading") return <Spinner />;
  return (
    <div className="load-state" role={status === "empty" ? "status" : "alert"}>
      <p>
        {status === "offline" && <Trans>You are offline and this page is not saved on this device yet. Connect once to read it; after that it opens offline.</Trans>}
        {status === "error" && <Trans>We could not load this page. Please try again in a moment.</Trans>}
        {status === "empty" && <Trans>This page has no content yet.</Trans>}
      </p>
      {status !== "empty" && (
        <button type="button" className="btn btn-outline" onClick={() => window.location.reload()}>
          <Trans>Try again</Trans>
        </button>
      )}
    </div>
  );
}
