import { gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { describe, expect, it } from "vitest";
import { createAnswerCache } from "./answer-cache.ts";
import { ApiError } from "./errors.ts";

function appWith(cache = createAnswerCache({ ttlMs: 1000, now: () => clock.now })) {
  let builds = 0;
  let value = "first";
  const app = new Hono();
  app.use("*", compress());
  app.get("/thing/:id", (c) =>
    cache.send(c, `thing|${c.req.param("id")}`, async () => {
      builds++;
      if (c.req.param("id") === "bad") throw new ApiError(400, "invalid_id", "No such id.", "id");
      return { data: { id: c.req.param("id"), value, filler: "x".repeat(2000) } };
    }),
  );
  app.onError((err, c) => c.json({ code: err instanceof ApiError ? err.code : "internal_error" }, err instanceof ApiError ? 400 : 500));
  return { app, builds: () => builds, setValue: (v: string) => (value = v) };
}
const clock = { now: 0 };

describe("answer cache", () => {
  it("builds an answer once and serves the same bytes, gzipped when accepted", async () => {
    clock.now = 0;
    const { app, builds } = appWith();
    const plain = await app.request("/thing/1");
    expect(plain.headers.get("content-encoding")).toBeNull();
    const body = await plain.json();
    expect(body.data.id).toBe("1");
    const zipped = await app.request("/thing/1", { headers: { "accept-encoding": "gzip, br" } });
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    expect(JSON.parse(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString("utf8"))).toEqual(body);
    expect(zipped.headers.get("etag")).toBe(plain.headers.get("etag"));
    expect(builds()).toBe(1);
  });

  it("answers 304 with no body to a matching If-None-Match, and 200 to a stale one", async () => {
    clock.now = 0;
    const { app } = appWith();
    const etag = (await app.request("/thing/2")).headers.get("etag")!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await app.request("/thing/2", { headers: { "if-none-match": `W/${etag}` } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect((await app.request("/thing/2", { headers: { "if-none-match": '"other"' } })).status).toBe(200);
  });

  it("rebuilds after the time to live, with a new ETag when the content changed", async () => {
    clock.now = 0;
    const { app, builds, setValue } = appWith();
    const first = (await app.request("/thing/3")).headers.get("etag");
    setValue("second");
    clock.now = 999;
    expect((await (await app.request("/thing/3")).json()).data.value).toBe("first");
    clock.now = 1000;
    const fresh = await app.request("/thing/3");
    expect((await fresh.json()).data.value).toBe("second");
    expect(fresh.headers.get("etag")).not.toBe(first);
    expect(builds()).toBe(2);
  });

  it("builds concurrent first requests once, and never caches an error", async () => {
    clock.now = 0;
    const { app, builds } = appWith();
    await Promise.all(Array.from({ length: 20 }, () => app.request("/thing/4")));
    expect(builds()).toBe(1);
    expect((await app.request("/thing/bad")).status).toBe(400);
    expect((await app.request("/thing/bad")).status).toBe(400);
    expect(builds()).toBe(3);
  });
});
