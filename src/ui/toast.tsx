// The one door to toasts (sonner: top-right, 5 s, light theme, announced to screen readers).
// Sonner is not on the first page: <ToastHost /> loads it after the first paint, and `toast.*` calls
// made before it is ready wait for it, so no message is lost. Import `toast` from here, never from
// "sonner" (eslint enforces it).
import { lazy, Suspense } from "react";

type Kind = "success" | "error" | "warning" | "info";

let markReady: () => void = () => {};
const hostReady = new Promise<void>((resolve) => {
  markReady = resolve;
});

function show(kind: Kind, message: string): void {
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

/** Mount once, at the root of the app (and in tests that look for toasts). */
export function ToastHost() {
  return (
    <Suspense fallback={null}>
      <LazyHost onReady={markReady} />
    </Suspense>
  );
}
