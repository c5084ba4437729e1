// Security headers of docs/quality-targets.md on every kind of answer the real server gives (the HTML shell at /
// and a deep route, a hashed script, an API answer, the service worker, the manifest), no-store on
// authenticated answers, no-cache on index.html and sw.js, no authenticated answer in Cache Storage
// after a signed-in visit to the checkout, and in Chromium an injected inline script blocked by the CSP.
import { expect, test, type APIResponse } from "./support/test.ts";
import { newCustomer, registerViaApi } from "./support/account.ts";
import { directives } from "./support/csp.ts";
import { serviceWorkerControls } from "./support/helpers.ts";

// The service worker takes part here (offline, install or update): the suite blocks it elsewhere (playwright.config.ts).
test.use({ serviceWorkers: "allow" });

test.describe.configure({ timeout: 90_000 });

function expectPolicy(response: APIResponse, what: string): void {
  const headers = response.headers();
  const csp = directives(headers["content-security-policy"] ?? "");
  const scriptSrc = csp.get("script-src") ?? csp.get("default-src") ?? [];
  expect(scriptSrc, `${what}: script-src`).toContain("'self'");
  expect(scriptSrc, `${what}: script-src`).not.toContain("'unsafe-inline'");
  expect(scriptSrc, `${what}: script-src`).not.toContain("'unsafe-eval'");
  expect(csp.get("frame-ancestors"), `${what}: frame-ancestors`).toEqual(["'none'"]);
  expect(csp.get("object-src"), `${what}: object-src`).toEqual(["'none'"]);
  expect(headers["x-content-type-options"], `${what}: nosniff`).toBe("nosniff");
  expect(headers["referrer-policy"], `${what}: Referrer-Policy`).toBe("strict-origin-when-cross-origin");
  expect(headers["x-frame-options"], `${what}: X-Frame-Options`).toBe("DENY");
}

test("HTML, a hashed script, an API answer, the service worker and the manifest carry the policy", async ({ request }) => {
  const home = await request.get("/");
  expect(home.status()).toBe(200);
  const html = await home.text();
  const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script, "index.html loads a hashed script").toBeTruthy();

  const answers: [string, APIResponse, RegExp, string][] = [
    ["/", home, /^text\/html/, "no-cache"],
    ["/menu", await request.get("/menu"), /^text\/html/, "no-cache"],
    ["/index.html", await request.get("/index.html"), /^text\/html/, "no-cache"],
    [script!, await request.get(script!), /javascript/, "public, max-age=31536000, immutable"],
    ["/api/packagelist", await request.post("/api/packagelist", { form: { lang_id: "1" } }), /^application\/json/, "no-cache"],
    ["/sw.js", await request.get("/sw.js"), /javascript/, "no-cache"],
    ["/manifest.webmanifest", await request.get("/manifest.webmanifest"), /^application\/manifest\+json/, "no-cache"],
  ];
  for (const [url, response, type, cacheControl] of answers) {
    expect(response.status(), url).toBe(200);
    expect(response.headers()["content-type"], url).toMatch(type);
    expect(response.headers()["cache-control"], `${url}: Cache-Control`).toBe(cacheControl);
    expectPolicy(response, url);
  }
  // The refused and unknown answers carry it too.
  expectPolicy(await request.post("/api/packagelist", { form: {} }), "a 400 from the API");
  expectPolicy(await request.get("/no-such-file.js"), "a 404 file");
});

test("authenticated answers are no-store, and refused ones too", async ({ request }) => {
  const customer = newCustomer("Salem", "Headers");
  await registerViaApi(request, customer);
  const login = await request.post("/api/userlogin", { form: { email: customer.email, password: customer.password } });
  expect(login.status()).toBe(200);
  expect(login.headers()["cache-control"]).toBe("no-store");
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  expect(token).toBeTruthy();

  const profile = await request.post("/api/getuserprofile", { form: {}, headers: { Authorization: `Bearer ${token}` } });
  expect(profile.status()).toBe(200);
  expect(((await profile.json()) as { data: { email: string } }).data.email).toBe(customer.email);
  expect(profile.headers()["cache-control"]).toBe("no-store");
  expectPolicy(profile, "/api/getuserprofile");

  const anonymous = await request.post("/api/getuserprofile", { form: {} });
  expect(anonymous.status()).toBe(401);
  expect(anonymous.headers()["cache-control"]).toBe("no-store");
});

test("after a signed-in visit to the checkout, Cache Storage holds no authenticated answer", async ({ page, request }) => {
  const customer = newCustomer("Huda", "Cache");
  await registerViaApi(request, customer);
  await page.goto("/sign-in");
  await page.getByLabel("Email", { exact: true }).fill(customer.email);
  await page.getByLabel("Password", { exact: true }).fill(customer.password);
  await page.getByRole("main").getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByText("Logged in successfully")).toBeVisible({ timeout: 30_000 });
  // The service worker controls the page from here on, so the calls below go through it.
  await serviceWorkerControls(page);

  const authenticated: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/") && r.headers()["authorization"]) authenticated.push(new URL(r.url()).pathname);
  });
  for (const url of ["/checkout", "/account", "/checkout"]) {
    await page.goto(url);
    await page.waitForLoadState("networkidle");
  }
  expect(authenticated.length, "the signed-in pages called the API with the token").toBeGreaterThan(0);

  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(`${name} ${request.url}`);
    }
    return urls;
  });
  expect(cached.length, "the shell is precached").toBeGreaterThan(0);
  expect(cached.filter((u) => /\/api\//.test(u))).toEqual([]);
  // Every call the pages made with the token, and the user's calls by name, outside the built files.
  const paths = cached.map((u) => new URL(u.split(" ")[1] ?? "").pathname).filter((p) => !p.startsWith("/assets/"));
  expect(paths.filter((p) => authenticated.includes(p))).toEqual([]);
  expect(paths.filter((p) => /getuserprofile|purchase|address|wallet|login|logout|userregistration/i.test(p))).toEqual([]);
});

test("Chromium blocks an inline script injected into the page and reports the violation", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const outcome = await page.evaluate(async () => {
    const w = window as unknown as { __injectedRan?: boolean };
    // Both injections are refused, each with its own report: the element's script and the handler.
    const directives = new Set<string>();
    const bothReported = new Promise<void>((resolve) => {
      document.addEventListener("securitypolicyviolation", (e) => {
        if (e.effectiveDirective.startsWith("script-src")) directives.add(e.effectiveDirective);
        if (directives.size === 2) resolve();
      });
    });
    const script = document.createElement("script");
    script.textContent = "window.__injectedRan = true;";
    document.body.append(script);
    const handler = document.createElement("img");
    handler.setAttribute("onerror", "window.__injectedRan = true;");
    handler.src = "data:,not-an-image";
    document.body.append(handler);
    await bothReported;
    return { ran: w.__injectedRan === true, directives: [...directives].sort() };
  });
  expect(outcome.ran).toBe(false);
  expect(outcome.directives).toEqual(["script-src-attr", "script-src-elem"]);
});
