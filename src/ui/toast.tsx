// The one door to toasts (sonner: top-right, 5 s, light theme, announced to screen readers).
// Sonner is not on the first page, nor loaded after it: <ToastHost /> loads it with the first toast
// shown. Sonner adds its stylesheet to the document when it loads, and the browser then restyles
// the whole page (40 to 190 ms at 4x on a phone, Lighthouse traces of 2 December 2026): done at
// start-up, that blocked the first taps of every visit, most of which show no toast. `toast.*`
// calls made before the host is ready wait for it, so no message is lost. Should sonner's code not
// load then (a first visit gone offline before the service worker kept it), the messages show in a
// plain live region instead, and the app goes on. Import `toast` from here, never from "sonner"
// (eslint enforces it).
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from "react";

export type ToastKind = "success" | "error" | "warning" | "info";
export type ShowToast = (kind: ToastKind, message: string) => void;
/** What a host is: it calls `onReady` once it can show toasts, with the function that shows one. */
export type ToastHostProps = { onReady: (show: ShowToast) => void };

/** Toasts asked for before the host was ready, shown once it is. */
const waiting: [ToastKind, string][] = [];
let ready: ShowToast | null = null;

function hostReady(show: ShowToast): void {
  ready = show;
  for (const [kind, message] of waiting.splice(0)) show(kind, message);
}

/** Whether a toast was asked for: the host loads sonner from then on. */
let wanted = false;
const listeners = new Set<() => void>();

function show(kind: ToastKind, message: string): void {
  if (ready) return ready(kind, message);
  waiting.push([kind, message]);
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
}

export const toast = {
  success: (message: string) => show("success", message),
  error: (message: string) => show("error", message),
  warning: (message: string) => show("warning", message),
  info: (message: string) => show("info", message),
};

const SHOWN_MS = 5000;

/** The host when sonner's code could not load: each message for 5 s in a polite live region. */
function PlainHost({ onReady }: ToastHostProps) {
  const [shown, setShown] = useState<{ id: number; kind: ToastKind; message: string }[]>([]);
  useEffect(() => {
    let next = 0;
    onReady((kind, message) => {
      const id = next++;
      setShown((list) => [...list, { id, kind, message }]);
      setTimeout(() => setShown((list) => list.filter((toast) => toast.id !== id)), SHOWN_MS);
    });
  }, [onReady]);
  return (
    <section aria-live="polite" className="plain-toasts">
      {shown.map(({ id, kind, message }) => (
        <p key={id} data-kind={kind}>
          {message}
        </p>
      ))}
    </section>
  );
}

const LazyHost = lazy(() => import("./toast-host.tsx").catch(() => ({ default: PlainHost })));

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
      <LazyHost onReady={hostReady} />
    </Suspense>
  );
}
