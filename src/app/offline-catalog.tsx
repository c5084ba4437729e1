// Keeps the whole catalog of the shown language on the device (catalog/save-offline.ts, run in a
// worker of its own: catalog/save-in-worker.ts) and says, quietly, how far that is. The save starts
// once the service worker controls the page (it keeps the pictures), 5 seconds after the page has
// loaded, in an idle moment, when online; again when the language changes or the network returns;
// not at all while a save of the last day stands. One tab saves at a time (Web Locks).
// The line shows once per device: during the first save, then "saved" until the customer moves to
// another page; after that the later saves (a new day, the other language) are silent. The element
// stays in the page, hidden, with its state (the update test waits for "saved"). Whether the device
// was told is kept in the database's settings, beside the save itself: a page's first use of
// localStorage loads the origin's storage synchronously (2.5 to 16 ms of a first visit's start-up
// at 1x here, docs/decisions/server-rendering.md "What loads when").
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { useLocation } from "wouter";
import { offlineSaveIsFresh, readOfflineSave, readOfflineSaveTold, rememberOfflineSaveTold } from "../catalog/save-offline.ts";
import { saveInWorker } from "../catalog/save-in-worker.ts";
import type { LangId } from "../lib/db.ts";
import { useLiveDb } from "../lib/lazy-db.ts";
import { useLangId } from "../lib/use-lang-id.ts";

/** Resolves once a service worker controls this page. */
function whenControlled(signal: AbortSignal): Promise<void> {
  const sw = navigator.serviceWorker;
  if (!sw) return new Promise(() => {});
  if (sw.controller) return Promise.resolve();
  return new Promise((resolve) => sw.addEventListener("controllerchange", () => resolve(), { once: true, signal }));
}

/**
 * How long after the page has loaded the save waits. The save is once a day per language, and on a
 * first visit it fetched and stored some fifty lists while the customer's first taps waited behind
 * it (half of `/package`'s script in Lighthouse's start-up window at 1x, 341 against 663 ms, 3
 * December 2026, docs/decisions/server-rendering.md "What loads when"); the first seconds of a
 * visit are the customer's.
 */
const SAVE_AFTER_LOAD_MS = 5000;

/** Resolves in the first idle moment from SAVE_AFTER_LOAD_MS after the page has loaded. */
function whenQuiet(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const idle = () => (typeof requestIdleCallback === "function" ? requestIdleCallback(() => resolve(), { timeout: 3000 }) : resolve());
    const later = () => {
      const timer = setTimeout(idle, SAVE_AFTER_LOAD_MS);
      signal.addEventListener("abort", () => clearTimeout(timer), { once: true });
    };
    if (document.readyState === "complete") later();
    else window.addEventListener("load", later, { once: true, signal });
  });
}

function saveData(): boolean {
  return (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
}

async function saveIfDue(langId: LangId, signal: AbortSignal): Promise<void> {
  await whenControlled(signal);
  await whenQuiet(signal);
  if (signal.aborted || !navigator.onLine) return;
  // Freshness is read inside the lock: a second tab that waited for the first one's save finds it
  // done, instead of starting the same save again.
  const run = async () => {
    if (!(await offlineSaveIsFresh(langId))) await saveInWorker({ langId, pictures: !saveData() });
  };
  if (navigator.locks) await navigator.locks.request("offline-catalog", run);
  else await run();
}

export function OfflineCatalog() {
  const langId = useLangId();
  const { t } = useLingui();
  const saved = useLiveDb(() => readOfflineSave(langId), [langId], undefined);
  const [location] = useLocation();
  // Read once, when there is a save to speak of: told on an earlier visit, this one stays silent.
  // Unknown until read (the line stays hidden meanwhile); a database that cannot answer tells.
  const [toldBefore, setToldBefore] = useState<boolean | undefined>(undefined);
  const known = saved !== undefined;
  useEffect(() => {
    if (!known) return;
    let live = true;
    readOfflineSaveTold().then(
      (told) => live && setToldBefore((before) => before ?? told),
      () => live && setToldBefore((before) => before ?? false),
    );
    return () => {
      live = false;
    };
  }, [known]);
  // The page the save finished on, this visit: "saved" shows there only.
  const [savedOn, setSavedOn] = useState<string | undefined>(undefined);
  const finished = saved?.finishedAt !== undefined;
  useEffect(() => {
    if (!finished || toldBefore !== false) return;
    void rememberOfflineSaveTold().catch(() => undefined);
    setSavedOn((on) => on ?? location);
  }, [finished, toldBefore, location]);

  useEffect(() => {
    const stop = new AbortController();
    const start = () => void saveIfDue(langId, stop.signal).catch(() => undefined);
    start();
    window.addEventListener("online", start, { signal: stop.signal });
    return () => stop.abort();
  }, [langId]);

  if (!saved) return null;
  const hidden = toldBefore !== false || (savedOn !== undefined && savedOn !== location);
  // A whole number from 0 to 100, in the message with its sign (Latin digits in both languages,
  // docs/product-rules.md "Words"): no Intl.NumberFormat, whose first use on a page loads the
  // engine's number data (85 ms at 4x on the home page, where nothing else formats a number).
  const percent = Math.floor((saved.done / Math.max(1, saved.total)) * 100);
  return (
    // Quiet on purpose: a line to read, not a live region announcing every step to screen readers.
    <aside className="offline-save" aria-label={t`Offline use`} data-state={finished ? "saved" : "saving"} hidden={hidden}>
      {finished ? (
        saved.pictures === false ? (
          <Trans>Menu saved for offline (pictures as you see them)</Trans>
        ) : (
          <Trans>Menu saved for offline</Trans>
        )
      ) : (
        <Trans>
          Saving the menu for offline… <bdi dir="ltr">{percent}%</bdi>
        </Trans>
      )}
    </aside>
  );
}
