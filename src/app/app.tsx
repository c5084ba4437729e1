// The application: Lingui provider, toasts, the layout around the routes, the update prompt.
import { I18nProvider } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { Toaster } from "sonner";
import { i18n } from "../lib/i18n.ts";
import { Footer } from "./layout/footer.tsx";
import { Header } from "./layout/header.tsx";
import { AppRoutes } from "./routes.tsx";
import { UpdatePrompt } from "./update-prompt.tsx";

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
      <Toaster position="top-right" duration={5000} theme="light" richColors closeButton />
    </I18nProvider>
  );
}
