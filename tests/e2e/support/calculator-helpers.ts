// Keyboard helpers of the calculator's end-to-end spec (tests/e2e/calculator.spec.ts):
// move the focus with Tab and the arrow keys only.
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
