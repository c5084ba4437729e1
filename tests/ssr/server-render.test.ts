// The landing screens rendered by the server (server/ssr.ts with src/entry-server.tsx, compiled as
// `vite build --ssr` compiles it): what a browser receives before any script runs. The app runs
// in-process on the seeded database; the static folder is a small build whose shell has the
// parts server/ssr.ts rewrites (the entry script, module preloads, root element, html lang/dir).
import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app.ts";
import type { PaymentGateway } from "../../server/payments/gateway.ts";
import * as entry from "../../src/entry-server.tsx";
import { clientFor, openTestDatabase } from "../support/test-app.ts";
import { arabic } from "../e2e/support/catalog.ts";
import { terms } from "../../server/db/seed/catalog-data/content-terms.ts";
import { privacy } from "../../server/db/seed/catalog-data/content-privacy.ts";
import { fillLegal, readLegalSettings } from "../../server/support/legal.ts";
import { formatFils } from "../../rules/money.ts";
import type { DbHandle } from "../../server/db/client.ts";
import { PAGE_SIZE } from "../../src/features/menu/components/dish-list.tsx";

const SHELL = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <title>Fit Meals</title>
    <link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/latin-400.woff2" />
    <link rel="preload" as="font" type="font/woff2" crossorigin data-lang="ar" href="/assets/arabic-400.woff2" />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-abc.js">
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const MANIFEST = {
  "src/features/home/home-page.tsx": { file: "assets/home-page-abc.js", css: ["assets/home-page-abc.css"], imports: ["_badges.js"] },
  "_badges.js": { file: "assets/badges-abc.js", css: ["assets/badges-abc.css"] },
  "src/features/menu/menu-page.tsx": { file: "assets/menu-page-abc.js", css: ["assets/menu-page-abc.css", "assets/index-abc.css"] },
};

let handle: DbHandle;
let dir: string;
let site: ReturnType<typeof clientFor>;

beforeAll(async () => {
  handle = await openTestDatabase();
  dir = await mkdtemp(path.join(os.tmpdir(), "storefront-ssr-"));
  await mkdir(path.join(dir, ".vite"), { recursive: true });
  await mkdir(path.join(dir, "ssr"), { recursive: true });
  await writeFile(path.join(dir, "index.html"), SHELL);
  await writeFile(path.join(dir, ".vite/manifest.json"), JSON.stringify(MANIFEST));
  await writeFile(path.join(dir, "ssr/entry-server.js"), "export {};");
  site = clientFor(createApp({ db: handle.db, staticDir: dir, ssr: entry, catalog: { answerTtlMs: 0 } }));
});

afterAll(async () => {
  await handle?.close();
  await rm(dir, { recursive: true, force: true });
});

/** The page's parts: the root's HTML and the seed it carries. */
async function page(url: string, init?: RequestInit) {
  const res = await site.request(url, init);
  const html = await res.text();
  const root = /<div id="root">([\s\S]*)<\/div><script id="ssr-seed"/.exec(html)?.[1] ?? "";
  const seedText = /<script id="ssr-seed" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  const seed = seedText ? (JSON.parse(seedText) as { langId: number; path: string; values: Record<string, unknown> }) : undefined;
  return { res, html, root, seed, seedText: seedText ?? "" };
}

async function packageNames(lang: "en" | "ar"): Promise<string[]> {
  const rows = await handle.db.selectFrom("packages").select(["name_en", "name_ar"]).orderBy("sort").orderBy("id").execute();
  return rows.map((r) => (lang === "ar" ? r.name_ar : r.name_en));
}

