// The application: Lingui provider, toasts, the layout around the routes, the update prompt, the
// iOS install hint, and the one request for persistent storage.
import { I18nProvider } from "@lingui/react";
import { lazy, Suspense, useEffect } from "react";
import { Trans } from "@lingui/react/macro";
import { i18n } from "../lib/i18n.ts";
import { Footer } from "./layout/footer.tsx";
import { Header } from "./layout/header.tsx";
import { AppRoutes } from "./routes.tsx";
import { ToastHost } from "../ui/toast.tsx";
import { askPersistentStorageOnce } from "../lib/persistent-storage.ts";
import { isIos } from "./is-ios.ts";
import { UpdatePrompt } from "./update-prompt.tsx";

// Not needed for the first paint: the outbox starts once its chunk arrives.
const OutboxStatus = lazy(async () => ({ default: (await import("./outbox-status.tsx")).OutboxStatus }));
// Only iPhones and iPads load the install hint.
const InstallHint = lazy(async () => ({ default: (await import("./install-hint.tsx")).InstallHint }));
const ON_IOS = isIos(navigator.userAgent, navigator.maxTouchPoints);

export function App() {
  // Keep the draft, the outbox and the catalog from eviction: asked once per device.
  useEffect(() => void askPersistentStorageOnce(), []);
  return (
    <I18nProvider i18n={i18n}>
      <a className="skip-link" href="#main">
        <Trans>Skip to content</Trans>
      </a>
      <Header />
      <main id="main" tabIndex={-1}>
        <AppRoutes />
      </main>
      <Footer />
      {ON_IOS && (
        <Suspense fallback={null}>
          <InstallHint />
        </Suspense>
      )}
      <UpdatePrompt />
      <Suspense fallback={null}>
        <OutboxStatus />
      </Suspense>
      <ToastHost />
    </I18nProvider>
  );
}
