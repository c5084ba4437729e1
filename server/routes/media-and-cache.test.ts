// Media the server generates (dish and package illustrations) and the catalog answers it keeps in
// memory (ETag and 304; refusals never cached). The wire shapes: catalog.test.ts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../tests/support/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe("generated media", () => {
  it("serves a dish illustration as SVG with a long cache lifetime", async () => {
    const [meal] = ((await (await t.get("/api/meallist", { lang_id: 1, package_id: 24, mealtype_id: 2 })).json()) as { data: { meal_image: { url: string } }[] }).data;
    for (const url of ["/media/meals/1.svg", meal!.meal_image.url]) {
      const res = await t.get(url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
      const maxAge = Number(/max-age=(\d+)/.exec(res.headers.get("cache-control") ?? "")?.[1]);
      expect(maxAge).toBeGreaterThanOrEqual(7 * 24 * 3600);
      expect(await res.text()).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    }
  });

  it("serves the package illustrations named in img_url", async () => {
    const list = ((await (await t.get("/api/packagelist", { lang_id: 1 })).json()) as { data: { img_url: string }[] }).data;
    for (const p of list) {
      const res = await t.get(p.img_url);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    }
  });

  it("answers 404 for dishes and packages that do not exist", async () => {
    for (const url of ["/media/meals/999999.svg", "/media/meals/0.svg", "/media/meals/abc.svg", "/media/packages/25.svg", "/media/meals/1.png"]) {
      expect((await t.get(url)).status, url).toBe(404);
    }
  });
});

describe("catalog answers from memory", () => {
  it("the menu carries an ETag; asking again with it answers 304 Not Modified with no body", async () => {
    const fields = { lang_id: "1", package_id: "24", mealtype_id: "2" };
    const first = await t.postForm("/api/meallist", fields);
    expect(first.status).toBe(200);
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get("cache-control")).toBe("no-cache");
    const body = await first.json();
    const again = await t.postForm("/api/meallist", fields, { headers: { "if-none-match": etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    // Another input is another answer, with its own ETag.
    const arabic = await t.postForm("/api/meallist", { ...fields, lang_id: "2" });
    expect(arabic.headers.get("etag")).not.toBe(etag);
    expect((await arabic.json()).data[0].meal_name).not.toBe(body.data[0].meal_name);
  });

  it("a bad package id is still refused every time, never served from memory", async () => {
    for (let i = 0; i < 2; i++) {
      const res = await t.postForm("/api/packagelistV3", { lang_id: "1", package_id: "999" });
      expect(res.status).toBe(400);
      expect((await res.json()).code).toBe("invalid_package_id");
    }
  });
});
