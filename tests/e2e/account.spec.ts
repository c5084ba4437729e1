// Account journeys in English in real Chromium against the real server: sign up, log out (the
// device keeps none of the user's data, the language stays), sign in, a wrong password, the
// forgotten-password reset through the link the server logged, the checkout-flow redirects, and
// the mobile log-out entry.
import { expect as baseExpect, test, type Page } from "./support/test.ts";
import { addUserData, type Customer, deviceData, EMPTY_USER_STORES, loggedResetPath, newCustomer, registerViaApi, sessionUserId } from "./support/account.ts";

// Each sign-in or sign-up costs a deliberate third of a second of scrypt on the server, and the
// shared CI machine may be busy: generous waits, never retries.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("main").getByRole("button", { name: "Sign in", exact: true }).click();
}

async function expectSignedIn(page: Page, c: Customer): Promise<void> {
  const header = page.getByRole("banner");
  await expect(header.getByText(`${c.firstName} ${c.lastName}`)).toBeVisible();
  await expect(header.getByRole("button", { name: "Sign in" })).toHaveCount(0);
}

async function logOutFromAccountMenu(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page.getByText("Logged out successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("banner").getByRole("button", { name: "Sign in" })).toBeVisible();
}

test("sign up, log out (nothing of the user left on the device), sign in again", async ({ page }) => {
  const c = newCustomer("Noura", "Tester");
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.getByRole("banner").getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("link", { name: "Register" }).click();
  await expect(page).toHaveURL(/\/account\/signup$/);

  await page.getByLabel("First name").fill(c.firstName);
  await page.getByLabel("Last name").fill(c.lastName);
  await page.getByLabel("Email").fill(c.email);
  // Arabic-Indic digits are accepted.
  await page.getByLabel("Mobile number").fill(c.mobileNo.replace(/\d/g, (d) => String.fromCharCode(0x660 + Number(d))));
  await page.getByLabel("Password (at least 8 characters)").fill(c.password);
  await page.getByLabel("Confirm password").fill(c.password);
  await page.getByRole("button", { name: "Register" }).click();

  await expect(page.getByText("Registered successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expectSignedIn(page, c);
  const userId = await sessionUserId(page);
  await addUserData(page, userId);
  const before = await deviceData(page);
  expect(before.user.outbox).toHaveLength(1);

  await logOutFromAccountMenu(page);
  const after = await deviceData(page);
  expect(after.user).toEqual(EMPTY_USER_STORES);
  expect(after.packages).toBe(before.packages);

  await page.goto("/sign-in");
  await signIn(page, c.email, c.password);
  await expect(page.getByText("Logged in successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expectSignedIn(page, c);
  // The session survives a reload.
  await page.reload();
  await expectSignedIn(page, c);
});

test("sign-in problems: empty fields, a wrong password", async ({ page, request }) => {
  const c = newCustomer();
  await registerViaApi(request, c);
  await page.goto("/account/signin");
  await page.getByRole("main").getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByLabel("Email", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Please fill in the required fields").first()).toBeVisible();

  await signIn(page, c.email, "Not-the-password-1");
  await expect(page.getByText("Email or password is incorrect")).toBeVisible();
  await expect(page).toHaveURL(/\/account\/signin$/);
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(c.email);
});

test("sign-up says which field is taken", async ({ page, request }) => {
  const c = newCustomer();
  await registerViaApi(request, c);
  await page.goto("/sign-up");
  await page.getByLabel("First name").fill("Other");
  await page.getByLabel("Last name").fill("Person");
  await page.getByLabel("Email").fill(c.email);
  await page.getByLabel("Mobile number").fill(newCustomer().mobileNo);
  await page.getByLabel("Password (at least 8 characters)").fill(c.password);
  await page.getByLabel("Confirm password").fill(c.password);
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#signup-email-error")).toHaveText("An account with this email already exists. Sign in instead.");
});

test("forgotten password: Find your account, follow the reset link, signed in with the new password", async ({ page, request, baseURL }) => {
  const c = newCustomer("Reem", "Reset");
  const userId = await registerViaApi(request, c);
  await page.goto("/account/signin");
  await page.getByRole("button", { name: "Forgot password?" }).click();
  const dialog = page.getByRole("dialog", { name: "Find your account" });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);

  await page.getByRole("button", { name: "Forgot password?" }).click();
  await dialog.getByLabel("Email or mobile number").fill(c.email);
  await dialog.getByRole("button", { name: "Send" }).click();
  await expect(dialog.getByRole("status")).toContainText("If an account matches");

  await page.goto(await loggedResetPath(userId, baseURL!));
  const newPassword = "Cardamom-Lantern-77";
  await page.getByLabel("New password (at least 8 characters)").fill(newPassword);
  await page.getByLabel("Confirm password").fill(newPassword);
  await page.getByRole("button", { name: "Save and sign in" }).click();
  await expect(page.getByText("Your password has been changed. You are signed in.")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expectSignedIn(page, c);

  // The old password no longer works; the new one does.
  await logOutFromAccountMenu(page);
  await page.goto("/sign-in");
  await signIn(page, c.email, c.password);
  await expect(page.getByText("Email or password is incorrect")).toBeVisible();
  await signIn(page, c.email, newPassword);
  await expect(page.getByText("Logged in successfully")).toBeVisible();
});

test("from the order: /account, then sign in, lands on the address form (no address yet)", async ({ page, request }) => {
  const c = newCustomer("Fahad", "Checkout");
  await registerViaApi(request, c);
  await page.goto("/account");
  await expect(page.getByRole("link", { name: "Back to packages" })).toHaveAttribute("href", "/package");
  await expect(page.getByRole("link", { name: "Sign up and create your account" })).toBeVisible();
  await page.getByRole("link", { name: "Sign in to your account" }).click();
  await expect(page).toHaveURL(/\/account\/signin$/);
  await signIn(page, c.email, c.password);
  await expect(page).toHaveURL(/\/checkout\/add-address$/);
  // The flag is spent: a later sign-in goes home.
  const { settings } = await deviceData(page);
  expect(settings).not.toContainEqual(expect.objectContaining({ key: "checkoutFlow" }));
});

test("from the order: /account, then sign up, lands on the address form", async ({ page }) => {
  const c = newCustomer("Sara", "Signup");
  await page.goto("/account");
  await page.getByRole("link", { name: "Sign up and create your account" }).click();
  await page.getByLabel("First name").fill(c.firstName);
  await page.getByLabel("Last name").fill(c.lastName);
  await page.getByLabel("Email").fill(c.email);
  await page.getByLabel("Mobile number").fill(c.mobileNo);
  await page.getByLabel("Password (at least 8 characters)").fill(c.password);
  await page.getByLabel("Confirm password").fill(c.password);
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page).toHaveURL(/\/checkout\/add-address$/);
});

test("on a phone: the folded menu has a Log out entry", async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  const c = newCustomer("Mona", "Mobile");
  await registerViaApi(request, c);
  await page.goto("/sign-in");
  await signIn(page, c.email, c.password);
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole("button", { name: "Navigation", exact: true }).click();
  await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Log out" }).click();
  await expect(page.getByText("Logged out successfully")).toBeVisible();
  expect((await deviceData(page)).user.session).toEqual([]);
});
