// The whole public catalog kept on the device after a first visit (docs/product-rules.md "The
// whole catalog offline"): every package with its price matrix, the four meal lists of every
// package in one language, delivery times and methods, areas, terms and privacy, then one phone-sized picture of
// every dish. Each scope goes through the same fetch and store as the screens' own refresh
// (scopes.ts), so a scope a screen refreshed a moment ago is not fetched again. Progress is kept in
// the settings table, per language, for the quiet indicator (offline-status.tsx) and the next visit.
import type { LangId } from "../lib/db.ts";
import { withDb } from "../lib/lazy-db.ts";
import type { OfflineSave } from "../data/store.ts";
import { refreshIfStale } from "../data/use-cached.ts";
import { pictureSources } from "./picture.ts";
import { MEAL_TYPE_IDS } from "../../rules/meal-types.ts";
import { catalogScopes, type Scope } from "./scopes.ts";
import { queryMeals, queryPackages } from "./cache.ts";

/** A saved catalog is brought up to date again once a day. */
export const OFFLINE_SAVE_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** Pictures fetched at once: enough to keep a slow link busy, few enough not to crowd out a screen. */
const PICTURE_CONCURRENCY = 4;

export type SaveOptions = {
  /** With Save-Data on, text only: pictures are kept as the customer sees them. */
  pictures: boolean;
  /** Keeps one picture for offline use (by default in the service worker's media cache). */
  fetchPicture?: (url: string) => Promise<unknown>;
};

const settingKey = (langId: LangId) => `offlineCatalog:${langId}` as const;

export async function readOfflineSave(langId: LangId): Promise<OfflineSave | undefined> {
  const row = await withDb((db) => db.settings.get(settingKey(langId)));
  return row?.key === settingKey(langId) ? row.value : undefined;
}

async function record(langId: LangId, value: OfflineSave): Promise<void> {
  await withDb((db) => db.settings.put({ key: settingKey(langId), value }));
}

/** Whether this device has shown "saved" once (src/app/offline-catalog.tsx: the line says it once per device). */
export async function readOfflineSaveTold(): Promise<boolean> {
  const row = await withDb((db) => db.settings.get("offlineSaveTold"));
  return row?.key === "offlineSaveTold" && row.value;
}

export async function rememberOfflineSaveTold(): Promise<void> {
  await withDb((db) => db.settings.put({ key: "offlineSaveTold", value: true }));
}

/** Whether the catalog of `langId` was saved whole recently enough to leave it alone now. */
export async function offlineSaveIsFresh(langId: LangId, now = Date.now()): Promise<boolean> {
  const saved = await readOfflineSave(langId);
  return saved?.finishedAt !== undefined && now - saved.finishedAt < OFFLINE_SAVE_MAX_AGE_MS;
}

async function runScopes(scopes: Scope[], progress: { done: number; total: number }, langId: LangId, started: number): Promise<void> {
  for (const scope of scopes) {
    await refreshIfStale(scope.key, scope.refresh, OFFLINE_SAVE_MAX_AGE_MS);
    progress.done += 1;
    await record(langId, { startedAt: started, done: progress.done, total: progress.total });
  }
}

/** Every dish picture of the language's meal lists (each dish once), in its phone size. */
async function dishPictures(langId: LangId, packageIds: number[]): Promise<string[]> {
  const urls = new Set<string>();
  for (const packageId of packageIds) {
    for (const mealTypeId of MEAL_TYPE_IDS) {
      for (const meal of await queryMeals(langId, packageId, mealTypeId)) if (meal.imageUrl) urls.add(pictureSources(meal.imageUrl).src);
    }
  }
  return [...urls];
}

/**
 * Saves the catalog of `langId` for offline use and answers when it is all there. Throws (and
 * keeps what was saved so far) when the network fails; the next visit starts again.
 */
export async function saveCatalogForOffline(langId: LangId, { pictures, fetchPicture = keepPicture }: SaveOptions): Promise<void> {
  const started = Date.now();
  const scopes = catalogScopes(langId);
  // The package list first: the other scopes are per package.
  await refreshIfStale(scopes.packages.key, scopes.packages.refresh, OFFLINE_SAVE_MAX_AGE_MS);
  const packageIds = (await queryPackages(langId)).map((p) => p.id);
  const textScopes = [
    ...packageIds.flatMap((id) => [scopes.details(id), ...MEAL_TYPE_IDS.map((type) => scopes.meals(id, type))]),
    scopes.deliveryTimes,
    scopes.deliveryMethods,
    scopes.areas,
    scopes.content("terms"),
    scopes.content("privacy"),
  ];
  const progress = { done: 1, total: 1 + textScopes.length };
  await runScopes(textScopes, progress, langId, started);

  if (pictures) {
    const urls = await dishPictures(langId, packageIds);
    progress.total += urls.length;
    let next = 0;
    let stopped = false;
    const worker = async () => {
      while (!stopped && next < urls.length) {
        const url = urls[next++]!;
        try {
          await fetchPicture(url);
        } catch (error) {
          // A picture the server does not have is skipped; no answer at all (offline, the server
          // away) stops the save, to start again on the next visit or when the network returns.
          if (!(error instanceof MissingPicture)) {
            stopped = true;
            throw error;
          }
        }
        progress.done += 1;
        // A write every tenth picture is enough for the indicator.
        if (progress.done % 10 === 0) await record(langId, { startedAt: started, done: progress.done, total: progress.total });
      }
    };
    await Promise.all(Array.from({ length: PICTURE_CONCURRENCY }, worker));
  }
  await record(langId, { startedAt: started, done: progress.total, total: progress.total, finishedAt: Date.now(), pictures });
}

/** A picture the server answered without (404, 5xx): skipped, the rest of the save goes on. */
export class MissingPicture extends Error {
  constructor(url: string, status: number) {
    super(`picture ${url}: ${status}`);
  }
}

/** The service worker's cache of catalog pictures (vite.config.ts, runtimeCaching "media"). */
const MEDIA_CACHE = "media";

/**
 * Keeps one picture in the worker's media cache, written from here so that the picture is there
 * when the save says it is done (the worker's own copy of an answer it passes on lands later).
 */
async function keepPicture(url: string): Promise<void> {
  const cache = await caches.open(MEDIA_CACHE);
  if (await cache.match(url)) return;
  const response = await fetch(url, { credentials: "same-origin" });
  if (!response.ok) throw new MissingPicture(url, response.status);
  await cache.put(url, response);
}
