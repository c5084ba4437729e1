// The application around the routes (server/app.ts): unknown paths, body limits, errors that must
// not leak, security and cache headers, compression. The built PWA's files: static-files.test.ts.
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp, MAX_BODY_BYTES } from "./app.ts";
import {
  clientFor,
  createTestApp,
  expectApiHeaders,
  expectSecurityHeaders,
  openTestDatabase,
  type TestApp,
} from "../tests/support/test-app.ts";
import { builtSite, type BuiltSite } from "../tests/support/built-site.ts";

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

type ErrorBody = { data: null; error_msg: string; code: string };

async function expectApiError(res: Response, status: number, code: string): Promise<ErrorBody> {
  expect(res.status).toBe(status);
  expect(res.headers.get("content-type")).toMatch(/^application\/json/);
  const body = (await res.json()) as ErrorBody;
  expect(body).toMatchObject({ data: null, code });
  expect(body.error_msg).toBeTruthy();
  expectApiHeaders(res);
  return body;
}

const mealFields = { lang_id: "1", package_id: "24", mealtype_id: "2" };

describe("unknown API paths", () => {
  it("answer 404 not_found in the API's JSON shape, for any method", async () => {
    for (const [method, url] of [
      ["GET", "/api/nope"],
      ["POST", "/api/nope"],
      ["GET", "/api/meallist/extra"],
      ["PUT", "/api/meallist"],
      ["DELETE", "/api/packagelist"],
      ["GET", "/api/"],
      ["GET", "/api/%E0%A4%A"],
    ] as const) {
      await expectApiError(await t.request(url, { method }), 404, "not_found");
    }
  });

  it("answer 404 JSON with the built PWA served too (not the app shell)", async () => {
    await expectApiError(await site.get("/api/nope"), 404, "not_found");
    await expectApiError(await site.get("/api/nope.js"), 404, "not_found");
  });
});

describe("request body limit", () => {
  const big = MAX_BODY_BYTES + 1;

  it("answers 413 payload_too_large to a form over 64 KB sent with a Content-Length", async () => {
    const body = new URLSearchParams({ ...mealFields, pad: "x".repeat(big) }).toString();
    const res = await t.request("/api/meallist", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "content-length": String(body.length) },
      body,
    });
    await expectApiError(res, 413, "payload_too_large");
  });

  it("answers 413 to a streamed body over 64 KB (no Content-Length)", async () => {
    const chunk = new TextEncoder().encode("pad=" + "x".repeat(8 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > 4 * MAX_BODY_BYTES) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const res = await t.request("/api/meallist", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    await expectApiError(res, 413, "payload_too_large");
    expect(sent).toBeLessThan(4 * MAX_BODY_BYTES); // stopped reading early
  });

  it("answers 413 to multipart over the limit, and to a body whose Content-Length claims too much", async () => {
    await expectApiError(await t.postMultipart("/api/meallist", { ...mealFields, pad: "x".repeat(big) }), 413, "payload_too_large");
    const res = await t.request("/api/meallist", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "content-length": String(big) },
      body: "lang_id=1",
    });
    await expectApiError(res, 413, "payload_too_large");
  });

  it("still reads a form just under the limit", async () => {
    const fields = new URLSearchParams({ ...mealFields, pad: "" });
    fields.set("pad", "x".repeat(MAX_BODY_BYTES - fields.toString().length));
    const body = fields.toString();
    expect(body.length).toBe(MAX_BODY_BYTES);
    const res = await t.request("/api/meallist", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "content-length": String(body.length) },
      body,
    });
    expect(res.status).toBe(200);
  });
});

