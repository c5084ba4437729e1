// The built PWA as the server sends it (server/app.ts with a build folder): precompressed files,
// cache lifetimes per kind of file, the SPA fallback for client routes, no path outside the
// folder, and an API-only server when there is no build.
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "./app.ts";
import { withSupportContacts } from "./support/contacts.ts";
import { SCREENS } from "../scripts/lib/screens.mjs";
import { builtSite, DEMO_CONTACTS, SERVED_SHELL, SHELL, type BuiltSite } from "../tests/support/built-site.ts";
import { clientFor, createTestApp, type TestApp } from "../tests/support/test-app.ts";

let t: TestApp;
let built: BuiltSite;
let site: BuiltSite["site"];

beforeAll(async () => {
  t = await createTestApp();
  built = await builtSite(t.db);
  site = built.site;
});

afterAll(async () => {
  await t?.close();
  await built?.remove();
});

describe("the built PWA", () => {
  it("sends the build's brotli file to a browser that accepts it, with the caching of the file itself", async () => {
    const asset = await site.request("/assets/app-abc123.js", { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(asset.headers.get("content-encoding")).toBe("br");
    expect(asset.headers.get("content-type")).toMatch(/javascript/);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(brotliDecompressSync(Buffer.from(await asset.arrayBuffer())).toString()).toContain("console.log");
    const sw = await site.request("/sw.js", { headers: { "accept-encoding": "br" } });
    expect(sw.headers.get("content-encoding")).toBe("br");
    expect(sw.headers.get("cache-control")).toBe("no-cache");
    // Without brotli, the plain file (gzipped on the way when it is worth it).
    const plain = await site.request("/sw.js");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toContain("addEventListener");
  });

  it("serves hashed assets as immutable for a year", async () => {
    const res = await site.get("/assets/app-abc123.js");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/javascript/);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("serves the service worker, index.html and the manifest with no-cache", async () => {
    for (const file of ["/sw.js", "/index.html", "/manifest.webmanifest"]) {
      const res = await site.get(file);
      expect(res.status, file).toBe(200);
      expect(res.headers.get("cache-control"), file).toBe("no-cache");
    }
    expect(await (await site.get("/index.html")).text()).toBe(SERVED_SHELL);
  });

  it("answers client-side routes with the app shell, no-cache", async () => {
    for (const route of ["/", "/menu", "/checkout/add-address", "/PACKAGE/24/pricing", "/calculate-calorie/know-gender"]) {
      const res = await site.get(route);
      expect(res.status, route).toBe(200);
      expect(res.headers.get("content-type"), route).toMatch(/^text\/html/);
      expect(res.headers.get("cache-control"), route).toBe("no-cache");
      expect(await res.text(), route).toBe(SERVED_SHELL);
    }
  });

  it("answers 404 for files that do not exist, and never serves outside its folder", async () => {
    for (const file of ["/nope.js", "/assets/app-missing.js", "/media/nope", "/..%2fsecret.txt", "/%2e%2e/secret.txt", "/assets/..%2F..%2Fsecret.txt"]) {
      const res = await site.get(file);
      expect(res.status, file).toBe(404);
      expect(await res.text(), file).not.toContain("outside the web root");
    }
  });

  it("answers every screen of docs/product-rules.md 'Screens' with the shell, and a path naming nothing with the shell and 404", async () => {
    for (const screen of SCREENS.filter((s) => s.name !== "not-found")) {
      expect((await site.get(screen.path)).status, screen.path).toBe(200);
    }
    for (const route of ["/no-such-page", "/PACKAGE/999", "/package/abc", "/calculate-calorie/know-shoe-size", "/checkout/nowhere"]) {
      const res = await site.get(route);
      expect(res.status, route).toBe(404);
      expect(res.headers.get("content-type"), route).toMatch(/^text\/html/);
      expect(await res.text(), route).toBe(SERVED_SHELL);
    }
  });

  it("answers a file-like path that is no file with a plain 404, never the app", async () => {
    for (const file of ["/assets/x.js~", "/assets/app-abc123.js.bak", "/icons/nope", "/favicon.png", "/wp-login.php"]) {
      const res = await site.get(file);
      expect(res.status, file).toBe(404);
      expect(res.headers.get("content-type"), file).toMatch(/^text\/plain/);
    }
  });

  it("gives other static files a day of caching", async () => {
    const res = await site.get("/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=86400");
  });

  it("marks every page with the shop's mode, the demo's by default and a live shop's when live", async () => {
    expect(SERVED_SHELL).toContain('<meta name="shop-mode" content="demo"><meta name="support-phone"');
    expect(SERVED_SHELL.replace('<meta name="shop-mode" content="demo">', "")).toBe(withSupportContacts(SHELL, DEMO_CONTACTS));
    const provider = { name: "provider-double", startPayment: async () => ({ url: "https://pay.example/x" }), verifyCallback: () => undefined, fetchStatus: async () => "pending" as const };
    const live = clientFor(createApp({ db: t.db, staticDir: path.join(built.dir, "dist"), mode: "live", gateway: provider }));
    for (const route of ["/", "/index.html", "/menu", "/no-such-page"]) {
      expect(await (await live.get(route)).text(), route).toContain('<meta name="shop-mode" content="live"><meta name="support-phone"');
    }
  });

  it("serves only the API and media when there is no build", async () => {
    const bare = clientFor(createApp({ db: t.db, staticDir: path.join(built.dir, "missing") }));
    expect((await bare.get("/menu")).status).toBe(404);
    expect((await bare.get("/api/packagelist", { lang_id: 1 })).status).toBe(200);
  });
});
