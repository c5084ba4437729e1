// Draws a picture from a scene: a soft background (an SVG rendered by sharp's librsvg), an optional
// plate, soft shadows, then Fluent Emoji 3D files (256×256 WebP with alpha, read from the installed
// `@lobehub/fluent-emoji-3d` package) resized and laid over it, encoded as WebP.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import sharp from "sharp";

/** Position and size as fractions of the picture's width (y too, so items keep their shape). */
export type SceneItem = { emoji: string; x: number; y: number; size: number; rotate?: number };

/** A plate's colours: rim light and dark, the well's light and dark, the ring between them. */
export type Glaze = { rim: [string, string]; well: [string, string]; ring: string };

export const GLAZES: Record<"white" | "cream" | "stoneware" | "slate", Glaze> = {
  white: { rim: ["#ffffff", "#e6e2da"], well: ["#ffffff", "#f4f2ee"], ring: "#f1efe9" },
  cream: { rim: ["#fdf6e8", "#e5d6b8"], well: ["#fffaf0", "#f3e9d4"], ring: "#ecdfc4" },
  stoneware: { rim: ["#f1f5f7", "#c3d1d9"], well: ["#f7fafb", "#e2eaef"], ring: "#d6e0e6" },
  slate: { rim: ["#69767c", "#3a454b"], well: ["#566268", "#46525a"], ring: "#4d595f" },
};

export type Scene = {
  /** Background hue (degrees), saturation and lightness (percent) of the soft backdrop. */
  hue: number;
  saturation: number;
  lightness: number;
  /** Soft round spots of light on the backdrop, placed from this number. */
  seed: number;
  /** A plate under the items: its centre and half-width as fractions of the width, and its glaze. */
  plate?: { x: number; y: number; r: number; glaze?: Glaze };
  /** Drawn food (dish-draw.ts): SVG markup in a frame 1000 units wide, over the backdrop. */
  food?: string;
  items: SceneItem[];
};

const require = createRequire(import.meta.url);
const EMOJI_DIR = path.join(path.dirname(require.resolve("@lobehub/fluent-emoji-3d/package.json")), "assets");

const sources = new Map<string, Promise<Buffer>>();
const resized = new Map<string, Promise<Buffer>>();

function emojiSource(code: string): Promise<Buffer> {
  let source = sources.get(code);
  if (!source) {
    source = readFile(path.join(EMOJI_DIR, `${code}.webp`));
    sources.set(code, source);
    source.catch(() => sources.delete(code));
  }
  return source;
}

/** One emoji at one pixel size and angle, kept in memory (a few dozen files, a few kB each). */
function emojiAt(code: string, size: number, rotate: number): Promise<Buffer> {
  const key = `${code}@${size}r${rotate}`;
  let buffer = resized.get(key);
  if (!buffer) {
    buffer = emojiSource(code).then((src) => {
      let img = sharp(src).resize(size, size, { kernel: "lanczos3" });
      if (rotate) img = img.rotate(rotate, { background: { r: 0, g: 0, b: 0, alpha: 0 } });
      return img.png({ compressionLevel: 0 }).toBuffer();
    });
    resized.set(key, buffer);
    buffer.catch(() => resized.delete(key));
  }
  return buffer;
}

/** Does the installed set hold this emoji? */
export async function hasEmoji(code: string): Promise<boolean> {
  try {
    await emojiSource(code);
    return true;
  } catch {
    return false;
  }
}

function spots(scene: Scene, w: number, h: number): string {
  let s = scene.seed * 2654435761;
  const next = () => {
    s = (Math.imul(s ^ (s >>> 15), 2246822519) + 0x9e3779b9) >>> 0;
    return s / 4294967296;
  };
  return Array.from({ length: 5 }, () => {
    const cx = (next() * w).toFixed(1);
    const cy = (next() * h).toFixed(1);
    const r = ((0.08 + next() * 0.16) * w).toFixed(1);
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff" opacity="${(0.12 + next() * 0.18).toFixed(2)}"/>`;
  }).join("");
}

