// Draws the app icons (a white bowl with a leaf on green) as PNG files in public/icons, and
// public/favicon.ico.
// Run once by hand when the icon changes: `node scripts/make-icons.mjs`. No image library needed.
import { writeFileSync } from "node:fs";
import { deflateSync } from "node:zlib";

const GREEN = [46, 125, 50];
const WHITE = [255, 255, 255];
const LEAF = [165, 214, 167];

function crc32(buf) {
  let c, crc = 0xffffffff;
  for (let n = 0; n < buf.length; n++) {
    c = (crc ^ buf[n]) & 0xff;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    crc = (crc >>> 8) ^ c;
  }
  return (crc ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const len = Buffer.alloc(4); len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type), data]);
  const crc = Buffer.alloc(4); crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
}
function png(size, pixel) {
  const raw = Buffer.alloc((size * 3 + 1) * size);
  for (let y = 0; y < size; y++) {
    raw[y * (size * 3 + 1)] = 0;
    for (let x = 0; x < size; x++) {
      const [r, g, b] = pixel(x / size, y / size);
      const o = y * (size * 3 + 1) + 1 + x * 3;
      raw[o] = r; raw[o + 1] = g; raw[o + 2] = b;
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0); ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; ihdr[9] = 2; ihdr[10] = 0; ihdr[11] = 0; ihdr[12] = 0;
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk("IHDR", ihdr), chunk("IDAT", deflateSync(raw)), chunk("IEND", Buffer.alloc(0))]);
}
// scale < 1 keeps the drawing inside the maskable safe zone (the central 80%).
function icon(scale) {
  return (u, v) => {
    const x = (u - 0.5) / scale, y = (v - 0.5) / scale;
    const inBowl = y > 0.02 && y < 0.3 && x * x / 0.14 + (y - 0.02) * (y - 0.02) / 0.08 < 1;
    const rim = Math.abs(y - 0.02) < 0.035 && Math.abs(x) < 0.4;
    const lx = x + 0.02, ly = y + 0.16;
    const leaf = (lx * 0.7 + ly * 0.7) ** 2 / 0.045 + (lx * 0.7 - ly * 0.7) ** 2 / 0.008 < 1;
    if (inBowl || rim) return WHITE;
    if (leaf) return LEAF;
    return GREEN;
  };
}
// favicon.ico for browsers and tools that ask for it rather than the SVG: an ICO holding PNG images
// (read by every browser since 2007), 16, 32 and 48 px.
function ico(sizes) {
  const images = sizes.map((size) => png(size, icon(0.95)));
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); header.writeUInt16LE(1, 2); header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map((image, i) => {
    const e = Buffer.alloc(16);
    e[0] = sizes[i] % 256; e[1] = sizes[i] % 256; e[2] = 0; e[3] = 0;
    e.writeUInt16LE(1, 4); e.writeUInt16LE(24, 6); e.writeUInt32LE(image.length, 8); e.writeUInt32LE(offset, 12);
    offset += image.length;
    return e;
  });
  return Buffer.concat([header, ...entries, ...images]);
}
writeFileSync("public/favicon.ico", ico([16, 32, 48]));
writeFileSync("public/icons/icon-192.png", png(192, icon(0.95)));
writeFileSync("public/icons/icon-512.png", png(512, icon(0.95)));
writeFileSync("public/icons/maskable-512.png", png(512, icon(0.72)));
writeFileSync("public/icons/apple-touch-icon.png", png(180, icon(0.8)));
console.log("icons written");
