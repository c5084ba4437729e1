// The database loaded after the first commit (lib/lazy-db.ts): what was asked of it while it loaded
// is answered once it has, in the order it was asked; when the browser refuses the database, reads
// and writes reject (their callers say so) and live values keep their placeholder (Dexie's live
// query never answers then).
import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

/** A fresh copy of the module (and of db.ts behind it): nothing loaded yet. */
async function freshLazyDb() {
  vi.resetModules();
  return import("./lazy-db.ts");
}

afterEach(async () => {
  const { db } = await import("./db.ts");
  db.close();
  await new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase("storefront");
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });
});

describe("lazy database", () => {
  it("answers the live queries and writes asked for while it loads", async () => {
    const { useLiveDb, withDb } = await freshLazyDb();
    function Setting({ name }: { name: "installHintDismissed" | "menuHideAvoided" }) {
      const value = useLiveDb((db) => db.settings.get(name).then((row) => row?.value), [name], "loading");
      return <p>{`${name}: ${String(value)}`}</p>;
    }
    const written = withDb((db) => db.settings.put({ key: "installHintDismissed", value: true }));
    render(
      <>
        <Setting name="installHintDismissed" />
        <Setting name="menuHideAvoided" />
      </>,
    );
    await written;
    expect(await screen.findByText("installHintDismissed: true")).toBeTruthy();
    expect(await screen.findByText("menuHideAvoided: undefined")).toBeTruthy();
    await withDb((db) => db.settings.put({ key: "menuHideAvoided", value: false }));
    expect(await screen.findByText("menuHideAvoided: false")).toBeTruthy();
  });

  it("keeps writes in the order they were asked, also one asked right as the database has loaded", async () => {
    const { loadDb, withDb } = await freshLazyDb();
    // As the calculator's first step: its "start afresh" waits for the database; the customer's
    // answer comes as the database has just loaded, while the first still waits for its turn.
    const cleared = withDb((db) => db.settings.delete("menuHideAvoided"));
    await loadDb();
    const answered = withDb((db) => db.settings.put({ key: "menuHideAvoided", value: true }));
    await Promise.all([cleared, answered]);
    expect(await withDb((db) => db.settings.get("menuHideAvoided"))).toMatchObject({ value: true });
  });

  it("when the browser refuses the database, a read or write rejects and the screen keeps its placeholder", async () => {
    // As a browser that keeps no storage for the site answers (the call throws).
    const refused = vi.spyOn(indexedDB, "open").mockImplementation(() => {
      throw new DOMException("The browser keeps no storage for this site.", "InvalidStateError");
    });
    try {
      const { useLiveDb, withDb } = await freshLazyDb();
      function Setting() {
        const value = useLiveDb((db) => db.settings.get("menuHideAvoided").then((row) => row?.value), [], "loading");
        return <p>{`menuHideAvoided: ${String(value)}`}</p>;
      }
      render(<Setting />);
      await expect(withDb((db) => db.settings.put({ key: "menuHideAvoided", value: true }))).rejects.toThrow(/storage/);
      await expect(withDb((db) => db.settings.get("menuHideAvoided"))).rejects.toThrow(/storage/);
      expect(screen.getByText("menuHideAvoided: loading")).toBeTruthy();
    } finally {
      refused.mockRestore();
    }
  });
});
