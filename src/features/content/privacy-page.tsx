// /privacy-policy: the policy by language from the API, sanitised and cached for offline; the
// title follows the language. When it was last updated is the policy's first line, a date from the
// shop's settings (README "Demo and live").
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
      <LegalContent contentKey="privacy" />
    </article>
  );
}