describe("an error inside the server", () => {
  // The app on a database that has been closed: every query throws.
  const logged: unknown[][] = [];
  let broken: ReturnType<typeof clientFor>;
  beforeAll(async () => {
    const handle = await openTestDatabase();
    await handle.close();
    broken = clientFor(createApp({ db: handle.db, logger: { error: (...args) => void logged.push(args), info: () => {} } }));
  });

  it("answers 500 internal_error with a generic message: no stack, no internals; the log gets the details", async () => {
    logged.length = 0;
    for (const res of [
      await broken.postForm("/api/meallist", mealFields),
      await broken.get("/api/packagelist", { lang_id: 2 }),
      await broken.postMultipart("/api/DeliveryTime", { language_id: 1 }),
      await broken.get("/api/termsandcondition/1"),
    ]) {
      const text = await res.clone().text();
      const body = await expectApiError(res, 500, "internal_error");
      expect(Object.keys(body).sort()).toEqual(["code", "data", "error_msg"]);
      expect(text).not.toMatch(/\bat\s+\S+\s+\(|\bat\s+\/|\.ts:\d+|node_modules|stack/i);
      expect(text).not.toMatch(/pglite|postgres|kysely|driver|destroyed|closed|select|from\s+"/i);
    }
    expect(logged.length).toBe(4);
    expect(logged[0]!.some((part) => part instanceof Error)).toBe(true);
  });

  it("keeps the input checks ahead of the database: bad input is still a 400", async () => {
    await expectApiError(await broken.postForm("/api/meallist", { ...mealFields, mealtype_id: 5 }), 400, "invalid_mealtype_id");
  });

  it("does not take the server down: a real HTTP server keeps answering after broken and aborted requests", async () => {
    const logged: unknown[][] = [];
    const app = createApp({ db: t.db, logger: { error: (...args) => void logged.push(args), info: () => {} } });
    const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise<void>((resolve) => server.once("listening", () => resolve()));
    const { port } = server.address() as AddressInfo;
    const send = (opts: { method?: string; path: string; headers?: Record<string, string>; body?: string; abortAfter?: boolean }) =>
      new Promise<number>((resolve) => {
        const req = httpRequest({ host: "127.0.0.1", port, method: opts.method ?? "GET", path: opts.path, headers: opts.headers }, (res) => {
          res.resume();
          res.on("end", () => resolve(res.statusCode ?? 0));
        });
        req.on("error", () => resolve(-1));
        if (opts.abortAfter) {
          // The part written has left this process; then the client goes away mid-body.
          req.write(opts.body ?? "", () => {
            req.destroy();
            resolve(-1);
          });
        } else {
          req.end(opts.body);
        }
      });
    try {
      const form = { "content-type": "application/x-www-form-urlencoded" };
      // A body that stops half way, a broken chunked body, a garbage multipart body, a bad escape.
      await send({ method: "POST", path: "/api/meallist", headers: { ...form, "content-length": "50000" }, body: "lang_id=1&pa", abortAfter: true });
      await send({ method: "POST", path: "/api/meallist", headers: { ...form, "transfer-encoding": "chunked" }, body: "lang_id", abortAfter: true });
      expect(await send({ method: "POST", path: "/api/meallist", headers: { "content-type": "multipart/form-data; boundary=a" }, body: "\u0000\u00ff--a--" })).toBe(400);
      expect(await send({ path: "/api/meallist?lang_id=%ZZ&package_id=24&mealtype_id=2" })).toBe(400);
      // Still alive and answering properly, and none of it was logged as our own failure.
      expect(await send({ path: "/api/meallist?lang_id=1&package_id=24&mealtype_id=2" })).toBe(200);
      expect(logged).toEqual([]);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe("headers", () => {
  it("every API answer carries the security headers and Cache-Control: no-store, or no-cache with an ETag for public catalog answers", async () => {
    for (const res of [
      await t.postForm("/api/packagelist", { lang_id: 1 }),
      await t.get("/api/meallist", mealFields),
      await t.get("/api/meallist", { lang_id: 7 }),
      await t.request("/api/meallist", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" }),
      await t.get("/api/nope"),
      await t.get("/api/termsandcondition/2"),
    ]) {
      if (res.status === 200 && res.headers.has("etag")) {
        expectSecurityHeaders(res);
        expect(res.headers.get("cache-control")).toBe("no-cache");
      } else {
        expectApiHeaders(res);
      }
    }
    // Errors are never served from memory: no ETag on them.
    expect((await t.get("/api/meallist", { lang_id: 7 })).headers.get("etag")).toBeNull();
  });

  it("the CSP runs scripts from the site only, and the page cannot be framed", async () => {
    const csp = (await t.get("/api/packagelist", { lang_id: 1 })).headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/(^|; )script-src 'self'(;|$)/);
    expect(csp).toMatch(/(^|; )object-src 'none'(;|$)/);
    expect(csp).toMatch(/(^|; )base-uri 'self'(;|$)/);
  });

  it("media and the app shell carry the security headers too", async () => {
    expectSecurityHeaders(await t.get("/media/meals/1-320.webp"));
    expectSecurityHeaders(await site.get("/menu"));
    expectSecurityHeaders(await site.get("/assets/app-abc123.js"));
  });
});

describe("compression", () => {
  it("gzips a large answer for a client that accepts gzip", async () => {
    const plain = await t.get("/api/meallist", mealFields);
    const plainText = await plain.text();
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plainText.length).toBeGreaterThan(10_000);

    const res = await t.get("/api/meallist", mealFields, { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(res.headers.get("vary")).toMatch(/accept-encoding/i);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.length).toBeLessThan(plainText.length / 3);
    expect(gunzipSync(bytes).toString("utf8")).toBe(plainText);
  });

  it("answers HEAD with the headers GET would have and no body", async () => {
    const url = "/api/meallist?lang_id=1&package_id=24&mealtype_id=2";
    const head = await t.request(url, { method: "HEAD", headers: { "accept-encoding": "gzip" } });
    const get = await t.request(url, { headers: { "accept-encoding": "gzip" } });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    expect(head.headers.get("content-encoding")).toBe(get.headers.get("content-encoding"));
    expect(head.headers.get("etag")).toBe(get.headers.get("etag"));
  });
});
