// The one door to toasts (sonner: top-right, 5 s, light theme, announced to screen readers).
// Sonner is not on the first page, nor loaded after it: <ToastHost /> loads it with the first toast
// shown. Sonner adds its stylesheet to the document when it loads, and the browser then restyles
// the whole page (40 to 190 ms at 4x on a phone, Lighthouse traces of 2 December 2026): done at
// start-up, that blocked the first taps of every visit, most of which show no toast. `toast.*`
// calls made before the host is ready wait for it, so no message is lost. Import `toast` from
// here, never from "sonner" (eslint enforces it).
import { lazy, Suspense, useSyncExternalStore } from "react";

type Kind = "success" | "error" | "warning" | "info";

let markReady: () => void = () => {};
const hostReady = new Promise<void>((resolve) => {
  markReady = resolve;
});

/** Whether a toast was asked for: the host loads sonner from then on. */
let wanted = false;
const listeners = new Set<() => void>();

function show(kind: Kind, message: string): void {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  void Promise.all([import("sonner"), hostReady]).then(([sonner]) => {
    sonner.toast[kind](message);
  });
}

export const toast = {
  success: (message: string) => show("success", message),
  error: (message: string) => show("error", message),
  warning: (message: string) => show("warning", message),
  info: (message: string) => show("info", message),
};

const LazyHost = lazy(() => import("./toast-host.tsx"));

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Mount once, at the root of the app (and in tests that look for toasts). Renders nothing until the first toast. */
export function ToastHost() {
  const shown = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <LazyHost onReady={markReady} />
    </Suspense>
  );
}
