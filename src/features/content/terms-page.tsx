// /terms-conditions: the terms by language from the API, sanitised and cached for offline.
import { Trans } from "@lingui/react/macro";
import { LegalContent, legalContentLoader } from "./components/legal-content.tsx";
import "./content.css";

/** The server's loader (src/app/routes.tsx). */
export const loadTermsPage = legalContentLoader("terms");

export function TermsPage() {
  return (
    <article className="page narrow content-page" aria-labelledby="terms-title">
      <h1 id="terms-title">
        <Trans>Terms and Conditions</Trans>
      </h1>
      <LegalContent contentKey="terms" />
    </article>
  );
}
