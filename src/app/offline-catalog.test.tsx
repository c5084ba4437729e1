// The offline save's quiet line (src/app/offline-catalog.tsx): how far the save is, as a whole
// percentage read left to right in both languages, then "saved".
import { act, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithApp } from "../../tests/support/render.tsx";
import { db } from "../lib/db.ts";
import { OfflineCatalog } from "./offline-catalog.tsx";
import { readOfflineSaveTold } from "../catalog/save-offline.ts";

afterEach(async () => {
  await db.settings.clear();
});

describe("OfflineCatalog", () => {
  it("says how far the save is, in English and in Arabic", async () => {
    await db.settings.put({ key: "offlineCatalog:1", value: { startedAt: 1, done: 37, total: 99 } });
    await db.settings.put({ key: "offlineCatalog:2", value: { startedAt: 1, done: 99, total: 100 } });
    const english = await renderWithApp(<OfflineCatalog />);
    const line = await screen.findByRole("complementary", { name: "Offline use" });
    expect(line.textContent).toBe("Saving the menu for offline… 37%");
    expect(line.querySelector('bdi[dir="ltr"]')?.textContent).toBe("37%");
    english.unmount();

    await renderWithApp(<OfflineCatalog />, { langId: 2 });
    const arabic = await screen.findByRole("complementary", { name: "الاستخدام بدون إنترنت" });
    expect(arabic.textContent).toBe("جارٍ حفظ المنيو للتصفح بدون إنترنت… 99%");
  });

  it("says saved once the save has finished", async () => {
    await db.settings.put({ key: "offlineCatalog:1", value: { startedAt: 1, done: 120, total: 120, finishedAt: 2, pictures: true } });
    await renderWithApp(<OfflineCatalog />);
    const line = await screen.findByRole("complementary", { name: "Offline use" });
    expect(line.textContent).toBe("Menu saved for offline");
    expect(line.dataset.state).toBe("saved");
    // Told once per device: remembered in the settings, beside the save.
    await waitFor(async () => expect((await db.settings.get("offlineSaveTold"))?.value).toBe(true));
    expect(line.hidden).toBe(false);
  });

  it("stays quiet on a device told before, and says nothing before it knows", async () => {
    await db.settings.put({ key: "offlineSaveTold", value: true });
    await db.settings.put({ key: "offlineCatalog:1", value: { startedAt: 1, done: 120, total: 120, finishedAt: 2, pictures: true } });
    await renderWithApp(<OfflineCatalog />);
    // In the page with its state (the update test reads it), hidden, and it stays so.
    const line = await waitFor(() => {
      const found = document.querySelector<HTMLElement>("aside.offline-save");
      expect(found?.dataset.state).toBe("saved");
      return found!;
    });
    // The component's own read was asked first (calls reach the database in order): once this one
    // has answered and React has rendered, the line has its final state.
    await act(async () => {
      await readOfflineSaveTold();
    });
    expect(line.hidden).toBe(true);
    expect(screen.queryByRole("complementary", { name: "Offline use" })).toBeNull();
  });
});