describe("server-rendered landing screens", () => {
  it("/ in English: the banner and every package from the database, the seed it was rendered with, low-priority code", async () => {
    const { res, html, root, seed } = await page("/?lang=en");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/text\/html/);
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect(res.headers.get("vary")).toMatch(/cookie/i);
    expect(res.headers.get("content-security-policy")).toContain("script-src 'self'");
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(root).toContain("<h1>Healthy meals, delivered fresh across Kuwait every day</h1>");
    const names = await packageNames("en");
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(root).toContain(name);
    expect(seed?.langId).toBe(1);
    expect(seed?.path).toBe("/");
    expect((seed?.values["packages:1"] as { name: string }[]).map((p) => p.name)).toEqual(names);
    // The screen's stylesheets (its chunk's and its imports'), the code at low priority, no preloads.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/home-page-abc.css">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/badges-abc.css">');
    expect(html).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-abc.js">');
    expect(html).not.toContain("modulepreload");
  });

  it("marks each rendered page as a demo shop's and renders the footer's demo line with it (README \"Demo and live\")", async () => {
    const line = { en: "Demo shop: payments are simulated and no money is taken.", ar: "متجر تجريبي: المدفوعات محاكاة ولا يُخصم أي مبلغ." };
    for (const [url, lang] of [["/?lang=en", "en"], ["/menu?lang=ar", "ar"], ["/package", "en"]] as const) {
      const { html, root } = await page(url);
      expect(html.match(/<meta name="shop-mode" content="demo">/g), url).toHaveLength(1);
      // In the HTML already, so hydration finds the footer as the browser's page mode renders it.
      expect(textOf(root), url).toContain(line[lang]);
    }
  });

  it("a live shop's pages are marked live and have no demo line", async () => {
    // A live shop starts only with a real provider: one that these page views never call.
    const gateway: PaymentGateway = {
      name: "provider-double",
      startPayment: () => Promise.reject(new Error("no payment in a page view")),
      verifyCallback: () => undefined,
      fetchStatus: () => Promise.reject(new Error("no payment in a page view")),
    };
    const live = clientFor(createApp({ db: handle.db, staticDir: dir, ssr: entry, catalog: { answerTtlMs: 0 }, mode: "live", gateway }));
    for (const url of ["/?lang=en", "/menu?lang=ar"]) {
      const html = await (await live.request(url)).text();
      expect(html.match(/<meta name="shop-mode" content="live">/g), url).toHaveLength(1);
      expect(html, url).toContain('<footer class="site-footer">');
      expect(html, url).not.toMatch(/Demo shop|متجر تجريبي/);
    }
  });

  it("/menu in Arabic: right to left, the breakfast dishes of the first package in Arabic, a stylesheet named once", async () => {
    const { html, root, seed } = await page("/menu?lang=ar");
    expect(html).toContain('<html lang="ar" dir="rtl">');
    // The screen's own title and description, in Arabic, once.
    expect(html).toContain("<title>المنيو | فِت ميلز الكويت</title>");
    expect(html.match(/<meta name="description" content="([^"]*)"/g)).toEqual([
      '<meta name="description" content="نحو 300 طبق صحي: فطور ووجبات رئيسية وسناكات وشوربات، مع سعراتها والأيام التي تُقدَّم فيها."',
    ]);
    const dishes = await handle.db
      .selectFrom("meals")
      .innerJoin("meal_packages", "meal_packages.meal_id", "meals.id")
      .select(["meals.name_ar"])
      .where("meal_packages.package_id", "=", 24)
      .where("meals.meal_type_id", "=", 1)
      .execute();
    expect(dishes.length).toBeGreaterThan(0);
    const seeded = seed?.values["meals:2:24:1"] as { name: string }[];
    expect(seeded.map((m) => m.name).sort()).toEqual(dishes.map((d) => d.name_ar).sort());
    // The first cards are in the HTML (the list renders a page of them).
    expect(root).toContain(seeded[0]!.name);
    // All of that page in place, the slice hydrated later too (data/seed.tsx HydrateLater): none
    // sent after the rest with an inline script, which the Content-Security-Policy refuses.
    expect(root.match(/<li class="dish-card[ "]/g)).toHaveLength(Math.min(seeded.length, PAGE_SIZE));
    expect(root).not.toMatch(/<script|<template|<!--\$\?-->/);
    expect(root).toContain("المنيو");
    expect(html.match(/index-abc\.css/g)).toHaveLength(1);
  });

  it("/package: the builder with the package choices, delivery times and methods, and the first package's prices", async () => {
    const { root, seed } = await page("/package?lang=en");
    const keys = Object.keys(seed?.values ?? {}).sort();
    expect(keys).toEqual(expect.arrayContaining(["packages:1", "deliveryTimes:1", "deliveryMethods:1"]));
    expect(keys.some((k) => k.startsWith("details:1:"))).toBe(true);
    for (const name of await packageNames("en")) expect(root).toContain(name);
    const times = await handle.db.selectFrom("delivery_times").select("name_en").execute();
    expect(root).toContain(times[0]!.name_en);
  });

  it("preloads a face marked for one language on that language's pages only", async () => {
    for (const url of ["/?lang=en", "/menu?lang=en", "/package?lang=en"]) {
      const { html } = await page(url);
      expect(html).toContain('href="/assets/latin-400.woff2"');
      expect(html).not.toContain("arabic-400.woff2");
    }
    for (const url of ["/?lang=ar", "/menu?lang=ar"]) {
      const { html } = await page(url);
      expect(html).toContain('href="/assets/latin-400.woff2"');
      expect(html).toContain('<link rel="preload" as="font" type="font/woff2" crossorigin data-lang="ar" href="/assets/arabic-400.woff2" />');
    }
  });

  it("takes the language from the cookie the app writes, and a link's ?lang= over it", async () => {
    const arabic = await page("/", { headers: { cookie: "other=1; lang=ar" } });
    expect(arabic.html).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.seed?.langId).toBe(2);
    for (const name of await packageNames("ar")) expect(arabic.root).toContain(name);
    const asked = await page("/?lang=en", { headers: { cookie: "lang=ar" } });
    expect(asked.seed?.langId).toBe(1);
    const unknown = await page("/", { headers: { cookie: "lang=fr" } });
    expect(unknown.seed?.langId).toBe(1);
  });

  it("hostile catalog text arrives as text: nothing closes the seed's script or opens an element", async () => {
    const hostile = `</script><script>alert(1)</script><img src=x onerror=alert(2)>`;
    const before = await handle.db.selectFrom("packages").select(["id", "name_en"]).orderBy("sort").orderBy("id").executeTakeFirstOrThrow();
    await handle.db.updateTable("packages").set({ name_en: hostile }).where("id", "=", before.id).execute();
    try {
      const { html, root, seed, seedText } = await page("/?lang=en");
      expect(html.match(/<script/g)).toHaveLength(2); // the entry and the seed
      expect(root).not.toContain("<img src=x");
      expect(root).toContain("&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;");
      expect(seedText).not.toMatch(/[<>]/);
      expect((seed?.values["packages:1"] as { name: string }[])[0]!.name).toBe(hostile);
    } finally {
      await handle.db.updateTable("packages").set({ name_en: before.name_en }).where("id", "=", before.id).execute();
    }
  });

  it("signed-in screens get the shell; the renderer and the manifest are never served", async () => {
    for (const signedIn of ["/my-plan", "/checkout", "/ThankYou", "/my-plan/preferences", "/ops"]) {
      const res = await site.request(signedIn);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<div id="root"></div>');
    }
    for (const hidden of ["/ssr/entry-server.js", "/.vite/manifest.json"]) expect((await site.request(hidden)).status).toBe(404);
  });

  it("renders the page around a catalog that cannot be read: packages loading, nothing seeded", async () => {
    await sql`alter table packages rename to packages_away`.execute(handle.db);
    try {
      const res = await site.request("/?lang=en");
      expect(res.status).toBe(200);
      const html = await res.text();
      // The page still renders: the packages show as loading, and the browser asks for them again.
      expect(html).toContain("<h1>Healthy meals, delivered fresh across Kuwait every day</h1>");
      expect(html).not.toContain("packages:1");
    } finally {
      await sql`alter table packages_away rename to packages`.execute(handle.db);
    }
  });

  it("reuses a rendered page while the catalog answers it was made of are kept, per language and address", async () => {
    const renders: string[] = [];
    const counted = {
      renderedPath: entry.renderedPath,
      renderPage: (input: entry.RenderInput) => (renders.push(`${input.langId} ${input.pathname}${input.search}`), entry.renderPage(input)),
    };
    const kept = clientFor(createApp({ db: handle.db, staticDir: dir, ssr: counted, catalog: { answerTtlMs: 60_000 } }));
    const first = await (await kept.request("/?lang=en")).text();
    expect(await (await kept.request("/?lang=en")).text()).toBe(first);
    expect(await (await kept.request("/?lang=ar")).text()).toContain('<html lang="ar" dir="rtl">');
    await kept.request("/", { headers: { cookie: "lang=ar" } });
    await kept.request("/?lang=ar");
    expect(renders).toEqual(["1 /?lang=en", "2 /?lang=ar", "2 /"]);
  });

  it("answers the shell when the renderer fails, and logs why", async () => {
    const errors: unknown[][] = [];
    const broken = { renderedPath: entry.renderedPath, renderPage: () => Promise.reject(new Error("renderer broke")) };
    const app = clientFor(
      createApp({
        db: handle.db,
        staticDir: dir,
        ssr: broken,
        logger: { error: (...a: unknown[]) => void errors.push(a), info: () => {} },
      }),
    );
    const res = await app.request("/menu");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain("modulepreload");
    expect(String(errors[0]?.[0])).toMatch(/server rendering failed/);
  });
});

