// Keyboard and IndexedDB helpers of the calculator's end-to-end spec (tests/e2e/calculator.spec.ts):
// move the focus with Tab and the arrow keys only, read a Dexie row from IndexedDB.
import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Presses Tab (or Shift+Tab when the target comes before the focus) until the focus is on
 * `target` or inside it: keyboard only, like a customer without a mouse.
 */
export async function tabTo(page: Page, target: Locator, max = 40): Promise<void> {
  for (let i = 0; i < max; i++) {
    const where = await target
      .evaluate((el) => {
        const active = document.activeElement;
        if (active && el.contains(active)) return "here";
        if (!active || active === document.body) return "after";
        return active.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_PRECEDING ? "before" : "after";
      })
      .catch(() => "after");
    if (where === "here") return;
    await page.keyboard.press(where === "before" ? "Shift+Tab" : "Tab");
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** Tabs into a radio group, then moves with the arrow keys (Space on the focused one) to `target`. */
export async function chooseRadio(page: Page, group: Locator, target: Locator): Promise<void> {
  await tabTo(page, group);
  for (let i = 0; i < 8 && !(await target.isChecked()); i++) {
    const focused = await target.evaluate((el) => el === document.activeElement);
    await page.keyboard.press(focused ? "Space" : "ArrowDown");
  }
  await expect(target).toBeChecked();
}

/** A row of the app's Dexie database, read straight from IndexedDB. */
export function readRow(page: Page, store: string, key: string): Promise<Record<string, unknown> | undefined> {
  return page.evaluate(
    ([storeName, id]) =>
      new Promise<Record<string, unknown> | undefined>((resolve, reject) => {
        const open = indexedDB.open("storefront");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const get = open.result.transaction(storeName!).objectStore(storeName!).get(id!);
          get.onerror = () => reject(get.error);
          get.onsuccess = () => {
            resolve(get.result as Record<string, unknown> | undefined);
            open.result.close();
          };
        };
      }),
    [store, key],
  );
}
