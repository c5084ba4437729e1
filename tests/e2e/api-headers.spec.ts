// Foundation: the API answers through the same server as the PWA, and the HTML shell carries the
// security headers of docs/quality-targets.md (a CSP without inline scripts, framing refused, nosniff, referrer).
import { expect, test } from "./support/test.ts";
import { directives } from "./support/csp.ts";

const ARABIC = /[\u0600-\u06FF]/;

test("POST /api/packagelist with lang_id=2 returns the three packages in Arabic", async ({ request }) => {
  const response = await request.post("/api/packagelist", { form: { lang_id: "2" } });
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^application\/json/);
  // A public catalog answer, served from memory: revalidated by its ETag, never stored blindly.
  expect(response.headers()["cache-control"]).toBe("no-cache");
  expect(response.headers()["etag"]).toMatch(/^"[\w-]+"$/);
  const body = (await response.json()) as { data: { package_id: number; package_name: string }[] };
  expect(body.data).toHaveLength(3);
  expect(body.data.map((p) => p.package_id).sort()).toEqual([24, 26, 28]);
  for (const p of body.data) expect(p.package_name).toMatch(ARABIC);
});

test("a bad API call is a clear 4xx in JSON, not the app shell", async ({ request }) => {
  const missing = await request.post("/api/packagelist", { form: {} });
  expect(missing.status()).toBe(400);
  expect(missing.headers()["content-type"]).toMatch(/^application\/json/);

  for (const unknown of [await request.get("/api/no-such-call"), await request.post("/api/no-such-call", { form: { lang_id: "1" } })]) {
    expect(unknown.status()).toBe(404);
    expect(unknown.headers()["content-type"]).toMatch(/^application\/json/);
    expect(unknown.headers()["cache-control"]).toBe("no-store");
  }
});

test("the HTML shell carries the security headers", async ({ request }) => {
  for (const url of ["/", "/menu"]) {
    const response = await request.get(url);
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers["content-type"]).toMatch(/^text\/html/);

    const csp = directives(headers["content-security-policy"] ?? "");
    const scriptSrc = csp.get("script-src") ?? csp.get("default-src") ?? [];
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);

    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["x-frame-options"]).toBe("DENY");
    expect(headers["cache-control"]).toBe("no-cache");
  }
});
