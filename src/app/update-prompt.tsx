// Registers the service worker and offers a new release when one is waiting: the customer
// chooses when to reload, so a page never mixes old and new files. Checks for updates on start,
// when the app comes back into view, and hourly.
import { Trans } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import { useRegisterSW } from "virtual:pwa-register/react";

const HOUR = 60 * 60 * 1000;

export function UpdatePrompt() {
  const registered = useRef<ServiceWorkerRegistration>(undefined);
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    immediate: true,
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      registered.current = registration;
      // A page whose load raced the worker's activation is not claimed by it (public/sw-claim.js).
      void navigator.serviceWorker.ready.then((ready) => {
        if (!navigator.serviceWorker.controller) ready.active?.postMessage({ type: "CLAIM_CLIENTS" });
      });
      const check = () => {
        if (navigator.onLine) void registration.update().catch(() => undefined);
      };
      setInterval(check, HOUR);
      document.addEventListener("visibilitychange", () => {
        if (document.visibilityState === "visible") check();
      });
    },
  });

  useEffect(() => {
    if (!needRefresh) return;
    document.documentElement.dataset.updateReady = "true";
  }, [needRefresh]);

  // workbox-window reloads by itself only when the page was already controlled when it registered;
  // a page first controlled during this visit (clientsClaim) would keep running the old release
  // beside the new worker and its new caches. So the page reloads when the new worker takes
  // control, or at once when it already has (another tab accepted the update first).
  const reload = () => {
    if (!registered.current?.waiting) {
      window.location.reload();
      return;
    }
    navigator.serviceWorker.addEventListener("controllerchange", () => window.location.reload(), { once: true });
    void updateServiceWorker(true);
  };

  if (!needRefresh) return null;
  return (
    <div className="update-prompt" role="status">
      <p>
        <Trans>A new version of the app is ready.</Trans>
      </p>
      <button type="button" className="btn btn-primary" onClick={reload}>
        <Trans>Reload</Trans>
      </button>
      <button type="button" className="btn btn-ghost" onClick={() => setNeedRefresh(false)}>
        <Trans>Later</Trans>
      </button>
    </div>
  );
}
