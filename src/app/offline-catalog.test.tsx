// The offline save's quiet line (src/app/offline-catalog.tsx): how far the save is, as a whole
// percentage read left to right in both languages, then "saved".
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithApp } from "../../tests/support/render.tsx";
import { db } from "../lib/db.ts";
import { OfflineCatalog } from "./offline-catalog.tsx";

afterEach(async () => {
  await db.settings.clear();
  localStorage.clear();
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
  });
});
