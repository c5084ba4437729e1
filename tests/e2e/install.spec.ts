// Foundation: the app is installable. Chromium's own verdict through the DevTools protocol
// (Page.getInstallabilityErrors must be empty; it needs a persistent, non-incognito profile), and
// the manifest fields a home-screen install relies on, icons checked down to their pixel size.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, expect, test } from "./support/test.ts";
import { CHROMIUM_ARGS, chromiumPath } from "./support/browser.ts";

// The service worker takes part here (offline, install or update): the suite blocks it elsewhere (playwright.config.ts).
test.use({ serviceWorkers: "allow" });

type ManifestIcon = { src: string; sizes: string; type?: string; purpose?: string };
type Manifest = {
  name?: string;
  short_name?: string;
  start_url?: string;
  scope?: string;
  display?: string;
  theme_color?: string;
  background_color?: string;
  lang?: string;
  icons?: ManifestIcon[];
};

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test("Chromium finds the app installable (Page.getInstallabilityErrors is empty)", async ({ baseURL }) => {
  const profile = mkdtempSync(path.join(tmpdir(), "e2e-profile-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    args: CHROMIUM_ARGS,
    headless: true,
    baseURL,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send("Page.getAppManifest");
    expect(manifest.errors).toEqual([]);
    expect(manifest.url).toBe(`${baseURL}/manifest.webmanifest`);
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test("the manifest has the fields and icons an install needs", async ({ request, page }) => {
  await page.goto("/");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBe("/manifest.webmanifest");

  const response = await request.get(href ?? "");
  expect(response.ok()).toBe(true);
  expect(response.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
  const manifest = (await response.json()) as Manifest;
  expect(manifest).toMatchObject({
    name: "Fit Meals Kuwait",
    short_name: "Fit Meals",
    start_url: "/",
    scope: "/",
    display: "standalone",
    lang: "en",
  });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  // The theme colour in the page matches the manifest's, so the install looks the same as the tab.
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", manifest.theme_color ?? "");

  const icons = manifest.icons ?? [];
  const want = [
    { sizes: "192x192", purpose: "any" },
    { sizes: "512x512", purpose: "any" },
    { sizes: "512x512", purpose: "maskable" },
  ];
  for (const { sizes, purpose } of want) {
    const icon = icons.find((i) => i.sizes === sizes && (i.purpose ?? "any").split(" ").includes(purpose));
    expect(icon, `an icon ${sizes} for purpose ${purpose}`).toBeDefined();
    const file = await request.get(icon?.src ?? "");
    expect(file.ok(), `${icon?.src} is served`).toBe(true);
    expect(file.headers()["content-type"]).toBe("image/png");
    const [w, h] = sizes.split("x").map(Number);
    expect(pngSize(await file.body()), `${icon?.src} is really ${sizes}`).toEqual({ width: w, height: h });
  }
});
