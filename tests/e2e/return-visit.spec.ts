// A subscriber's return visit, as the installed app shows it: the service worker answers each page
// with the app's shell, and the browser renders the screen from what the device keeps (no server
// rendering). Nothing moves while it does, in English and in Arabic: not the header, whose Sign in
// and SUBSCRIBE become the account menu and My plan once the session and the plan are read from the
// device (the language toggle between them moved), not the order builder (drawn in a narrow box
// while it loaded, then in its own: a layout shift of 0.16 on a desktop), not a package's page, and
// not the menu's credit line (drawn under the first cards, pushed off a phone's screen by the rest:
// 0.05). My plan's own return visit is my-plan.spec.ts's.
import { newCustomer, registerViaApi, signInAs } from "./support/account.ts";
import { arabic } from "./support/catalog.ts";
import { layoutShifts, recordLayoutShifts, serviceWorkerControls } from "./support/helpers.ts";
import { tokenOf } from "./support/order.ts";
import { buyPlanViaApi } from "./support/plan.ts";
import { expect, test, type Locator, type Page } from "./support/test.ts";

// The service worker is what renders a return visit in the browser (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: "allow" });

const LANGS = [
  { name: "English", code: "en", tr: (s: string) => s },
  { name: "Arabic", code: "ar", tr: (s: string) => arabic(s) },
] as const;

for (const { name, code, tr } of LANGS) {
  test(`${name}: a subscriber's return visit to the builder, a package and the menu moves nothing, on a desktop and a phone`, async ({
    page,
    request,
  }) => {
    const customer = newCustomer(code === "ar" ? "Hessa" : "Bader", "Return");
    await registerViaApi(request, customer);
    await signInAs(page, customer);
    await buyPlanViaApi(request, await tokenOf(page));
    await serviceWorkerControls(page);
    const myPlan = page.locator(".site-header .header-actions").getByRole("link", { name: tr("My plan"), exact: true });
    // My plan once, so the device holds the plan the header reads.
    await page.goto(`/my-plan?lang=${code}`);
    await expect(myPlan).toBeVisible();

    await recordLayoutShifts(page);
    const screens: { path: string; width: number; drawn: (page: Page) => Locator }[] = [
      { path: "/package", width: 1280, drawn: (p) => p.locator(".price-bar") },
      { path: "/package/24", width: 1280, drawn: (p) => p.locator(".price-table") },
      {
        path: "/menu",
        width: 390,
        drawn: (p) => p.getByText(tr("Dish pictures composed from Microsoft's Fluent Emoji 3D, MIT licence."), { exact: true }),
      },
    ];
    for (const { path, width, drawn } of screens) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${path}?lang=${code}`);
      // Rendered here, from the worker's shell, not by the server (whose pages carry their seed).
      expect(await page.locator("#ssr-seed").count(), `${path}: the shell, not a server-rendered page`).toBe(0);
      await expect(drawn(page)).toBeAttached();
      await expect(myPlan).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", code);
      expect(await layoutShifts(page), `${path} at ${width} px`).toEqual([]);
    }
  });
}
