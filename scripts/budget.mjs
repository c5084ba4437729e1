// `npm run budget`: owns the build-output budgets of docs/quality-targets.md "Speed". Reads dist/ after `vite build`
// (the chunk graph in dist/.vite/manifest.json, the CSS, dist/sw.js), prints a table of gzip sizes
// (node:zlib level 9; 1 kB = 1000 bytes) and writes the figures to .bench/budget.json.
//
// What is counted as "first page" for a landing route (/, /menu, /package): what the browser needs
// before it paints and hydrates the page:
//   the entry chunk of index.html and its static imports (recursively), the route's lazy chunk and its
//   static imports, and the larger of the two languages' first-page messages
//   (`virtual:first-page-messages/<locale>`, scripts/first-page-messages.ts; one is always loaded
//   before the first render). Loaded after the first commit, so not counted: the database (Dexie),
//   the catalog's fetch code, the rest of the language's catalog, and workbox-window with the update
//   prompt (docs/decisions/server-rendering.md, "What loads when").
// First-page CSS: the CSS files of those chunks. Render-blocking fonts: every woff2 that first-page
// CSS references (the Latin and Arabic subsets of src/app/fonts.css).
// Lazy chunks: every other JS file in dist/assets, measured one by one against the home page's set.
// Precache: the unique URLs listed in dist/sw.js, raw and gzip.
//
// Fails (exit 1) when first-page JS > 100 kB or first-page CSS > 50 kB (gzip); warns above 97 kB JS,
// 30 kB CSS, 100 kB fonts, and for a lazy chunk other than the map's above 50 kB.
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { register } from "tsx/esm/api";

// The route table is TypeScript: tsx loads it (as bench-menu-filter.mjs loads the menu's filter).
register();
const { landings } = await import("../src/app/route-table.ts");

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// `--dist DIR` measures another build (the bench's own, scripts/bench.mjs --out-dir).
const DIST_ARG = process.argv.indexOf("--dist");
const DIST = DIST_ARG > 0 ? path.resolve(process.argv[DIST_ARG + 1]) : path.join(ROOT, "dist");
const OUT = path.join(ROOT, ".bench/budget.json");
const KB = 1000;

const LIMITS = {
  firstPageJs: { warn: 97 * KB, fail: 100 * KB },
  firstPageCss: { warn: 30 * KB, fail: 50 * KB },
  fonts: { warn: 100 * KB },
  lazyChunk: { warn: 50 * KB },
};

/** Landing routes and the source of their lazy screen chunk: the route table's landing screens. */
const LANDING_ROUTES = Object.fromEntries(landings().map((landing) => [landing.path, landing.module]));
/** The map screens' code (maplibre and its worker) is budgeted apart. */
const MAP_CHUNK = /maplibre|react-map-gl|map-page|mapbox|(^|[-_/])map([-_.]|$)/i;

