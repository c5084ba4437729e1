// Pictures: every dish, package, the home banner and the dieticians, composed from the Fluent Emoji
// 3D set (server/media/) in a phone and a desktop width, as WebP. A business photo in
// MEDIA_DIR/dishes/<id>.(jpg|jpeg|png|webp) replaces a dish's illustration, resized by sharp.
//
// Pictures are drawn when first asked for (a dish: tens of milliseconds at 320 wide, about 150 at
// 640), then kept in memory and, with a cache folder (DATA_DIR/media), on disk, so starting the
// server costs nothing. Answers carry an ETag (304 on If-None-Match) and a day's freshness: a new
// photo shows within a day.
import { createHash, randomBytes } from "node:crypto";
import { mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Hono, type Context } from "hono";
import { readEnv } from "../env.ts";
import { composeScene, fitPhoto, type Scene } from "../media/compose.ts";
import { dishRecipe } from "../media/dish-recipe.ts";
import { bannerScene, dieticianScene, dishScene, packageScene } from "../media/scenes.ts";
import type { AppDeps, MediaOptions } from "../deps.ts";

export const PICTURE_CACHE = "public, max-age=86400, stale-while-revalidate=604800";
/** Bump when the composition changes: pictures cached on disk by an older version are drawn again. */
const COMPOSER_VERSION = 5;
const MEMORY_ENTRIES = 800;
const PHOTO_TYPES = ["jpg", "jpeg", "png", "webp"] as const;

/** Widths of each picture family; heights follow its aspect ratio. */
export const PICTURE_SIZES = {
  meals: { widths: [320, 640], ratio: 3 / 4 },
  packages: { widths: [320, 640], ratio: 3 / 4 },
  banner: { widths: [640, 1280], ratio: 1 / 2 },
  dieticians: { widths: [160, 320], ratio: 1 },
} as const;

type Picture = { body: ArrayBuffer; etag: string };

function pictureOf(body: Buffer): Picture {
  return {
    body: body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength) as ArrayBuffer,
    etag: `"${createHash("sha1").update(body).digest("base64url").slice(0, 20)}"`,
  };
}

export function mediaRoutes(deps: AppDeps) {
  const repo = deps.catalogRepo;
  const options = deps.media ?? readMediaOptions();
  const app = new Hono();
  const memory = new Map<string, Picture>();
  const drawing = new Map<string, Promise<Picture>>();

  function remember(key: string, picture: Picture) {
    memory.delete(key);
    memory.set(key, picture);
    if (memory.size > MEMORY_ENTRIES) memory.delete(memory.keys().next().value!);
  }

  /** From memory, else from the disk cache (when `onDisk`), else made, kept and stored. */
  async function picture(key: string, onDisk: boolean, make: () => Promise<Buffer | undefined>): Promise<Picture | undefined> {
    const known = memory.get(key);
    if (known) {
      remember(key, known);
      return known;
    }
    let pending = drawing.get(key);
    if (!pending) {
      pending = (async () => {
        const file = onDisk && options.cacheDir ? path.join(options.cacheDir, `${key}-v${COMPOSER_VERSION}.webp`) : undefined;
        const cached = file ? await readFile(file).catch(() => undefined) : undefined;
        const body = cached ?? (await make());
        if (!body) throw new NotFound();
        if (file && !cached) await store(file, body);
        const made = pictureOf(body);
        remember(key, made);
        return made;
      })().finally(() => drawing.delete(key));
      drawing.set(key, pending);
    }
    return pending.catch((err) => {
      if (err instanceof NotFound) return undefined;
      throw err;
    });
  }

  function send(c: Context, found: Picture | undefined) {
    if (!found) return c.notFound();
    const headers = { "content-type": "image/webp", "cache-control": PICTURE_CACHE, etag: found.etag };
    const asked = c.req.header("if-none-match");
    if (asked && asked.split(",").some((tag) => tag.trim().replace(/^W\//, "") === found.etag)) {
      return new Response(null, { status: 304, headers });
    }
    return new Response(found.body, { headers });
  }

  async function photoOf(id: number): Promise<{ file: string; version: string } | undefined> {
    if (!options.mediaDir) return undefined;
    for (const type of PHOTO_TYPES) {
      const file = path.join(options.mediaDir, "dishes", `${id}.${type}`);
      const info = await stat(file).catch(() => undefined);
      if (info?.isFile()) return { file, version: `${Math.round(info.mtimeMs)}-${info.size}` };
    }
    return undefined;
  }

  const draw = (scene: Scene | undefined, width: number, ratio: number) =>
    scene ? composeScene(scene, width, Math.round(width * ratio)) : Promise.resolve(undefined);

  app.get("/meals/:file{[0-9]{1,9}-(320|640)\\.webp}", async (c) => {
    const [id, width] = c.req.param("file").replace(".webp", "").split("-").map(Number) as [number, number];
    const height = Math.round(width * PICTURE_SIZES.meals.ratio);
    const photo = await photoOf(id);
    if (photo)
      return send(c, await picture(`meal-${id}-${width}-photo-${photo.version}`, false, () => fitPhoto(photo.file, width, height)));
    return send(
      c,
      await picture(`meal-${id}-${width}`, true, async () => {
        const meal = await repo.findMealPicture(id);
        if (!meal) return undefined;
        return draw(
          dishScene(dishRecipe(meal.name_en, meal.meal_type_id, meal.id), meal.meal_type_id, meal.id),
          width,
          PICTURE_SIZES.meals.ratio,
        );
      }),
    );
  });

  app.get("/packages/:file{[0-9]{1,9}-(320|640)\\.webp}", async (c) => {
    const [id, width] = c.req.param("file").replace(".webp", "").split("-").map(Number) as [number, number];
    return send(c, await picture(`package-${id}-${width}`, true, () => draw(packageScene(id), width, PICTURE_SIZES.packages.ratio)));
  });

  app.get("/banner/:file{(640|1280)\\.webp}", async (c) => {
    const width = Number(c.req.param("file").replace(".webp", ""));
    return send(c, await picture(`banner-${width}`, true, () => draw(bannerScene(), width, PICTURE_SIZES.banner.ratio)));
  });

  app.get("/dieticians/:file{[0-9]{1,2}-(160|320)\\.webp}", async (c) => {
    const [id, width] = c.req.param("file").replace(".webp", "").split("-").map(Number) as [number, number];
    return send(c, await picture(`dietician-${id}-${width}`, true, () => draw(dieticianScene(id), width, PICTURE_SIZES.dieticians.ratio)));
  });

  // The illustrations' former addresses, still held by installed apps' stored catalogs.
  app.get("/:kind{meals|packages}/:file{[0-9]{1,9}\\.svg}", (c) =>
    c.redirect(`/media/${c.req.param("kind")}/${c.req.param("file").replace(".svg", "")}-320.webp`, 301),
  );

  return app;
}

class NotFound extends Error {}

/** Written aside and renamed into place, so another instance never reads half a picture. */
async function store(file: string, body: Buffer): Promise<void> {
  const aside = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
  try {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(aside, body);
    await rename(aside, file);
  } catch {
    await rm(aside, { force: true }).catch(() => undefined);
  }
}

/** MEDIA_DIR and the cache folder in DATA_DIR, as the environment names them. */
export function readMediaOptions(): MediaOptions {
  const env = readEnv();
  return { mediaDir: env.mediaDir, cacheDir: path.join(env.dataDir, "media") };
}