/**
 * Renders through the app like a request, with the render's in-process API calls counted: one
 * render pass asks each catalog scope once (the route's loader), never again while rendering.
 */
async function countedPage(url: string) {
  const calls: string[] = [];
  const counting = {
    renderedPath: entry.renderedPath,
    renderPage: (input: entry.RenderInput) =>
      entry.renderPage({
        ...input,
        fetch: (async (target: RequestInfo | URL, init?: RequestInit) => {
          const request = new Request(target, init);
          calls.push(`${new URL(request.url).pathname} ${await request.clone().text()}`);
          return input.fetch(request);
        }) as typeof fetch,
      }),
  };
  const app = clientFor(createApp({ db: handle.db, staticDir: dir, ssr: counting, catalog: { answerTtlMs: 0 } }));
  const res = await app.request(url);
  const html = await res.text();
  const root = /<div id="root">([\s\S]*)<\/div><script id="ssr-seed"/.exec(html)?.[1] ?? "";
  const seedText = /<script id="ssr-seed" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  const seed = seedText ? (JSON.parse(seedText) as { langId: number; path: string; values: Record<string, unknown> }) : undefined;
  return { html, root, seed, calls };
}

/** Text as the HTML shows it (entities of the rendered page decoded, tags dropped). */
const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, "")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