function backgroundSvg(scene: Scene, w: number, h: number): string {
  const { hue, saturation: sat, lightness: light } = scene;
  const inner = `hsl(${hue} ${sat}% ${Math.min(light + 6, 97)}%)`;
  const outer = `hsl(${(hue + 12) % 360} ${sat}% ${light - 8}%)`;
  const glaze = scene.plate?.glaze ?? GLAZES.white;
  const plate = scene.plate
    ? (() => {
        const cx = scene.plate.x * w;
        const cy = scene.plate.y * w;
        const rx = scene.plate.r * w;
        const ry = rx * 0.8;
        return `<ellipse cx="${cx}" cy="${cy + ry * 0.09}" rx="${rx * 1.02}" ry="${ry * 1.02}" fill="#000" opacity=".18" filter="url(#soft)"/>
<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#rim)"/>
<ellipse cx="${cx}" cy="${cy + ry * 0.02}" rx="${rx * 0.76}" ry="${ry * 0.74}" fill="${glaze.ring}"/>
<ellipse cx="${cx}" cy="${cy - ry * 0.01}" rx="${rx * 0.72}" ry="${ry * 0.7}" fill="url(#well)"/>`;
      })()
    : "";
  const shadows = scene.items
    .map((it) => {
      const cx = it.x * w;
      const cy = (it.y + it.size * 0.4) * w;
      return `<ellipse cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" rx="${(it.size * w * 0.36).toFixed(1)}" ry="${(it.size * w * 0.09).toFixed(1)}" fill="#3a2a1a" opacity=".22" filter="url(#soft)"/>`;
    })
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs>
<radialGradient id="bg" cx="50%" cy="45%" r="75%"><stop offset="0" stop-color="${inner}"/><stop offset="1" stop-color="${outer}"/></radialGradient>
<radialGradient id="rim" cx="50%" cy="40%" r="60%"><stop offset="0" stop-color="${glaze.rim[0]}"/><stop offset="1" stop-color="${glaze.rim[1]}"/></radialGradient>
<radialGradient id="well" cx="50%" cy="45%" r="60%"><stop offset="0" stop-color="${glaze.well[0]}"/><stop offset="1" stop-color="${glaze.well[1]}"/></radialGradient>
<filter id="soft" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="${(w / 90).toFixed(1)}"/></filter>
</defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/>
${spots(scene, w, h)}
${plate}
${scene.food ? `<g transform="scale(${w / 1000})">${scene.food}</g>` : ""}
${shadows}
</svg>`;
}

/** The scene drawn at width × height, as WebP. */
export async function composeScene(scene: Scene, width: number, height: number, quality = 80): Promise<Buffer> {
  const layers = await Promise.all(
    scene.items.map(async (it) => {
      const size = Math.max(8, Math.round(it.size * width));
      const rotate = it.rotate ?? 0;
      const input = await emojiAt(it.emoji, size, rotate);
      const { width: lw = size, height: lh = size } = rotate ? await sharp(input).metadata() : { width: size, height: size };
      const left = Math.round(it.x * width - lw / 2);
      const top = Math.round(it.y * width - lh / 2);
      return { input, left, top };
    }),
  );
  return sharp(Buffer.from(backgroundSvg(scene, width, height)))
    .composite(layers.map((l) => ({ ...l, blend: "over" as const })))
    .webp({ quality, effort: 3, smartSubsample: true })
    .toBuffer();
}

/** A business photo fitted to width × height (cropped to fill, turned upright), as WebP. */
export function fitPhoto(file: string, width: number, height: number): Promise<Buffer> {
  return sharp(file).rotate().resize(width, height, { fit: "cover", position: "attention" }).webp({ quality: 80, effort: 3 }).toBuffer();
}
