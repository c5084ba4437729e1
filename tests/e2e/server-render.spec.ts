// The public screens as the server sends them (server/ssr.ts): painted before any script runs, in
// the page's language, then taken over by the app in place (hydration), with nothing logged and
// the same elements on screen. English and Arabic.
import { expect, test, type Page } from "./support/test.ts";
import { arabic } from "./support/catalog.ts";

// The service worker takes part here: the page that hydrates also registers it, and logs nothing.
test.use({ serviceWorkers: "allow" });

type WireMeal = { meal_name: string };
type WirePackage = { package_name: string; package_master_id: number };

for (const lang of ["English", "Arabic"] as const) {
  const tr = (english: string) => (lang === "Arabic" ? arabic(english) : english);
  const langId = lang === "Arabic" ? 2 : 1;
  const q = lang === "Arabic" ? "?lang=ar" : "?lang=en";

  test.describe(`${lang}, with no script running`, () => {
    test.use({ javaScriptEnabled: false });

    test(`/, /menu, /package, a package, the terms, the calculator and sign-in arrive painted`, async ({ page, request }) => {
      const packages = ((await (await request.post("/api/packagelist", { form: { lang_id: langId } })).json()) as { data: WirePackage[] })
        .data;
      const breakfast = (
        (await (await request.post("/api/meallist", { form: { lang_id: langId, package_id: 24, mealtype_id: 1 } })).json()) as {
          data: WireMeal[];
        }
      ).data;

      await page.goto(`/${q}`);
      await expect(page.locator("html")).toHaveAttribute("dir", lang === "Arabic" ? "rtl" : "ltr");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(tr("Healthy meals, delivered fresh across Kuwait every day"));
      const cards = page.getByRole("group", { name: tr("Our packages") }).getByRole("link");
      await expect(cards).toHaveCount(packages.length);
      for (const [i, p] of packages.entries()) await expect(cards.nth(i)).toContainText(p.package_name);

      await page.goto(`/menu${q}`);
      await expect(page.getByRole("tabpanel").getByRole("status")).toContainText(String(breakfast.length));
      await expect(page.locator(".dish-card h3").first()).toHaveText(breakfast[0]!.meal_name);

      await page.goto(`/package${q}`);
      for (const p of packages) await expect(page.locator(".choice-card", { hasText: p.package_name })).toBeVisible();

      await page.goto(`/package/${packages[0]!.package_master_id}${q}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(packages[0]!.package_name);
      await expect(page.locator(".price-table")).toBeVisible();
      await page.goto(`/terms-conditions${q}`);
      await expect(page.locator(".legal-text h2").first()).toBeVisible();
      await page.goto(`/calculate-calorie/know-gender${q}`);
      await expect(page.getByText(tr("What is your gender?"))).toBeVisible();
      await page.goto(`/sign-in${q}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(tr("Sign in to your account"));
      await expect(page.locator('input[type="password"]')).toBeVisible();
    });
  });

  test(`${lang}: a package's page and the terms arrive painted, then the app takes them over in place and logs nothing`, async ({ page, request }) => {
    const problems = watchProblems(page);
    const packages = ((await (await request.post("/api/packagelist", { form: { lang_id: langId } })).json()) as { data: WirePackage[] }).data;
    const pkg = packages[1] ?? packages[0]!;
    // The page's first heading as parsed from the server's HTML, before any script ran.
    await page.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () => {
        (window as unknown as { __parsed: Element | null }).__parsed = document.querySelector("main h1");
      });
    });
    const keptHeading = () =>
      page.evaluate(() => {
        const parsed = (window as unknown as { __parsed: Element | null }).__parsed;
        return parsed !== null && parsed === document.querySelector("main h1");
      });

    await page.goto(`/package/${pkg.package_master_id}${q}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pkg.package_name);
    await expect(page.locator(".price-table")).toBeVisible();
    expect(await keptHeading()).toBe(true);

    await page.goto(`/terms-conditions${q}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(tr("Terms and Conditions"));
    await expect(page.locator(".legal-text h2").first()).toBeVisible();
    expect(await keptHeading()).toBe(true);
    // It responds: ordering the package opens the builder.
    await page.goto(`/package/${pkg.package_master_id}${q}`);
    await page.getByRole("button", { name: tr("Order this package") }).click();
    await expect(page).toHaveURL(/\/package$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(tr("Build your order"));
    expect(problems).toEqual([]);
  });

  test(`${lang}: the app takes over the painted page in place, logs nothing, and responds`, async ({ page }) => {
    const problems = watchProblems(page);
    // The first heading and dish card as parsed from the server's HTML, before any script ran.
    await page.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () => {
        const w = window as unknown as { __parsed: (Element | null)[] };
        w.__parsed = [document.querySelector("main h1"), document.querySelector(".dish-card")];
      });
    });
    await page.goto(`/menu${q}`);
    const kept = await page.evaluate(() => {
      const [h1, card] = (window as unknown as { __parsed: (Element | null)[] }).__parsed;
      return {
        h1: h1 !== null && h1 === document.querySelector("main h1"),
        card: card !== null && card === document.querySelector(".dish-card"),
      };
    });
    expect(kept).toEqual({ h1: true, card: true });
    // It responds: another category, from the API.
    await page.getByRole("tab", { name: tr("Main Meals") }).click();
    await expect(page.getByRole("tab", { name: tr("Main Meals") })).toHaveAttribute("aria-selected", "true");
    await expect(page.locator(".dish-card").first()).toBeVisible();
    expect(problems).toEqual([]);
  });
}

test("before the app runs, the language link loads the page in Arabic; the choice then comes back from the server", async ({ browser }) => {
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const page = await noScript.newPage();
  await page.goto("/menu");
  await page.getByRole("link", { name: "العربية" }).click();
  await expect(page).toHaveURL(/\/menu\?lang=ar$/);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(arabic("Our menu"));
  await noScript.close();
});

test("the language chosen in the app is the one the server renders next time", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "العربية" }).click();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  // The app wrote the cookie the server reads; the page's own requests carry it.
  const html = await (await page.request.get("/menu")).text();
  expect(html).toContain('<html lang="ar" dir="rtl">');
  await page.getByRole("link", { name: "English" }).click();
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  expect(await (await page.request.get("/menu")).text()).toContain('<html lang="en" dir="ltr">');
});

function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" || m.type() === "warning") problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on("pageerror", (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}
