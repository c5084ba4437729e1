// `node scripts/bench-menu-filter.mjs [baseURL]`: what one keystroke in the menu's search costs.
// In Debian Chromium against a running storefront (default http://127.0.0.1:8080), on the largest
// category (Main Meals of package 24), it types searches one key at a time and, per keystroke,
// reads (1) the app's own "menu-filter" measure: the filtering alone; (2) the main thread's busy
// time from the DevTools protocol (Performance.getMetrics TaskDuration in thread time: event
// handling, React render, style, layout, paint), minus what the same key costs in a plain <input>
// added to the same page outside the app; (3) the Event Timing API's input-to-next-paint for the
// keystroke (Chromium reports only those of 16 ms or more: an unreported keystroke painted within a
// frame). Medians over the keystrokes, unthrottled and with the CPU slowed 4x (a mid-range phone).
// Also (4) the same filter function in Node over every dish of the package with the most dishes
// (about 300, all four categories), in English and Arabic: the filtering's headroom.
// Writes .bench/menu-filter.json, or the file given after the base URL (`npm run bench -- --against`
// writes the other build's beside it). Needs the build served (`npm start`, or the e2e server).
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { register } from "tsx/esm/api";

register();
const { createMealFilter, NO_FILTER } = await import("../src/features/menu/filter-meals.ts");

const BASE = process.argv[2] ?? process.env.BASE_URL ?? "http://127.0.0.1:8080";
const OUT = process.argv[3] ?? ".bench/menu-filter.json";
// Three searches from an empty box, as customers type them: each key changes the list shown.
const QUERIES = ["chicken", "rice", "salmon"];
const SETTLE_MS = 250;
const ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const round = (x) => Math.round(x * 100) / 100;
const keyName = (ch) => (ch === " " ? "Space" : ch);

/** Every dish of a package (all four categories) from the API, in a language. */
async function packageDishes(packageId, langId) {
  const all = [];
  for (const mealtype_id of [1, 2, 3, 11]) {
    const body = new URLSearchParams({ lang_id: String(langId), package_id: String(packageId), mealtype_id: String(mealtype_id) });
    const { data } = await (await fetch(`${BASE}/api/meallist`, { method: "POST", body })).json();
    all.push(...data.map((m) => ({ name: m.meal_name, days: m.meal_availabilty.map((d) => d.day), proteinTagId: m.product_tags[0]?.products_tag_main_id ?? 0 })));
  }
  return all;
}

/** Median time of one filtering (each prefix of each query, with a day), repeated for stable figures. */
function nodeFilterMedian(dishes, queries) {
  const run = createMealFilter(dishes);
  const times = [];
  for (let round = 0; round < 200; round++) {
    for (const q of queries) {
      for (let i = 1; i <= q.length; i++) {
        const t = performance.now();
        run({ ...NO_FILTER, query: q.slice(0, i), day: round % 2 ? 1 : null });
        times.push(performance.now() - t);
      }
    }
  }
  return median(times);
}

const nodeFilter = {};
for (const packageId of [24, 26, 28]) {
  const en = await packageDishes(packageId, 1);
  if (!nodeFilter.dishes || en.length > nodeFilter.dishes) {
    const ar = await packageDishes(packageId, 2);
    nodeFilter.packageId = packageId;
    nodeFilter.dishes = en.length;
    nodeFilter.englishMedianMs = Number(nodeFilterMedian(en, QUERIES).toFixed(4));
    nodeFilter.arabicMedianMs = Number(nodeFilterMedian(ar, ["دجاج", "ارز", "سلمون"]).toFixed(4));
  }
}

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", args: ARGS });
const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send("Performance.enable", { timeDomain: "threadTicks" });
const busyMs = async () => (await cdp.send("Performance.getMetrics")).metrics.find((m) => m.name === "TaskDuration").value * 1000;

/** Presses each key of `text` into the focused element; the busy time each one caused. */
async function typeAndMeasure(text, throttle, after) {
  const rows = [];
  for (let i = 0; i < text.length; i++) {
    const before = await busyMs();
    const pressedAt = await page.evaluate(() => performance.now());
    await page.keyboard.press(keyName(text[i]));
    // Settle with nothing of ours running in the page, so only the keystroke's work is counted.
    await new Promise((r) => setTimeout(r, SETTLE_MS * throttle));
    const ms = (await busyMs()) - before;
    const paints = await page.evaluate((t0) => window.__benchPaint.filter((e) => e.t >= t0).map((e) => e.duration), pressedAt);
    const nextPaintMs = paints.length ? Math.max(...paints) : 0; // 0: under 16 ms, not reported
    rows.push({ text: text.slice(0, i + 1), mainThreadMs: round(ms), nextPaintMs, ...(after ? await after(text.slice(0, i + 1)) : {}) });
  }
  return rows;
}

