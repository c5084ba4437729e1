// Asks the browser once per device to keep the app's storage (navigator.storage.persist()), so the
// order draft, the outbox of offline saves and the cached catalog are not evicted under storage
// pressure. The answer is remembered in the settings table; a browser without the API is not asked.
import { withDb } from "../lib/lazy-db.ts";

let asking: Promise<boolean | undefined> | undefined;

/** The remembered or new answer; `undefined` when the browser cannot be asked (or storage is blocked). */
export function askPersistentStorageOnce(storage: StorageManager | undefined = globalThis.navigator?.storage): Promise<boolean | undefined> {
  asking ??= ask(storage).catch(() => undefined);
  return asking;
}

async function ask(storage: StorageManager | undefined): Promise<boolean | undefined> {
  const remembered = await withDb((db) => db.settings.get("storagePersisted"));
  if (remembered?.key === "storagePersisted") return remembered.value;
  if (typeof storage?.persist !== "function") return undefined;
  const granted = (await storage.persisted?.()) || (await storage.persist());
  await withDb((db) => db.settings.put({ key: "storagePersisted", value: granted }));
  return granted;
}

/** For tests: forget the in-memory answer (the remembered one stays in Dexie). */
export function resetPersistentStorageAsk(): void {
  asking = undefined;
}
