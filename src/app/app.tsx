// The application: Lingui provider, toasts, the layout around the routes, the update prompt, the
// iOS install hint, and the one request for persistent storage. The server renders it too
// (src/entry-server.tsx) with its own Lingui instance and the catalog values of the page.
import type { I18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { lazy, startTransition, Suspense, useEffect, useState } from "react";
import { Trans } from "@lingui/react/macro";
import { useLocation } from "wouter";
import { i18n as appI18n } from "../lib/i18n.ts";
import { HydrateLater, SeedProvider, usePageHydrated, type Seed } from "../data/seed.tsx";
import { Footer } from "./layout/footer.tsx";
import { Header } from "./layout/header.tsx";
import { PageHead } from "./page-head.tsx";
import { AppRoutes } from "./routes.tsx";
import { ToastHost } from "../ui/toast.tsx";
import { isIos } from "./is-ios.ts";
import { startWhenIdle } from "./idle-start.ts";
import { loadDb } from "../lib/lazy-db.ts";

// Not needed for the first paint: the outbox starts in idle time after hydration (BrowserParts).
const OutboxStatus = lazy(async () => ({ default: (await import("./outbox-status.tsx")).OutboxStatus }));
// The offline save of the whole catalog starts after the page has settled (BrowserParts); its code waits too.
const OfflineCatalog = lazy(async () => ({ default: (await import("./offline-catalog.tsx")).OfflineCatalog }));
// The service worker's registration (workbox-window) and the update prompt load after the first commit.
const UpdatePrompt = lazy(async () => ({ default: (await import("./update-prompt.tsx")).UpdatePrompt }));
// Only iPhones and iPads load the install hint.
// The kitchen's plain header (/ops): its code loads on that screen only.
const KitchenHeader = lazy(async () => ({ default: (await import("./layout/kitchen-header.tsx")).KitchenHeader }));
const InstallHint = lazy(async () => ({ default: (await import("./install-hint.tsx")).InstallHint }));

type Props = {
  /** The server's per-request instance; the browser uses the app's one. */
  i18n?: I18n;
  /** Catalog values the page was rendered with (server, then the hydrating browser). */
  seed?: Seed | null;
};

/**
 * What only a browser has (the service worker, the device, the outbox), mounted after the first
 * render, which must match the server's. Its own state, so its arrival re-renders nothing else. The
 * parts start one by one in idle time once the whole page has hydrated, every slice of it
 * (idle-start.ts, data/seed.tsx), the outbox first: none is part of the first paint.
 */
function BrowserParts({ kitchen }: { kitchen: boolean }) {
  const [device, setDevice] = useState<{ ios: boolean } | null>(null);
  // How many of the parts have started (after the database has opened): the outbox, the service
  // worker and update prompt, the offline save.
  const [started, setStarted] = useState(0);
  const hydrated = usePageHydrated();
  useEffect(() => {
    let gone = false;
    // As transitions: each part's first render yields to the browser like the page's hydration.
    const next = () => startTransition(() => setStarted((n) => n + 1));
    void hydrated.then(() => {
      if (gone) return;
      // The app runs: a server-rendered page has hydrated, all of it, and responds to taps.
      document.documentElement.dataset.ready = "true";
      return startWhenIdle(
        [
          // The database opens first, on its own: the parts below read and write it at once, and
          // what is asked of a database still opening runs all at once when it has opened (one
          // task of about 100 ms at 4x on `/`, CPU profile of 2 December 2026).
          () => loadDb(),
          next,
          next,
          next,
          // Keep the draft, the outbox and the catalog from eviction: asked once per device.
          () =>
            void import("../data/persistent-storage.ts").then(
              (m) => m.askPersistentStorageOnce(),
              () => undefined,
            ),
        ],
        () => gone,
      );
    });
    return () => {
      gone = true;
    };
  }, [hydrated]);
  useEffect(() => {
    const ios = isIos(navigator.userAgent, navigator.maxTouchPoints);
    setDevice({ ios });
    // Other devices prompt to install by themselves: no hint (install-hint.tsx says so on iOS).
    if (!ios) document.documentElement.dataset.installHint = "none";
  }, []);
  if (!device) return null;
  return (
    <>
      {device.ios && (
        <Suspense fallback={null}>
          <InstallHint />
        </Suspense>
      )}
      {started >= 1 && (
        <Suspense fallback={null}>
          <OutboxStatus />
        </Suspense>
      )}
      {started >= 2 && (
        <Suspense fallback={null}>
          <UpdatePrompt />
        </Suspense>
      )}
      {!kitchen && started >= 3 && (
        <Suspense fallback={null}>
          <OfflineCatalog />
        </Suspense>
      )}
    </>
  );
}

export function App({ i18n = appI18n, seed = null }: Props) {
  // The kitchen's screen has its own plain frame (layout/kitchen-header.tsx).
  const kitchen = /^\/ops(\/|$)/i.test(useLocation()[0]);
  return (
    <SeedProvider seed={seed}>
      <I18nProvider i18n={i18n}>
        <PageHead />
        <a className="skip-link" href="#main">
          <Trans>Skip to content</Trans>
        </a>
        {kitchen ? (
          <Suspense fallback={null}>
            <KitchenHeader />
          </Suspense>
        ) : (
          <Header />
        )}
        <main id="main" tabIndex={-1}>
          <AppRoutes />
        </main>
        {!kitchen && (
          // Its own slice: hydrated after the header and the page (docs/decisions/server-rendering.md).
          <HydrateLater>
            <Footer />
          </HydrateLater>
        )}
        <BrowserParts kitchen={kitchen} />
        <ToastHost />
      </I18nProvider>
    </SeedProvider>
  );
}
