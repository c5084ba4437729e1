// The offline save's own thread (src/app/offline-catalog.tsx starts it): the same save as the page's
// (save-offline.ts), with the same database and the same service worker, so that its fetching,
// parsing and storing of some fifty lists and three hundred pictures never holds the customer's taps
// (docs/decisions/server-rendering.md "What loads when"). The page's live queries see its writes as
// their own (Dexie tells every context of the origin).
import { saveCatalogForOffline } from "./save-offline.ts";
import type { SaveRequest, SaveWorkerMessage } from "./save-worker-messages.ts";

const scope = self as unknown as {
  postMessage: (message: SaveWorkerMessage) => void;
  onmessage: ((event: MessageEvent<SaveRequest>) => void) | null;
};

scope.onmessage = ({ data }) => {
  saveCatalogForOffline(data.langId, { pictures: data.pictures }).then(
    () => scope.postMessage({ kind: "done" }),
    (error: unknown) => scope.postMessage({ kind: "failed", message: error instanceof Error ? error.message : String(error) }),
  );
};
scope.postMessage({ kind: "ready" });
