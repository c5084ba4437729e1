// The kitchen's own plain frame for /ops (README "Operator"): the shop's name with "Kitchen", the
// language toggle and the account menu (to log out); no navigation, no SUBSCRIBE. The app renders
// it instead of the customer's header, and no footer or offline line under it.
import { Trans, useLingui } from "@lingui/react/macro";
import { lazy, Suspense } from "react";
import { Link } from "wouter";
import { useSession } from "../../data/session.ts";
import { LanguageToggle } from "./language-toggle.tsx";
import "./kitchen-header.css";

const AccountMenu = lazy(async () => ({ default: (await import("./account-menu.tsx")).AccountMenu }));

export function KitchenHeader() {
  const { t } = useLingui();
  const session = useSession();
  return (
    <header className="site-header kitchen-header">
      <div className="header-inner">
        <Link href="/" className="logo" aria-label={t`Fit Meals, home`}>
          <img src="/favicon.svg" width="36" height="36" alt="" />
          <span>
            <Trans>Fit Meals</Trans>
          </span>
        </Link>
        <span className="kitchen-mark">
          <Trans>Kitchen</Trans>
        </span>
        <div className="header-actions">
          {session && (
            <Suspense fallback={null}>
              <AccountMenu session={session} onLogOut={() => undefined} />
            </Suspense>
          )}
          <LanguageToggle />
        </div>
      </div>
    </header>
  );
}
