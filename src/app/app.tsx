// The application: Lingui provider, toasts, the layout around the routes, the update prompt.
import { I18nProvider } from "@lingui/react";
import { lazy, Suspense } from "react";
import { Trans } from "@lingui/react/macro";
import { i18n } from "../lib/i18n.ts";
import { Footer } from "./layout/footer.tsx";
import { Header } from "./layout/header.tsx";
import { AppRoutes } from "./routes.tsx";
import { ToastHost } from "../ui/toast.tsx";
import { UpdatePrompt } from "./update-prompt.tsx";

// Not needed for the first paint: the outbox starts once its chunk arrives.
const OutboxStatus = lazy(async () => ({ default: (await import("./outbox-status.tsx")).OutboxStatus }));

export function App() {
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
      <UpdatePrompt />
      <Suspense fallback={null}>
        <OutboxStatus />
      </Suspense>
      <ToastHost />
    </I18nProvider>
  );
}
