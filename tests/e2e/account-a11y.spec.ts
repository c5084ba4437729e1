// axe-core (WCAG 2.0/2.1 A and AA) finds no violation on the account screens, in English and in
// Arabic: the account choice, sign-in (and its 'Find your account' dialog), sign-up with its
// problems shown, the reset page, and the signed-in header with its menu open.
import { expect as baseExpect, test, type Page } from "./support/test.ts";
import { newCustomer, registerViaApi } from "./support/account.ts";
import { arabic } from "./support/catalog.ts";
import { expectNoAxeViolation } from "./support/helpers.ts";

// Each sign-in or sign-up costs a deliberate third of a second of scrypt on the server, and the
// shared CI machine may be busy: generous waits, never retries.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });


const LANGS = [
  { name: "English", langId: 1, text: (s: string) => s },
  { name: "Arabic", langId: 2, text: arabic },
] as const;

for (const lang of LANGS) {
  test.describe(`account screens in ${lang.name}`, () => {
    async function open(page: Page, path: string): Promise<void> {
      await page.goto(path);
      if (lang.langId === 2) {
        await page.getByRole("link", { name: "العربية" }).click();
        await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      }
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    }

    test("account choice, sign-in and its dialog", async ({ page }) => {
      await open(page, "/account");
      await expectNoAxeViolation(page);
      await page.goto("/account/signin");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(lang.text("Sign in to your account"));
      await page.getByRole("main").getByRole("button", { name: lang.text("Sign in"), exact: true }).click();
      await expect(page.getByText(lang.text("Please fill in the required fields")).first()).toBeVisible();
      await expectNoAxeViolation(page);
      await page.getByRole("button", { name: lang.text("Forgot password?") }).click();
      const dialog = page.getByRole("dialog", { name: lang.text("Find your account") });
      await expect(dialog).toBeVisible();
      // Focus is trapped: Tab from the last control comes back to the first one.
      await expect(dialog.getByLabel(lang.text("Email or mobile number"))).toBeFocused();
      await page.keyboard.press("Tab");
      await page.keyboard.press("Tab");
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
      await expectNoAxeViolation(page);
      // The backdrop closes it.
      await page.mouse.click(5, 5);
      await expect(dialog).toHaveCount(0);
    });

    test("sign-up with its problems shown, and the reset page", async ({ page }) => {
      await open(page, "/account/signup");
      await page.getByRole("button", { name: lang.text("Register") }).click();
      await expect(page.locator("#signup-firstName-error")).toHaveText(lang.text("Enter your first name"));
      await expectNoAxeViolation(page);
      await page.goto(`/reset-password?token=${"x".repeat(43)}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(lang.text("Choose a new password"));
      await expectNoAxeViolation(page);
    });

    test("signed-in header with the account menu open", async ({ page, request }) => {
      const c = newCustomer();
      await registerViaApi(request, c);
      await open(page, "/sign-in");
      await page.getByLabel(lang.text("Email"), { exact: true }).fill(c.email);
      await page.getByLabel(lang.text("Password"), { exact: true }).fill(c.password);
      await page.getByRole("main").getByRole("button", { name: lang.text("Sign in"), exact: true }).click();
      await expect(page).toHaveURL(/\/$/);
      // Scanned on an account screen: the home page below the header is another feature's.
      await page.goto("/account/signin");
      await page.getByRole("button", { name: lang.text("Account menu") }).click();
      await expect(page.getByRole("button", { name: lang.text("Log out") })).toBeVisible();
      await expectNoAxeViolation(page);
    });
  });
}
