// The offline save of the whole catalog (src/catalog/save-offline.ts) on a slow link, as docs/quality-targets.md "Speed"
// asks: a new customer opens `/?lang=<lang>` through a loopback proxy that lets 1.6 Mbit/s through
// from the server (and adds 40 ms each way), and the proxy counts every byte the server sends. The
// save's bytes are those sent from the moment the app starts it (its first progress line) to the
// moment it says it is done; its duration is the app's own (settings row: startedAt → finishedAt).
// Usage: node scripts/bench-offline-save.mjs <baseURL> [lang] [out]   (writes out, by default
// .bench/offline-save.json)
import { writeFileSync } from "node:fs";
import { createConnection, createServer } from "node:net";
import path from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS, ROOT, chromePath } from "./lib/serve.mjs";

const [baseURL, lang = "en", out = path.join(ROOT, ".bench/offline-save.json")] = process.argv.slice(2);
if (!baseURL) throw new Error("usage: node scripts/bench-offline-save.mjs <baseURL> [lang]");
const BYTES_PER_SECOND = 1_600_000 / 8;
const DELAY_MS = 40;

/** A TCP proxy to `target` whose answers flow at BYTES_PER_SECOND in all (shared, like one link). */
function throttlingProxy(target) {
  const counter = { down: 0 };
  let nextFree = Date.now();
  const server = createServer((client) => {
    const upstream = createConnection({ host: target.hostname, port: Number(target.port) });
    client.on("data", (chunk) => setTimeout(() => upstream.write(chunk), DELAY_MS));
    upstream.on("data", (chunk) => {
      counter.down += chunk.length;
      // The link is busy until nextFree; this chunk leaves after it, at the link's rate.
      const start = Math.max(Date.now(), nextFree);
      nextFree = start + (chunk.length / BYTES_PER_SECOND) * 1000;
      upstream.pause();
      setTimeout(() => {
        client.write(chunk);
        upstream.resume();
      }, nextFree - Date.now() + DELAY_MS);
    });
    const close = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on("error", close);
    upstream.on("error", close);
    client.on("close", close);
    upstream.on("close", close);
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve({ server, counter, port: server.address().port })));
}

const proxy = await throttlingProxy(new URL(baseURL));
const browser = await chromium.launch({ executablePath: chromePath(), args: CHROMIUM_FLAGS });
let result;
try {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const url = `http://127.0.0.1:${proxy.port}/?lang=${lang}`;
  const t0 = Date.now();
  await page.goto(url);
  const line = page.locator(".offline-save");
  await line.waitFor({ state: "attached", timeout: 120_000 });
  const bytesAtStart = proxy.counter.down;
  const startedWall = Date.now();
  await page.locator('.offline-save[data-state="saved"]').waitFor({ state: "attached", timeout: 300_000 });
  const bytesAtEnd = proxy.counter.down;
  const saved = await page.evaluate(async (langId) => {
    const db = await new Promise((resolve, reject) => {
      const open = indexedDB.open("storefront");
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    return new Promise((resolve) => {
      const req = db.transaction("settings").objectStore("settings").get(`offlineCatalog:${langId}`);
      req.onsuccess = () => resolve(req.result?.value);
    });
  }, lang === "ar" ? 2 : 1);
  result = {
    lang,
    linkMbps: 1.6,
    firstVisitBytes: bytesAtStart,
    saveBytes: bytesAtEnd - bytesAtStart,
    saveMs: saved?.finishedAt && saved?.startedAt ? saved.finishedAt - saved.startedAt : Date.now() - startedWall,
    pageToSavedMs: Date.now() - t0,
    steps: saved?.total,
  };
} finally {
  await browser.close();
  proxy.server.close();
}
writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
console.info(
  `offline save (${lang}, 1.6 Mbit/s): ${(result.saveBytes / 1e6).toFixed(2)} MB in ${(result.saveMs / 1000).toFixed(1)} s ` +
    `(${result.steps} steps; first visit before it ${(result.firstVisitBytes / 1e6).toFixed(2)} MB)`,
);
