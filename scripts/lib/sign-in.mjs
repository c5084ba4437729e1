// Signs a customer in through /sign-in in a Playwright page, as a customer does: types the email and
// password and presses "Sign in" once the app runs (before, the button is disabled). Resolves when
// the app has left /sign-in. Used by `npm run shots` and by the bench's signed-in Lighthouse audits.
/** @param {import("playwright-core").Page} page @param {{ email: string, password: string }} customer */
export async function signInThroughPage(page, baseURL, lang, customer) {
  await page.goto(`${baseURL}/sign-in?lang=${lang}`);
  await page.locator("main form input[type=email]").fill(customer.email);
  await page.locator("main form input[type=password]").fill(customer.password);
  await page.locator("main form button[type=submit]:enabled").click();
  await page.waitForURL((url) => !url.pathname.startsWith("/sign-in"), { timeout: 30_000 });
}
