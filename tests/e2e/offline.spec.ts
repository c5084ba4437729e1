// Foundation: the service worker takes control on the first visit and precaches the shell; with
// the network cut, a reload still shows the app and a new route is answered by the navigation
// fallback (index.html from the precache).
import { expect, test } from "./support/test.ts";
import { serviceWorkerControls } from "./support/helpers.ts";

// The service worker takes part here (offline, install or update): the suite blocks it elsewhere (playwright.config.ts).
test.use({ serviceWorkers: "allow" });

test("the precache holds the shell: index.html and the manifest", async ({ page }) => {
  await page.goto("/");
  await serviceWorkerControls(page);
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
  expect(cached).toContain("/index.html");
  expect(cached).toContain("/manifest.webmanifest");
  expect(cached.some((p) => /^\/assets\/index-[\w-]+\.js$/.test(p))).toBe(true);
});

test("offline: reload shows the shell and a new route opens from the navigation fallback", async ({ page, context }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await serviceWorkerControls(page);

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Healthy meals, delivered fresh across Kuwait every day");
    // The page really is offline: a network call fails.
    expect(await page.evaluate(() => fetch("/api/packagelist?lang_id=1").then(() => "online", () => "offline"))).toBe("offline");

    await page.goto("/menu");
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Page not found");
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Menu" })).toHaveAttribute("aria-current", "page");
  } finally {
    await context.setOffline(false);
  }
});
