// Pictures the server composes (dishes, packages, banner, dieticians; a business photo replaces a dish's) and the catalog answers it keeps in
// memory (ETag and 304; refusals never cached). The wire shapes: catalog.test.ts.
import { mkdtemp, readdir, rm, mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../tests/support/test-app.ts";

let t: TestApp;
let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), "media-test-"));
  await mkdir(path.join(folder, "photos", "dishes"), { recursive: true });
  // A business photo of dish 2: a red 1200×800 JPEG (another shape than the card's 4:3).
  await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#c0392b" } })
    .jpeg()
    .toFile(path.join(folder, "photos", "dishes", "2.jpg"));
  t = await createTestApp({ media: { mediaDir: path.join(folder, "photos"), cacheDir: path.join(folder, "cache") } });
});
afterAll(async () => {
  await t?.close();
  await rm(folder, { recursive: true, force: true });
});

async function webp(res: Response) {
  expect(res.headers.get("content-type")).toBe("image/webp");
  const body = Buffer.from(await res.arrayBuffer());
  const meta = await sharp(body).metadata();
  return { body, meta };
}

describe("pictures", () => {
  it("serves each dish's composed picture as WebP at a phone and a desktop width, 4:3", async () => {
    const [meal] = (
      (await (await t.get("/api/meallist", { lang_id: 1, package_id: 24, mealtype_id: 2 })).json()) as {
        data: { meal_id: number; meal_image: { url: string } }[];
      }
    ).data;
    expect(meal!.meal_image.url).toBe(`/media/meals/${meal!.meal_id}-640.webp`);
    for (const [url, width, height] of [
      [meal!.meal_image.url, 640, 480],
      [`/media/meals/${meal!.meal_id}-320.webp`, 320, 240],
      ["/media/meals/1-320.webp", 320, 240],
    ] as const) {
      const res = await t.get(url);
      expect(res.status, url).toBe(200);
      const { body, meta } = await webp(res);
      expect([meta.format, meta.width, meta.height], url).toEqual(["webp", width, height]);
      expect(body.length, url).toBeLessThan(40_000);
    }
  });

  it("draws neighbouring dishes differently", async () => {
    const bodies = await Promise.all(
      [1, 2, 3, 61, 62].map(async (id) => Buffer.from(await (await t.get(`/media/meals/${id}-320.webp`)).arrayBuffer())),
    );
    expect(new Set(bodies.map((b) => b.toString("base64"))).size).toBe(bodies.length);
  });

  it("carries an ETag and a day's cache lifetime; the same ETag answers 304 with no body", async () => {
    const res = await t.get("/media/meals/3-320.webp");
    const etag = res.headers.get("etag");
    expect(etag).toMatch(/^"[\w-]+"$/);
    const cache = res.headers.get("cache-control") ?? "";
    expect(cache).toMatch(/^public/);
    expect(Number(/max-age=(\d+)/.exec(cache)?.[1])).toBeGreaterThanOrEqual(24 * 3600);
    const again = await t.get("/media/meals/3-320.webp", {}, { headers: { "if-none-match": etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
  });

  it("keeps composed pictures in the cache folder, so a restart draws nothing again", async () => {
    await t.get("/media/meals/4-640.webp");
    expect(await readdir(path.join(folder, "cache"))).toContain("meal-4-640-v5.webp");
  });

  it("a photo in MEDIA_DIR/dishes replaces the dish's illustration, cropped to the card's size", async () => {
    for (const [width, height] of [
      [320, 240],
      [640, 480],
    ] as const) {
      const res = await t.get(`/media/meals/2-${width}.webp`);
      expect(res.status).toBe(200);
      const { body, meta } = await webp(res);
      expect([meta.width, meta.height]).toEqual([width, height]);
      const { dominant } = await sharp(body).stats();
      expect(dominant.r).toBeGreaterThan(150);
      expect(dominant.g).toBeLessThan(100);
    }
  });

  it("a photo put in MEDIA_DIR/dishes after the dish's picture was drawn and kept replaces it", async () => {
    const before = await t.get("/media/meals/5-320.webp");
    expect(before.status).toBe(200);
    const drawn = (await sharp(Buffer.from(await before.arrayBuffer())).stats()).dominant;
    expect(await readdir(path.join(folder, "cache"))).toContain("meal-5-320-v5.webp");
    // A business photo of dish 5: plain blue.
    await sharp({ create: { width: 800, height: 600, channels: 3, background: "#1f4fd1" } })
      .png()
      .toFile(path.join(folder, "photos", "dishes", "5.png"));
    const after = await t.get("/media/meals/5-320.webp");
    expect(after.status).toBe(200);
    const { meta, body } = await webp(after);
    expect([meta.width, meta.height]).toEqual([320, 240]);
    const { dominant } = await sharp(body).stats();
    expect(dominant).not.toEqual(drawn);
    expect(dominant.b).toBeGreaterThan(150);
    expect(dominant.r).toBeLessThan(100);
  });

  it("serves the package pictures named in img_url, the banner and the dieticians", async () => {
    const list = ((await (await t.get("/api/packagelist", { lang_id: 1 })).json()) as { data: { img_url: string }[] }).data;
    expect(list.length).toBe(3);
    for (const p of list) {
      const res = await t.get(p.img_url);
      expect(res.status, p.img_url).toBe(200);
      expect((await webp(res)).meta.width).toBe(640);
    }
    for (const [url, width, height] of [
      ["/media/packages/24-320.webp", 320, 240],
      ["/media/banner/1280.webp", 1280, 640],
      ["/media/dieticians/1-320.webp", 320, 320],
      ["/media/dieticians/4-160.webp", 160, 160],
    ] as const) {
      const res = await t.get(url);
      expect(res.status, url).toBe(200);
      const { meta } = await webp(res);
      expect([meta.width, meta.height], url).toEqual([width, height]);
    }
  });

  it("sends the former SVG addresses to the new pictures", async () => {
    const res = await t.get("/media/meals/5.svg");
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/media/meals/5-320.webp");
  });

  it("answers 404 for pictures that do not exist", async () => {
    for (const url of [
      "/media/meals/999999-320.webp",
      "/media/meals/0-320.webp",
      "/media/meals/1-500.webp",
      "/media/meals/abc-320.webp",
      "/media/meals/1.png",
      "/media/packages/25-320.webp",
      "/media/dieticians/9-160.webp",
      "/media/banner/333.webp",
    ]) {
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
