// Runs the offline save (save-offline.ts) in a worker of its own (save-worker.ts), off the page's
// main thread: the save fetches and stores the whole catalog, and when the page ran it, the page's
// own task time from load to "saved" was two to three times what it is now (docs/decisions/
// server-rendering.md "What loads when"). A browser that cannot start the worker (no module workers)
// has the page run the save, as before.
import { saveCatalogForOffline, type SaveOptions } from "./save-offline.ts";
import type { SaveRequest, SaveWorkerMessage } from "./save-worker-messages.ts";

/** Starts the worker, or answers undefined where the browser has none to start. */
function startWorker(): Worker | undefined {
  if (typeof Worker !== "function") return undefined;
  try {
    return new Worker(new URL("./save-worker.ts", import.meta.url), { type: "module", name: "offline-catalog" });
  } catch {
    return undefined;
  }
}

/** Saves the catalog of `request.langId` for offline use; resolves when it is all there, rejects as the save does. */
export function saveInWorker(request: SaveRequest, inPage: (request: SaveRequest) => Promise<void> = saveInPage): Promise<void> {
  const worker = startWorker();
  if (!worker) return inPage(request);
  return new Promise<void>((resolve, reject) => {
    let ready = false;
    worker.onmessage = ({ data }: MessageEvent<SaveWorkerMessage>) => {
      if (data.kind === "ready") {
        ready = true;
        worker.postMessage(request);
        return;
      }
      worker.terminate();
      if (data.kind === "done") resolve();
      else reject(new Error(data.message));
    };
    worker.onerror = (event) => {
      event.preventDefault();
      worker.terminate();
      // Its code did not load or run (an old browser, a chunk the network lost): the page saves.
      if (!ready) inPage(request).then(resolve, reject);
      else reject(new Error(event.message || "offline save worker failed"));
    };
  });
}

function saveInPage({ langId, pictures }: SaveRequest): Promise<void> {
  const options: SaveOptions = { pictures };
  return saveCatalogForOffline(langId, options);
}