describe("every public screen arrives rendered, in English and Arabic, from one loader run", () => {
  for (const lang of ["en", "ar"] as const) {
    const langId = lang === "ar" ? 2 : 1;
    const tr = (english: string) => (lang === "ar" ? arabic(english) : english);

    it(`${lang}: a package's page shows its name, description and prices, its list and details each asked once`, async () => {
      const pkg = await handle.db
        .selectFrom("packages")
        .select(["id", "name_en", "name_ar", "description_en", "description_ar"])
        .orderBy("sort")
        .orderBy("id")
        .offset(1)
        .executeTakeFirstOrThrow();
      const prices = await handle.db.selectFrom("sub_packages").select("price_fils").where("package_id", "=", pkg.id).where("price_fils", ">", 0).execute();
      expect(prices.length).toBeGreaterThan(0);
      const { html, root, seed, calls } = await countedPage(`/package/${pkg.id}?lang=${lang}`);
      expect(html).toContain(`<html lang="${lang}" dir="${lang === "ar" ? "rtl" : "ltr"}">`);
      expect(root).toContain(`<h1 id="package-title">${lang === "ar" ? pkg.name_ar : pkg.name_en}</h1>`);
      expect(textOf(root)).toContain(formatFils(Math.min(...prices.map((p) => p.price_fils)), lang));
      // The description (catalog HTML, passed through the allowlist) as text.
      const description = textOf(lang === "ar" ? pkg.description_ar : pkg.description_en).replace(/\s+/g, " ").trim();
      expect(description.length).toBeGreaterThan(10);
      expect(textOf(root).replace(/\s+/g, " ")).toContain(description.slice(0, 40));
      expect(Object.keys(seed?.values ?? {}).sort()).toEqual([`details:${langId}:${pkg.id}`, `packages:${langId}`]);
      expect(new Set(calls).size).toBe(calls.length);
      expect(calls.length).toBe(2);
      // The screen's own stylesheet and title.
      expect(html).toContain(`<title>${tr("Package details")}`);
    });

    it(`${lang}: a package's hostile description is rendered by DOMPurify: its text stays, nothing that runs`, async () => {
      const pkg = await handle.db.selectFrom("packages").select(["id", "description_en", "description_ar"]).orderBy("id").executeTakeFirstOrThrow();
      const column = lang === "ar" ? "description_ar" : "description_en";
      const hostile = `<p>Safe words stay</p><img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">Open offer</a><a href="https://example.com/x">Out</a><iframe src="https://evil.example"></iframe><p onclick="alert(4)" style="color:red">Styled</p>`;
      await handle.db.updateTable("packages").set({ [column]: hostile }).where("id", "=", pkg.id).execute();
      try {
        const { root } = await countedPage(`/package/${pkg.id}?lang=${lang}`);
        const description = /<div class="rich-text[^"]*"[^>]*>([\s\S]*?)<\/div>/.exec(root)?.[1];
        expect(description).toBe(
          `<p>Safe words stay</p><a>Open offer</a><a href="https://example.com/x" rel="noopener noreferrer" target="_blank">Out</a><p>Styled</p>`,
        );
      } finally {
        await handle.db.updateTable("packages").set({ [column]: pkg[column] }).where("id", "=", pkg.id).execute();
      }
    });

    it(`${lang}: the terms and the privacy policy show their text, asked once`, async () => {
      for (const [path, content, title] of [
        ["/terms-conditions", terms, "Terms and Conditions"],
        ["/privacy-policy", privacy, "Privacy Policy"],
      ] as const) {
        const { root, seed, calls } = await countedPage(`${path}?lang=${lang}`);
        expect(textOf(root)).toContain(tr(title));
        // As the server sends it: the settings' address and date in place of the seed's placeholders.
        const body = fillLegal(content[lang], path === "/terms-conditions" ? "terms" : "privacy", langId, readLegalSettings().legal);
        // Every heading and paragraph of the page, as text, in order.
        const blocks = [...body.matchAll(/<(h2|h3|p)>([\s\S]*?)<\/\1>/g)].map((m) => textOf(m[2]!).replace(/\s+/g, " ").trim());
        expect(blocks.length).toBeGreaterThan(2);
        const shown = textOf(root).replace(/\s+/g, " ");
        for (const block of blocks) expect(shown).toContain(block);
        expect(Object.keys(seed?.values ?? {})).toEqual([`content:${path === "/terms-conditions" ? "terms" : "privacy"}:${langId}`]);
        expect(calls).toHaveLength(1);
      }
    });

    it(`${lang}: the calculator's first step asks its question; account, sign-in, sign-up, dietician and newsletter render with nothing to load`, async () => {
      const calculator = await countedPage(`/calculate-calorie/know-gender?lang=${lang}`);
      expect(textOf(calculator.root)).toContain(tr("What is your gender?"));
      for (const option of ["Male", "Female"]) expect(textOf(calculator.root)).toContain(tr(option));
      expect(calculator.calls).toEqual([]);

      for (const path of ["/sign-in", "/account/signin"]) {
        const signIn = await countedPage(`${path}?lang=${lang}`);
        const text = textOf(signIn.root);
        for (const label of ["Sign in to your account", "Email", "Password", "Forgot password?"]) expect(text).toContain(tr(label));
        expect(signIn.root).toMatch(/<input[^>]*type="password"/);
        expect(signIn.calls).toEqual([]);
      }
      for (const path of ["/sign-up", "/account/signup"]) {
        const signUp = await countedPage(`${path}?lang=${lang}`);
        expect(signUp.root).toMatch(/<input[^>]*type="password"/);
        expect(textOf(signUp.root)).toContain(tr("Email"));
      }
      // A visitor is never signed in on the server: /account shows what a signed-out visitor sees.
      const account = await countedPage(`/account?lang=${lang}`);
      for (const label of ["Your account", "Sign up and create your account", "Sign in to your account"]) expect(textOf(account.root)).toContain(tr(label));

      const dietician = await countedPage(`/dietician?lang=${lang}`);
      expect(textOf(dietician.root)).toContain(tr("Meet our dieticians"));
      const newsletter = await countedPage(`/subscribe?lang=${lang}`);
      expect(newsletter.root).toMatch(/<input[^>]*type="email"/);
      expect(newsletter.calls).toEqual([]);
    });
  }

  it("the landing screens ask each scope once: / the packages, /menu the packages and the first tab, /package four scopes", async () => {
    const home = await countedPage("/?lang=en");
    expect(home.calls).toHaveLength(1);
    const menu = await countedPage("/menu?lang=en");
    expect(menu.calls).toHaveLength(2);
    expect(Object.keys(menu.seed?.values ?? {}).sort()).toEqual(["meals:1:24:1", "packages:1"]);
    const builder = await countedPage("/package?lang=en");
    expect(Object.keys(builder.seed?.values ?? {}).sort()).toEqual(["deliveryMethods:1", "deliveryTimes:1", "details:1:24", "packages:1"]);
    expect(new Set(builder.calls).size).toBe(builder.calls.length);
  });

  it("a path naming nothing (no such package, no such step) gets the shell with a 404, not a rendered page", async () => {
    for (const nothing of ["/package/999999", "/package/abc", "/calculate-calorie/bogus"]) {
      const res = await site.request(`${nothing}?lang=en`);
      expect(res.status).toBe(404);
      expect(await res.text()).toContain('<div id="root"></div>');
    }
    // The redirect to the calculator's first step is the browser's.
    expect(await (await site.request("/calculate-calorie")).text()).toContain('<div id="root"></div>');
  });
});