async function clearSearch() {
  await page.getByLabel("Search by dish name").fill("");
  await page.getByLabel("Search by dish name").focus();
  await page.waitForTimeout(500);
}

await page.addInitScript(() => {
  // Input-to-next-paint per keystroke (Event Timing API), keyed by the text typed so far.
  window.__benchPaint = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === "keydown" || e.name === "input") window.__benchPaint.push({ t: e.startTime, duration: e.duration });
  }).observe({ type: "event", durationThreshold: 16, buffered: true });
});
await page.goto(`${BASE}/menu`);
// The page arrives server-rendered: typing is measured once the app has taken it over, and once the
// first visit's save of the catalog for offline use (its pictures and rows, in the background) has
// finished, so the keystrokes' figures are the menu's own work and not the save's.
await page.waitForFunction(() => document.documentElement.dataset.ready === "true");
await page.locator('.offline-save[data-state="saved"]').waitFor({ state: "attached", timeout: 300_000 });
await page.getByRole("tab", { name: "Main Meals" }).click();
await page.locator(".dish-card").nth(20).waitFor();
const countText = page.getByRole("tabpanel").locator(".menu-count");
await countText.filter({ hasText: /\d/ }).waitFor();
const dishes = Number((await countText.textContent()).match(/\d+/)[0]);
await page.getByRole("button", { name: "Filter" }).click();
await page.evaluate(() => {
  const probe = document.createElement("input");
  probe.id = "bench-probe";
  probe.setAttribute("aria-label", "bench probe");
  document.body.append(probe);
});
for (const q of QUERIES) {
  await clearSearch();
  await typeAndMeasure(q, 1); // warm-up: JIT, every dish image seen once
}

const report = { baseURL: BASE, dishes, queries: QUERIES, nodeFilter, runs: {} };
for (const throttle of [1, 4]) {
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: throttle });
  const rows = [];
  const plain = [];
  for (const q of QUERIES) {
    await clearSearch();
    rows.push(
      ...(await typeAndMeasure(q, throttle, async (text) => {
        const measures = await page.evaluate((t) => performance.getEntriesByName("menu-filter").filter((e) => e.detail?.query === t).map((e) => e.duration), text);
        return { filterMs: round(measures.at(-1) ?? NaN), cards: await page.locator(".dish-card:not([hidden])").count() };
      })),
    );
    await page.focus("#bench-probe");
    plain.push(...(await typeAndMeasure(q, throttle)));
  }
  const app = median(rows.map((r) => r.mainThreadMs));
  const base = median(plain.map((r) => r.mainThreadMs));
  report.runs[`cpu x${throttle}`] = {
    medianFilterMs: round(median(rows.map((r) => r.filterMs))),
    maxFilterMs: round(Math.max(...rows.map((r) => r.filterMs))),
    medianMainThreadMs: round(app),
    plainInputMedianMs: round(base),
    medianMenuWorkMs: round(app - base),
    maxMainThreadMs: round(Math.max(...rows.map((r) => r.mainThreadMs))),
    keystrokesPaintedWithinAFrame: rows.filter((r) => r.nextPaintMs === 0).length,
    keystrokes: rows,
  };
}
await browser.close();

mkdirSync(path.dirname(OUT), { recursive: true });
writeFileSync(OUT, JSON.stringify(report, null, 2));
const keys = QUERIES.join("").length;
console.log(
  `filter function in Node over all ${nodeFilter.dishes} dishes of package ${nodeFilter.packageId}: median ${nodeFilter.englishMedianMs} ms a keystroke in English, ${nodeFilter.arabicMedianMs} ms in Arabic`,
);
console.log(`menu search over ${dishes} dishes, ${keys} keystrokes typing ${QUERIES.map((q) => `"${q}"`).join(", ")}; medians:`);
for (const [name, r] of Object.entries(report.runs)) {
  console.log(
    `  ${name}: filtering ${r.medianFilterMs} ms (max ${r.maxFilterMs}); main thread ${r.medianMainThreadMs} ms per keystroke, ` +
      `${r.medianMenuWorkMs} ms more than a plain input on the same page (${r.plainInputMedianMs}); max ${r.maxMainThreadMs}; ` +
      `next paint within 16 ms for ${r.keystrokesPaintedWithinAFrame} of ${keys} keystrokes`,
  );
}
