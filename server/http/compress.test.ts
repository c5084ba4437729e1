// The answers' compression (compress.ts), through the whole app: a small JSON answer goes out as it
// is, a large one gzipped in one call, both with Vary: Accept-Encoding and the API's headers.
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import { createTestApp, type TestApp } from "../../tests/support/test-app.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

describe("JSON answers", () => {
  it("sends a small JSON answer as it is, with Vary: Accept-Encoding", async () => {
    const res = await t.postForm("/api/subscriptiondetails", { lang_id: "1" }, { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(res.status).toBe(401);
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(res.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(await res.json()).toMatchObject({ data: null, code: "unauthorized" });
  });

  it("over real HTTP: a small JSON answer goes out whole with its Content-Length, a large one gzipped", async () => {
    const server = serve({ fetch: createApp({ db: t.db }).fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise<void>((resolve) => server.once("listening", () => resolve()));
    const { port } = server.address() as AddressInfo;
    const post = (path: string, body: string) =>
      new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
        const headers = { "content-type": "application/x-www-form-urlencoded", "accept-encoding": "gzip", "content-length": String(body.length) };
        const req = httpRequest({ host: "127.0.0.1", port, method: "POST", path, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        });
        req.on("error", reject);
        req.end(body);
      });
    try {
      const small = await post("/api/subscriptiondetails", "lang_id=1");
      expect(small.status).toBe(401);
      expect(small.headers["content-encoding"]).toBeUndefined();
      expect(small.headers["content-length"]).toBe(String(small.body.length));
      expect(small.headers["cache-control"]).toBe("no-store");
      expect(JSON.parse(small.body.toString("utf8"))).toMatchObject({ code: "unauthorized" });
      // A refusal naming a long field is made per request too, and is over the threshold.
      const field = `f${"x".repeat(1500)}`;
      const large = await post("/api/meallist", `lang_id=1&package_id=24&mealtype_id=2&${field}=%00`);
      expect(large.status).toBe(400);
      expect(large.headers["content-encoding"]).toBe("gzip");
      expect(large.headers.vary).toMatch(/accept-encoding/i);
      expect(large.headers["cache-control"]).toBe("no-store");
      expect(large.body.length).toBeLessThan(1000);
      expect(JSON.parse(gunzipSync(large.body).toString("utf8"))).toMatchObject({ data: null, code: `invalid_${field}`, field });
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
