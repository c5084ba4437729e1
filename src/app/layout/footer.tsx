// Site footer: the shop's links, privacy policy, the copyright of this year, social links, and in a
// demo shop a quiet line saying payments are simulated. The app's version is for support, not for
// customers: the copyright line's title (a pointer's tooltip) and a hidden element the update test
// reads (tests/e2e/update.spec.ts).
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import { useDemoShop } from "./shop-mode.ts";

const SOCIAL = [
  { name: "Instagram", href: "https://www.instagram.com/", path: "M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5zm5 5a5 5 0 1 0 0 10 5 5 0 0 0 0-10zm6-1.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3z" },
  { name: "X", href: "https://x.com/", path: "M3 3h5l4 5.5L16.5 3H21l-6.6 8L21 21h-5l-4.4-6L7 21H3l7-8.5z" },
  { name: "TikTok", href: "https://www.tiktok.com/", path: "M14 3h3a5 5 0 0 0 4 4v3a8 8 0 0 1-4-1.2V15a6 6 0 1 1-6-6v3a3 3 0 1 0 3 3z" },
  { name: "WhatsApp", href: "https://wa.me/96550000000", path: "M12 2a10 10 0 0 0-8.7 15l-1.3 5 5.1-1.3A10 10 0 1 0 12 2zm5 14c-.3.8-1.6 1.5-2.2 1.5-.6.1-1.3.1-4.1-1.2a10 10 0 0 1-4-4c-.7-1.1-.8-2.4.2-3.4.3-.3.7-.4 1-.3l.7 1.6c.1.3 0 .6-.2.9l-.5.6a7 7 0 0 0 3.4 3l.6-.7c.2-.3.5-.3.8-.2l1.6.8c.4.2.7.4.7.6z" },
];

const VERSION: string = import.meta.env.VITE_APP_VERSION ?? "dev";

export function Footer() {
  const { t } = useLingui();
  const demo = useDemoShop();
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="footer-inner">
        <nav aria-label={t`Quick links`}>
          <ul>
            <li>
              <Link href="/package">
                <Trans>Packages</Trans>
              </Link>
            </li>
            <li>
              <Link href="/menu">
                <Trans context="food menu">Menu</Trans>
              </Link>
            </li>
            <li>
              <Link href="/account/signup">
                <Trans>Sign up</Trans>
              </Link>
            </li>
            <li>
              <Link href="/help">
                <Trans>Help</Trans>
              </Link>
            </li>
            <li>
              <Link href="/privacy-policy">
                <Trans>Privacy Policy</Trans>
              </Link>
            </li>
          </ul>
        </nav>
        <ul className="social" aria-label={t`Follow us`}>
          {SOCIAL.map((s) => (
            <li key={s.name}>
              <a href={s.href} rel="noopener noreferrer" target="_blank" aria-label={s.name}>
                <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
                  <path d={s.path} fill="currentColor" />
                </svg>
              </a>
            </li>
          ))}
        </ul>
        <p className="copyright" title={t`Version ${VERSION}`}>
          <Trans>© {year} Fit Meals Kuwait. All rights reserved.</Trans>
          <span className="app-version" hidden>
            {VERSION}
          </span>
        </p>
        {demo && (
          <p className="copyright demo-shop">
            <Trans>Demo shop: payments are simulated and no money is taken.</Trans>
          </p>
        )}
      </div>
    </footer>
  );
}
