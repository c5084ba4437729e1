import { beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "../lib/db.ts";
import { askPersistentStorageOnce, resetPersistentStorageAsk } from "./persistent-storage.ts";

function fakeStorage(answer: boolean, already = false) {
  return { persist: vi.fn(async () => answer), persisted: vi.fn(async () => already) } as unknown as StorageManager & {
    persist: ReturnType<typeof vi.fn>;
  };
}

beforeEach(async () => {
  await db.settings.clear();
  resetPersistentStorageAsk();
});

describe("persistent storage", () => {
  it("asks once and remembers the answer in the settings table", async () => {
    const storage = fakeStorage(true);
    await expect(Promise.all([askPersistentStorageOnce(storage), askPersistentStorageOnce(storage)])).resolves.toEqual([true, true]);
    expect(storage.persist).toHaveBeenCalledTimes(1);
    expect(await db.settings.get("storagePersisted")).toEqual({ key: "storagePersisted", value: true });

    // A new start of the app reads the remembered answer and does not ask again.
    resetPersistentStorageAsk();
    const later = fakeStorage(true);
    await expect(askPersistentStorageOnce(later)).resolves.toBe(true);
    expect(later.persist).not.toHaveBeenCalled();
  });

  it("remembers a refusal too, and does not ask where it is already granted", async () => {
    await expect(askPersistentStorageOnce(fakeStorage(false))).resolves.toBe(false);
    expect(await db.settings.get("storagePersisted")).toEqual({ key: "storagePersisted", value: false });

    await db.settings.clear();
    resetPersistentStorageAsk();
    const granted = fakeStorage(false, true);
    await expect(askPersistentStorageOnce(granted)).resolves.toBe(true);
    expect(granted.persist).not.toHaveBeenCalled();
  });

  it("a browser without the API is not asked and nothing is stored", async () => {
    await expect(askPersistentStorageOnce(undefined)).resolves.toBeUndefined();
    expect(await db.settings.get("storagePersisted")).toBeUndefined();
  });
});
