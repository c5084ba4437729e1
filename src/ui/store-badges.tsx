// Our own App Store and Google Play badges: an SVG mark and translated text, so both languages read
// naturally. The listings' addresses live here, in one place, for when the apps are published.
import { Trans } from "@lingui/react/macro";
import "./store-badges.css";

export const APP_STORE_URL = "https://apps.apple.com/kw/search?term=fit%20meals%20kuwait";
export const GOOGLE_PLAY_URL = "https://play.google.com/store/search?q=fit%20meals%20kuwait&c=apps";

export function StoreBadges() {
  return (
    <div className="store-badges">
      <a className="store-badge" href={APP_STORE_URL} target="_blank" rel="noopener noreferrer">
        <img src="/badges/app-store.svg" width={32} height={32} alt="" loading="lazy" />
        <span className="store-badge-text">
          <small>
            <Trans>Download on the</Trans>
          </small>
          <span lang="en">App Store</span>
        </span>
        <span className="visually-hidden">
          <Trans>(opens in a new tab)</Trans>
        </span>
      </a>
      <a className="store-badge" href={GOOGLE_PLAY_URL} target="_blank" rel="noopener noreferrer">
        <img src="/badges/google-play.svg" width={32} height={32} alt="" loading="lazy" />
        <span className="store-badge-text">
          <small>
            <Trans>Get it on</Trans>
          </small>
          <span lang="en">Google Play</span>
        </span>
        <span className="visually-hidden">
          <Trans>(opens in a new tab)</Trans>
        </span>
      </a>
    </div>
  );
}
