// /privacy-policy: the policy by language from the API, sanitised and cached for offline; the
// title follows the language and the page says when it was last updated (March 2023).
import { Trans } from "@lingui/react/macro";
import { LegalContent, legalContentLoader } from "./components/legal-content.tsx";
import "./content.css";

/** The server's loader (src/app/routes.tsx). */
export const loadPrivacyPage = legalContentLoader("privacy");

export function PrivacyPage() {
  return (
    <article className="page narrow content-page" aria-labelledby="privacy-title">
      <h1 id="privacy-title">
        <Trans>Privacy Policy</Trans>
      </h1>
      <p className="updated">
        <Trans>Last updated March 2023</Trans>
      </p>
      <LegalContent contentKey="privacy" />
    </article>
  );
}
