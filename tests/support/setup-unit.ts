// Unit and component tests: a fresh fake IndexedDB per test file, English active, DOM cleaned up.
import "fake-indexeddb/auto";
import { webcrypto } from "node:crypto";
import { performance as nodePerformance } from "node:perf_hooks";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeAll } from "vitest";
import { activateLanguage } from "../../src/lib/i18n.ts";
import { registerOutboxHandlers } from "../../src/data/outbox-registry.ts";
import { OUTBOX_HANDLERS } from "../../src/app/outbox-handlers.ts";

// Each file runs in its own VM context holding jsdom's window (vitest.config.ts, pool "vmForks").
// jsdom's window has no Web Crypto digest and no User Timing measures, which every browser the app
// supports has: they come from Node, as they would with jsdom's globals laid over Node's.
if (!globalThis.crypto?.subtle) Object.defineProperty(globalThis, "crypto", { value: webcrypto, configurable: true });
for (const name of ["mark", "measure", "clearMarks", "clearMeasures", "getEntriesByName", "getEntriesByType"] as const) {
  if (typeof performance[name] !== "function") Object.defineProperty(performance, name, { value: nodePerformance[name].bind(nodePerformance), configurable: true });
}

// findBy… and waitFor wait for what the customer would see; on a busy 2-core machine a screen fed
// by IndexedDB can take longer than the library's 1 s default, which is no failure of the app.
configure({ asyncUtilTimeout: 5000 });

beforeAll(async () => {
  await activateLanguage(1);
});

// The outbox's handlers, registered as the app does at its start (src/app/outbox-status.tsx): an
// entry a test sends has its answer written to the device as in the app.
registerOutboxHandlers(OUTBOX_HANDLERS);

afterEach(() => {
  cleanup();
});
