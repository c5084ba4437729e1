// The demo's footer line (README "Demo and live"): the e2e server runs the demo `npm start` runs,
// so every page says payments are simulated, in English and Arabic, and so does a page opened
// offline from the service worker's shell.
import { expect, test } from "./support/test.ts";
import { serviceWorkerControls } from "./support/helpers.ts";

test.use({ serviceWorkers: "allow" });

test("the footer says it is a demo shop, online and offline, in both languages", async ({ page, context }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByText("Demo shop: payments are simulated and no money is taken.")).toBeVisible();
  await page.goto("/privacy-policy?lang=ar");
  await expect(footer.getByText("متجر تجريبي: المدفوعات محاكاة ولا يُخصم أي مبلغ.")).toBeVisible();
  await page.goto("/?lang=en");
  await serviceWorkerControls(page);

  await context.setOffline(true);
  try {
    await page.goto("/calculate-calorie/know-gender");
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(footer.getByText("Demo shop: payments are simulated and no money is taken.")).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});
