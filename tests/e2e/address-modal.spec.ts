// The address form in a modal over the checkout, in English and in Arabic on a small phone: it opens
// labelled with the focus inside, Escape closes it and gives the focus back, axe finds nothing on it
// open, what is typed survives a reload, and a save closes it and shows the new address on the
// checkout.
import { expect as baseExpect, test, type Page } from "./support/test.ts";
import { newCustomer, registerViaApi, signInAs } from "./support/account.ts";

import { arabic } from "./support/catalog.ts";
import { expectNoAxeViolation, readStore, switchToArabic } from "./support/helpers.ts";

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 90_000 });
test.use({ viewport: { width: 360, height: 640 } });

/** The address form's typing kept on the device (IndexedDB "addressDrafts"). */
function addressDrafts(page: Page): Promise<unknown[]> {
  return readStore(page, "addressDrafts");
}

for (const lang of ["English", "Arabic"] as const) {
  const tr = (english: string) => (lang === "Arabic" ? arabic(english) : english);

  test(`${lang}: Add address on the checkout opens the form in a modal; saving shows the address there`, async ({ page, request }) => {
    const c = newCustomer(lang === "Arabic" ? "Reem" : "Fatma", "Modal");
    await registerViaApi(request, c);
    await signInAs(page, c);
    if (lang === "Arabic") await switchToArabic(page);
    await page.goto("/checkout");
    await expect(page.getByText(tr("You have no saved address yet."))).toBeVisible();
    const opener = page.getByRole("button", { name: tr("Add address") });
    await opener.click();

    const dialog = page.getByRole("dialog", { name: tr("Add or update address") });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(tr("Find your area"), { exact: true })).toBeFocused();
    await expect(page).toHaveURL(/\/checkout$/);
    await expectNoAxeViolation(page);

    // Escape closes it and the focus goes back to the button that opened it.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(tr("Area"), { exact: true }).selectOption({ label: lang === "Arabic" ? "السالمية" : "Salmiya" });
    await dialog.getByLabel(tr("Block"), { exact: true }).fill("5");
    await dialog.getByLabel(tr("Street"), { exact: true }).fill("Modal St");
    await dialog.getByLabel(tr("House number"), { exact: true }).fill("14");
    // What was typed is kept on the device: a reload, then the modal again, and it is all there.
    await expect.poll(async () => (await addressDrafts(page)).length).toBe(1);
    await page.reload();
    await page.getByRole("button", { name: tr("Add address") }).click();
    await expect(dialog.getByLabel(tr("Street"), { exact: true })).toHaveValue("Modal St");
    await expect(dialog.getByLabel(tr("House number"), { exact: true })).toHaveValue("14");
    await expect(dialog.getByLabel(tr("Area"), { exact: true }).locator("option:checked")).toHaveText(lang === "Arabic" ? "السالمية" : "Salmiya");
    // On a small phone the form scrolls inside the modal, down to its Continue.
    const save = dialog.getByRole("button", { name: tr("Continue") });
    await save.scrollIntoViewIfNeeded();
    await expect(save).toBeInViewport();
    await save.click();

    await expect(page.getByText(tr("Address Updated"))).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/checkout$/);
    const card = page.locator("section[aria-labelledby='address-title']");
    await expect(card).toContainText("Modal St");
    await expect(card.getByRole("button", { name: tr("Update address") })).toBeVisible();
    // Saved: the typing is no longer kept.
    expect(await addressDrafts(page)).toEqual([]);
  });
}
