// Site header: logo, the three main links (the active one marked; "Packages" as the footer says it,
// docs/product-rules.md "Words"), Sign in with Login and Register (or, signed in, the customer's
// name and Log out), the language toggle and SUBSCRIBE (a subscriber, whose plan has days left, sees
// My plan there instead). On small screens the links fold behind a "Navigation" button: "Menu" is
// the food menu's name.
import { Trans, useLingui } from "@lingui/react/macro";
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from "react";
import { Link, useLocation } from "wouter";
import { useSession } from "../../data/session.ts";
import { useDismiss } from "../../ui/use-dismiss.ts";
import { LanguageToggle } from "./language-toggle.tsx";
import { SubscribeLink } from "./subscribe-link.tsx";

// The signed-in part (the account menu and the logout's code) loads when there is a session: the
// session is read from the database after the first commit, so neither the server's render nor the
// first paint ever shows it (docs/decisions/server-rendering.md, "What loads when").
const signedIn = () => import("./account-menu.tsx");
const AccountMenu = lazy(async () => ({ default: (await signedIn()).AccountMenu }));
const MobileLogOut = lazy(async () => ({ default: (await signedIn()).MobileLogOut }));
const SubscribeOrPlan = lazy(async () => ({ default: (await signedIn()).SubscribeOrPlan }));


function NavLink({ href, children, onNavigate }: { href: string; children: ReactNode; onNavigate?: () => void }) {
  const [location] = useLocation();
  const active = location.toLowerCase() === href.toLowerCase() || location.toLowerCase().startsWith(`${href.toLowerCase()}/`);
  return (
    <Link href={href} className={active ? "nav-link active" : "nav-link"} aria-current={active ? "page" : undefined} onClick={onNavigate}>
      {children}
    </Link>
  );
}

function SignInMenu() {
  const [open, setOpen] = useState(false);
  const ref = useDismiss<HTMLDivElement>(open, setOpen);
  return (
    <div className="submenu" ref={ref}>
      <button type="button" className="btn btn-ghost" aria-expanded={open} aria-controls="signin-menu" onClick={() => setOpen(!open)}>
        <Trans>Sign in</Trans>
      </button>
      {open && (
        <ul id="signin-menu" className="submenu-list">
          <li>
            <Link href="/account/signin" onClick={() => setOpen(false)}>
              <Trans>Login</Trans>
            </Link>
          </li>
          <li>
            <Link href="/account/signup" onClick={() => setOpen(false)}>
              <Trans>Register</Trans>
            </Link>
          </li>
        </ul>
      )}
    </div>
  );
}

export function Header() {
  const { t } = useLingui();
  const [menuOpen, setMenuOpen] = useState(false);
  const close = () => setMenuOpen(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const nav = useRef<HTMLElement>(null);
  // The folded navigation closes as a phone's menus do: on Escape (focus back on its button) and
  // on a tap anywhere outside it and its button.
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    const onPointer = (e: PointerEvent) => {
      const target = e.target as Node;
      if (!nav.current?.contains(target) && !menuButton.current?.contains(target)) setMenuOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [menuOpen]);
  const session = useSession();
  return (
    <header className="site-header">
      <div className="header-inner">
        <Link href="/" className="logo" aria-label={t`Fit Meals, home`}>
          <img src="/favicon.svg" width="36" height="36" alt="" />
          <span>
            <Trans>Fit Meals</Trans>
          </span>
        </Link>
        <button
          type="button"
          className="btn btn-ghost menu-button"
          ref={menuButton}
          aria-expanded={menuOpen}
          aria-controls="main-nav"
          onClick={() => setMenuOpen(!menuOpen)}
        >
          <Trans context="navigation toggle">Navigation</Trans>
        </button>
        <nav id="main-nav" ref={nav} className={menuOpen ? "main-nav open" : "main-nav"} aria-label={t`Main`}>
          <NavLink href="/package" onNavigate={close}>
            <Trans>Packages</Trans>
          </NavLink>
          <NavLink href="/calculate-calorie" onNavigate={close}>
            <Trans>Calorie calculator</Trans>
          </NavLink>
          <NavLink href="/menu" onNavigate={close}>
            <Trans context="food menu">Menu</Trans>
          </NavLink>
          {session && (
            <Suspense fallback={null}>
              <MobileLogOut onLogOut={close} />
            </Suspense>
          )}
        </nav>
        <div className="header-actions">
          {session ? (
            // Until its code is here, what the page showed before the session was read.
            <Suspense fallback={<SignInMenu />}>
              <AccountMenu session={session} onLogOut={close} />
            </Suspense>
          ) : (
            <SignInMenu />
          )}
          <LanguageToggle />
          {session ? (
            <Suspense fallback={<SubscribeLink />}>
              <SubscribeOrPlan session={session} />
            </Suspense>
          ) : (
            <SubscribeLink />
          )}
        </div>
      </div>
    </header>
  );
}