const sizes = new Map();
function measure(file) {
  if (!sizes.has(file)) {
    const bytes = readFileSync(path.join(DIST, file));
    sizes.set(file, { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
  }
  return sizes.get(file);
}
function total(files) {
  const list = [...files];
  let raw = 0;
  let gzip = 0;
  for (const f of list) {
    raw += measure(f).raw;
    gzip += measure(f).gzip;
  }
  return { files: list, raw, gzip };
}

const manifestPath = path.join(DIST, ".vite/manifest.json");
if (!existsSync(manifestPath)) {
  console.error(`budget: ${path.relative(ROOT, manifestPath)} is missing. Run \`vite build\` first (build.manifest must be on).`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry && k.endsWith("index.html"));
if (!entryKey) {
  console.error("budget: no index.html entry in the Vite manifest.");
  process.exit(1);
}

/** A chunk and its static imports, recursively: JS files and their CSS. */
function closure(key, js = new Set(), css = new Set(), seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return { js, css };
  seen.add(key);
  const chunk = manifest[key];
  js.add(chunk.file);
  for (const c of chunk.css ?? []) css.add(c);
  for (const imported of chunk.imports ?? []) closure(imported, js, css, seen);
  return { js, css };
}

const catalogKeys = Object.keys(manifest).filter((k) => /^first-page-messages-[a-z]+$/.test(k));
const largestCatalog = catalogKeys.sort((a, b) => measure(manifest[b].file).gzip - measure(manifest[a].file).gzip)[0];

const warnings = [];
const failures = [];
const firstPage = {};
for (const [route, source] of Object.entries(LANDING_ROUTES)) {
  const { js, css } = closure(entryKey);
  if (manifest[source]) closure(source, js, css);
  else warnings.push(`route ${route}: no chunk for ${source} in the manifest; counted without it`);
  if (largestCatalog) closure(largestCatalog, js, css);
  else warnings.push("no first-page messages (first-page-messages-<locale>) in the manifest; counted without them");
  firstPage[route] = { js: total(js), css: total(css) };
}

// Fonts that first-page CSS asks for (home's CSS; the other landing routes share it today).
const fontFiles = new Set();
for (const cssFile of firstPage["/"].css.files) {
  const text = readFileSync(path.join(DIST, cssFile), "utf8");
  for (const m of text.matchAll(/url\(\s*["']?([^"')]+\.woff2)["']?\s*\)/g)) {
    const url = m[1];
    const file = url.startsWith("/") ? url.slice(1) : path.posix.join(path.posix.dirname(cssFile), url);
    if (existsSync(path.join(DIST, file))) fontFiles.add(file);
  }
}
const fonts = total(fontFiles);

const homeJs = new Set(firstPage["/"].js.files);
const lazyChunks = readdirSync(path.join(DIST, "assets"))
  .filter((f) => /\.m?js$/.test(f))
  .map((f) => `assets/${f}`)
  .filter((f) => !homeJs.has(f))
  .map((file) => ({ file, map: MAP_CHUNK.test(path.basename(file)), ...measure(file) }))
  .sort((a, b) => b.gzip - a.gzip);

let precache = null;
const swPath = path.join(DIST, "sw.js");
if (existsSync(swPath)) {
  const sw = readFileSync(swPath, "utf8");
  const urls = [...new Set([...sw.matchAll(/\{\s*url:\s*"([^"]+)"\s*,\s*revision:/g)].map((m) => m[1]))];
  const present = urls.filter((u) => existsSync(path.join(DIST, u)));
  const missing = urls.filter((u) => !existsSync(path.join(DIST, u)));
  if (missing.length) failures.push(`precache lists files missing from dist/: ${missing.join(", ")}`);
  precache = { entries: urls.length, ...total(present) };
  delete precache.files;
} else {
  warnings.push("dist/sw.js is missing: no precache figures");
}

// Verdicts.
for (const [route, { js, css }] of Object.entries(firstPage)) {
  if (js.gzip > LIMITS.firstPageJs.fail) failures.push(`first-page JS for ${route} is ${kb(js.gzip)} kB gzip (limit 100 kB)`);
  else if (js.gzip > LIMITS.firstPageJs.warn) warnings.push(`first-page JS for ${route} is ${kb(js.gzip)} kB gzip (target 97 kB)`);
  if (css.gzip > LIMITS.firstPageCss.fail) failures.push(`first-page CSS for ${route} is ${kb(css.gzip)} kB gzip (limit 50 kB)`);
  else if (css.gzip > LIMITS.firstPageCss.warn) warnings.push(`first-page CSS for ${route} is ${kb(css.gzip)} kB gzip (target 30 kB)`);
}
if (fonts.gzip > LIMITS.fonts.warn) warnings.push(`render-blocking fonts are ${kb(fonts.gzip)} kB gzip (target 100 kB)`);
for (const c of lazyChunks) {
  if (!c.map && c.gzip > LIMITS.lazyChunk.warn) warnings.push(`lazy chunk ${c.file} is ${kb(c.gzip)} kB gzip (target 50 kB)`);
}

function kb(bytes) {
  return (bytes / KB).toFixed(1);
}

// Table.
const rows = [];
const status = (gzip, limit) => (limit.fail && gzip > limit.fail ? "FAIL" : limit.warn && gzip > limit.warn ? "warn" : "ok");
for (const [route, { js, css }] of Object.entries(firstPage)) {
  rows.push([`first-page JS ${route}`, js.files.length, kb(js.raw), kb(js.gzip), "97 / 100", status(js.gzip, LIMITS.firstPageJs)]);
  rows.push([`first-page CSS ${route}`, css.files.length, kb(css.raw), kb(css.gzip), "30 / 50", status(css.gzip, LIMITS.firstPageCss)]);
}
rows.push(["fonts (woff2, render-blocking)", fonts.files.length, kb(fonts.raw), kb(fonts.gzip), "100", status(fonts.gzip, LIMITS.fonts)]);
for (const c of lazyChunks) {
  rows.push([`  lazy ${path.basename(c.file)}${c.map ? " (map)" : ""}`, 1, kb(c.raw), kb(c.gzip), c.map ? "-" : "50", c.map ? "ok" : status(c.gzip, LIMITS.lazyChunk)]);
}
if (precache) rows.push([`precache (${precache.entries} entries)`, precache.entries, kb(precache.raw), kb(precache.gzip), "-", "info"]);

const header = ["item", "files", "raw kB", "gzip kB", "budget kB", "status"];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
const line = (cells) => cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join("  ");
console.log(line(header));
console.log(widths.map((w) => "-".repeat(w)).join("  "));
for (const r of rows) console.log(line(r));
console.log(`\nfirst page / = ${firstPage["/"].js.files.join(", ")} + ${firstPage["/"].css.files.join(", ")}`);
for (const w of warnings) console.log(`warning: ${w}`);
for (const f of failures) console.log(`FAIL: ${f}`);

mkdirSync(path.dirname(OUT), { recursive: true });
writeFileSync(
  OUT,
  `${JSON.stringify(
    {
      generatedAt: new Date().toISOString(),
      unit: "bytes (gzip level 9)",
      limits: LIMITS,
      firstPage,
      fonts,
      lazyChunks,
      precache,
      warnings,
      failures,
    },
    null,
    2,
  )}\n`,
);
console.log(`\nbudget: ${failures.length ? "FAILED" : "ok"} (${path.relative(ROOT, OUT)})`);
process.exitCode = failures.length ? 1 : 0;
