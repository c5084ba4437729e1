// Work the first paint does not need (the outbox, the service worker's registration, the offline
// save of the catalog, the request for persistent storage) starts after hydration, one piece at a
// time in the browser's idle time, giving the main thread back between pieces, so none of it lands
// in the long task of a first tap (docs/decisions/server-rendering.md "What loads when").

import { yieldToMain } from "../lib/yield-to-main.ts";

type IdleWindow = { requestIdleCallback?: (cb: () => void, options?: { timeout: number }) => number };

/** Resolves in the browser's next idle period (at the latest after `timeoutMs`); where there is no idle callback, after a yield. */
export function whenIdle(timeoutMs = 2000): Promise<void> {
  const idle = (globalThis as IdleWindow).requestIdleCallback;
  if (typeof idle !== "function") return yieldToMain();
  return new Promise((resolve) => void idle(() => resolve(), { timeout: timeoutMs }));
}

/**
 * Calls `steps` in order, each in its own idle period with a yield before the next; a step that
 * returns a promise is waited for (a failed one does not stop the rest). Stops when `cancelled()`
 * answers true (the component that started them is gone).
 */
export async function startWhenIdle(steps: Array<() => unknown>, cancelled: () => boolean): Promise<void> {
  for (const step of steps) {
    await whenIdle();
    if (cancelled()) return;
    try {
      await step();
    } catch {
      // The step says what failed in its own way (a database that cannot open fails each read).
    }
    await yieldToMain();
  }
}
