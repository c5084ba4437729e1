// The body of the terms and privacy pages: HTML by language from the API, sanitised, read from
// the cache (so it shows offline once seen), with translated loading, offline and error states.
import { Trans } from "@lingui/react/macro";
import { useMemo } from "react";
import { useContent } from "../../../catalog/use-catalog.ts";
import { sanitizeHtml } from "../../../lib/sanitize.ts";
import { useLangId } from "../../../lib/use-lang-id.ts";
import { Spinner } from "../../../ui/spinner.tsx";

export function LegalContent({ contentKey }: { contentKey: "terms" | "privacy" }) {
  const langId = useLangId();
  const { data, status } = useContent(contentKey, langId);
  const html = useMemo(() => (data ? sanitizeHtml(data.html) : ""), [data]);

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
