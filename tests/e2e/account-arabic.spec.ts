// The account journeys again in Arabic (RTL): sign up with the spec's checks in Arabic, log out
// keeping the language and none of the user's data, sign in, the forgotten-password reset, and
// the checkout-flow redirect. Texts come from the Arabic catalog.
import { expect as baseExpect, test, type Page } from "./support/test.ts";
import { addUserData, deviceData, EMPTY_USER_STORES, loggedResetPath, newCustomer, registerViaApi, sessionUserId } from "./support/account.ts";
import { arabic } from "./support/catalog.ts";
import { gotoArabic } from "./support/helpers.ts";

// Each sign-in or sign-up costs a deliberate third of a second of scrypt on the server, and the
// shared CI machine may be busy: generous waits, never retries.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel(arabic("Email"), { exact: true }).fill(email);
  await page.getByLabel(arabic("Password"), { exact: true }).fill(password);
  await page.getByRole("main").getByRole("button", { name: arabic("Sign in"), exact: true }).click();
}

test("بالعربية: sign up with the checks in order, log out keeping Arabic, sign in", async ({ page }) => {
  const c = newCustomer("نورة", "الاختبار");
  await gotoArabic(page, "/account/signup");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(arabic("Sign up and create your account"));

  const register = page.getByRole("button", { name: arabic("Register") });
  await register.click();
  await expect(page.locator("#signup-firstName-error")).toHaveText(arabic("Enter your first name"));
  await expect(page.locator("#signup-mobile-error")).toHaveText(arabic("Enter your mobile number"));
  await expect(page.getByLabel(arabic("First name"))).toBeFocused();

  await page.getByLabel(arabic("First name")).fill(c.firstName);
  await page.getByLabel(arabic("Last name")).fill(c.lastName);
  await page.getByLabel(arabic("Email")).fill(c.email);
  await page.getByLabel(arabic("Mobile number")).fill(c.mobileNo.replace(/\d/g, (d) => String.fromCharCode(0x660 + Number(d))));
  await page.getByLabel(arabic("Password (at least 8 characters)")).fill(c.password);
  await page.getByLabel(arabic("Confirm password")).fill(`${c.password}!`);
  await register.click();
  await expect(page.locator("#signup-confirm-error")).toHaveText(arabic("The passwords do not match"));

  await page.getByLabel(arabic("Confirm password")).fill(c.password);
  await register.click();
  await expect(page.getByText(arabic("Registered successfully"))).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("banner").getByText(`${c.firstName} ${c.lastName}`)).toBeVisible();

  await addUserData(page, await sessionUserId(page));
  await page.getByRole("button", { name: arabic("Account menu") }).click();
  await page.getByRole("button", { name: arabic("Log out") }).click();
  await expect(page.getByText(arabic("Logged out successfully"))).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const after = await deviceData(page);
  expect(after.user).toEqual(EMPTY_USER_STORES);
  expect(after.settings).toContainEqual({ key: "langId", value: 2 });

  await page.goto("/sign-in");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await signIn(page, c.email, "wrong-password-1");
  await expect(page.getByText(arabic("Email or password is incorrect"))).toBeVisible();
  await signIn(page, c.email, c.password);
  await expect(page.getByText(arabic("Logged in successfully"))).toBeVisible();
  await expect(page.getByRole("banner").getByText(`${c.firstName} ${c.lastName}`)).toBeVisible();
});

test("بالعربية: forgotten password by mobile number, then signed in", async ({ page, request, baseURL }) => {
  const c = newCustomer("ريم", "الاستعادة");
  const userId = await registerViaApi(request, c);
  await gotoArabic(page, "/account/signin");
  await page.getByRole("button", { name: arabic("Forgot password?") }).click();
  const dialog = page.getByRole("dialog", { name: arabic("Find your account") });
  await dialog.getByLabel(arabic("Email or mobile number")).fill(c.mobileNo.replace(/\d/g, (d) => String.fromCharCode(0x660 + Number(d))));
  await dialog.getByRole("button", { name: arabic("Send") }).click();
  await expect(dialog.getByRole("status")).toHaveText(arabic("If an account matches, we have sent it a link to choose a new password. The link works for 30 minutes."));
  await dialog.getByRole("button", { name: arabic("Close"), exact: true }).last().click();
  await expect(dialog).toHaveCount(0);

  await page.goto(await loggedResetPath(userId, baseURL!));
  await page.getByLabel(arabic("New password (at least 8 characters)")).fill("Cardamom-Lantern-77");
  await page.getByLabel(arabic("Confirm password")).fill("Cardamom-Lantern-77");
  await page.getByRole("button", { name: arabic("Save and sign in") }).click();
  await expect(page.getByText(arabic("Your password has been changed. You are signed in."))).toBeVisible();
  await expect(page.getByRole("banner").getByText(`${c.firstName} ${c.lastName}`)).toBeVisible();
});

test("بالعربية: from the order, sign in lands on the address form", async ({ page, request }) => {
  const c = newCustomer("فهد", "الطلب");
  await registerViaApi(request, c);
  await gotoArabic(page, "/account");
  await page.getByRole("link", { name: arabic("Sign in to your account") }).click();
  await signIn(page, c.email, c.password);
  await expect(page).toHaveURL(/\/checkout\/add-address$/);
});
