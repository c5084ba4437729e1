// Packages: /package offers the three packages in the order builder (description popup, choice kept), /PACKAGE/{id} shows a
// package's details and price range, an unknown id says 'package not found'; English and Arabic,
// axe on every screen, and the details page still opens offline once it was seen.
import { expect, test, type APIRequestContext } from "./support/test.ts";
import { arabic } from "./support/catalog.ts";
import { expectNoAxeViolation, serviceWorkerControls, switchToArabic } from "./support/helpers.ts";

// The service worker takes part here (offline, install or update): the suite blocks it elsewhere (playwright.config.ts).
test.use({ serviceWorkers: "allow" });

type WirePackage = { package_master_id: number; package_name: string; gram_label: string };

async function packageNames(request: APIRequestContext, langId: 1 | 2): Promise<WirePackage[]> {
  const res = await request.post("/api/packagelist", { form: { lang_id: langId, show_festival_package: 0 } });
  return ((await res.json()) as { data: WirePackage[] }).data;
}

/** The cheapest and dearest available combination of a package, as KD strings with 3 decimals. */
async function priceRange(request: APIRequestContext, packageId: number): Promise<[string, string]> {
  const res = await request.post("/api/packagelistV3", { form: { lang_id: 1, package_id: packageId } });
  const [details] = ((await res.json()) as { data: { sub_package_list: { sub_packages: { price_fils: number }[] }[] }[] }).data;
  const prices = details!.sub_package_list.flatMap((p) => p.sub_packages.map((s) => s.price_fils)).filter((p) => p > 0);
  return [Math.min(...prices), Math.max(...prices)].map((f) => (f / 1000).toFixed(3)) as [string, string];
}

for (const lang of ["English", "Arabic"] as const) {
  const tr = (english: string) => (lang === "Arabic" ? arabic(english) : english);

  test(`${lang}: /package offers the three packages as cards; the info opens the description, Escape closes it; the choice is kept`, async ({ page, request }) => {
    const names = await packageNames(request, lang === "Arabic" ? 2 : 1);
    await page.goto("/package");
    if (lang === "Arabic") await switchToArabic(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(tr("Build your order"));

    const radios = page.getByRole("radio", { name: new RegExp(names.map((p) => p.package_name).join("|")) });
    await expect(radios).toHaveCount(3);
    const fit = page.getByRole("radio", { name: new RegExp(names[1]!.package_name) });
    await expect(page.getByRole("radio", { name: new RegExp(names[0]!.package_name) })).toBeChecked();
    const img = page.locator(".choice-card").nth(1).locator("img"); // decorative (alt=""): the name follows
    await expect(img).toHaveAttribute("src", "/media/packages/26-320.webp");
    await expectNoAxeViolation(page);

    const info = page.getByRole("button", { name: tr("About {name}").replace("{name}", names[1]!.package_name) });
    await info.click();
    const dialog = page.getByRole("dialog", { name: names[1]!.package_name });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("heading", { level: 3 }).first()).toBeVisible(); // the description's own headings
    await expect(dialog.locator("script")).toHaveCount(0);
    await expectNoAxeViolation(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(info).toBeFocused();

    await fit.click();
    await expect(fit).toBeChecked();
    // The choice is in the order draft: it is still there after a reload.
    await page.reload();
    await expect(page.getByRole("radio", { name: new RegExp(names[1]!.package_name) })).toBeChecked();
    await expectNoAxeViolation(page);
  });

  test(`${lang}: /PACKAGE/26 shows the details and the price range, and 'Order this package' opens the builder with it chosen`, async ({ page, request }) => {
    const [min, max] = await priceRange(request, 26);
    const names = await packageNames(request, lang === "Arabic" ? 2 : 1);
    await page.goto("/PACKAGE/26");
    if (lang === "Arabic") await switchToArabic(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(names[1]!.package_name);

    // Macros of Fit (docs/product-rules.md "Package facts") as UI copy, and the days options with prices.
    await expect(page.getByRole("definition").filter({ hasText: "0–56" })).toBeVisible();
    await expect(page.getByText(tr("Protein source"), { exact: true })).toBeVisible();
    const overall = page.locator(".price-overall");
    await expect(overall).toContainText(min);
    await expect(overall).toContainText(max);
    if (lang === "English") await expect(overall).toHaveText(new RegExp(`^From KD\\s${min} to KD\\s${max}$`));
    const table = page.getByRole("table");
    await expect(table.getByRole("rowheader")).toHaveCount(4);
    await expect(table.getByRole("rowheader").first()).toHaveText(lang === "English" ? "6 delivery days" : "توصيل لمدة 6 أيام");
    await expect(page.getByRole("heading", { level: 2, name: tr("About {packageName}").replace("{packageName}", names[1]!.package_name) })).toBeVisible();
    await expectNoAxeViolation(page);

    await page.getByRole("button", { name: tr("Order this package") }).click();
    await expect(page).toHaveURL(/\/package$/);
    await expect(page.getByRole("radio", { name: new RegExp(names[1]!.package_name) })).toBeChecked();
  });

  test(`${lang}: an unknown package id says 'package not found' with a way back`, async ({ page }) => {
    await page.goto("/PACKAGE/999");
    if (lang === "Arabic") await switchToArabic(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(tr("Package not found"));
    // The tab names the missing package too, not the route's "Package details".
    await expect(page).toHaveTitle(`${tr("Package not found")} | ${tr("Fit Meals Kuwait")}`);
    await expectNoAxeViolation(page);

    await page.goto("/package/abc");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(tr("Package not found"));
    await page.getByRole("main").getByRole("link", { name: tr("See all packages") }).click();
    await expect(page).toHaveURL(/\/package$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(tr("Build your order"));
  });
}

test("offline: a package's details seen once still show after a reload with no network", async ({ page, context }) => {
  await page.goto("/PACKAGE/28");
  await expect(page.getByRole("table")).toBeVisible();
  await serviceWorkerControls(page);

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bulk");
    await expect(page.getByRole("definition").filter({ hasText: "0–74" })).toBeVisible();
    await expect(page.getByRole("table").getByRole("rowheader")).toHaveCount(4);
  } finally {
    await context.setOffline(false);
  }
});
