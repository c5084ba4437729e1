// `npm run bench`: builds, starts the real server on a free loopback port with a fresh embedded
// database, measures, stops everything it started, and writes .bench/bench.md and .bench/bench.json
// (git-ignored), printing the summary tables. Only loopback traffic. Options:
//   --runs N        Lighthouse runs per page and language (default 3; medians reported)
//   --seconds S     autocannon duration per API target (default 5)
//   --skip-build    use the build as it is
//   --out-dir DIR   build into and serve DIR instead of the shared dist/ (no lock on dist/ needed)
//   --only a,b      only these sections: lighthouse, menu, offline, api (the build output is always measured)
//   --pages p,q     Lighthouse's pages (default: the three landings and every other public screen the
//                   server renders, src/app/routes.tsx; `--pages /,/menu,/package` for the landings,
//                   `--pages none` for none)
//   --signed-in p,q Lighthouse's pages of a signed-in subscriber with a paid plan (default /my-plan;
//                   `--signed-in none` for none): a return visit, signed in through /sign-in first
//   --screens p,q   the same as --pages
//   --langs en,ar   Lighthouse's languages (default both)
//   --floor         Lighthouse also scores each public page with its scripts removed (see below);
//                   the table then gives each page's Performance and TBT beside its floor's
//   --against C     also builds commit C in a git worktree (scripts/lib/against.mjs), serves it beside
//                   this build and measures it in the same runs, interleaved (Lighthouse, the profile,
//                   the menu's filter and offline paint, in --menu-rounds rounds), and right after this
//                   build (the offline save)
//   --menu-rounds N the menu's measures this many times per build, alternating the builds (default 2
//                   with --against, else 1): each figure is the median over the rounds, so a host that
//                   slows down during the run weighs on both builds
//   --only profile  the tasks before the first tap on --pages (default the three landings) at 1x and
//                   4x CPU, in --langs, traced through the DevTools protocol (scripts/lib/start-tasks.mjs):
//                   the ten longest of the median run, by name
// Measures, as medians over repeated runs:
//   1. the build output (scripts/budget.mjs): first-page JS/CSS gzip of /, /menu, /package, every lazy
//      chunk, the map chunks, the precache total;
//   2. Lighthouse (mobile defaults) on every public screen and on My plan, in English and Arabic.
//      With --floor, each public page again without its scripts (scripts/lib/lighthouse.mjs
//      withoutScripts): its own HTML, CSS, fonts and pictures, the most this host lets the page score
//      before any of the app's code runs. The same build scored Performance 96 to 100 on one 2-core
//      machine and 62 to 91 on another (62 to 80 on the landings); the floor tells the host's share
//      from the app's;
//   3. the menu in Chromium: per-keystroke filter cost (scripts/bench-menu-filter.mjs) and the time
//      from navigation to painted dish cards when offline (the app's "menu-cards" mark);
//   4. the offline save of the whole catalog for one language through a 1.6 Mbit/s link: bytes and
//      duration (scripts/bench-offline-save.mjs);
//   5. the API with autocannon at 50 connections: meal list and package details against a bare
//      node:http server answering the same bytes in the same run (ratio, p50, p99); the purchase
//      call with unique codes when the server has it (purchases per second, then a row count).
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { chromium } from "@playwright/test";
import { buildCommit } from "./lib/against.mjs";
import { audit, auditPerformance, auditSignedIn, withoutScripts } from "./lib/lighthouse.mjs";
import { startTasks } from "./lib/start-tasks.mjs";
import { planBench as runPlanBench, planHolder, planOrder } from "./lib/plan-bench.mjs";
import { CHROMIUM_FLAGS, ROOT, chromePath, freePort, median, startServer } from "./lib/serve.mjs";
import { signInThroughPage } from "./lib/sign-in.mjs";

const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : fallback;
};
const RUNS = Number(arg("--runs", "3"));
const SECONDS = Number(arg("--seconds", "5"));
const ONLY = arg("--only", "lighthouse,menu,offline,api").split(",");
// The public screens the server renders (src/app/routes.tsx marks them `ssr`): the landings first.
// Package 24 is a seeded package (server/db/seed/catalog-data/packages.ts).
const PUBLIC_SCREENS = [
  "/",
  "/menu",
  "/package",
  "/package/24",
  "/calculate-calorie/know-gender",
  "/sign-in",
  "/sign-up",
  "/account",
  "/terms-conditions",
  "/privacy-policy",
  "/dietician",
  "/subscribe",
];
const LIGHTHOUSE_PAGES = arg("--pages", arg("--screens", PUBLIC_SCREENS.join(",")))
  .split(",")
  .filter((p) => p && p !== "none");
const SIGNED_IN_PAGES = arg("--signed-in", "/my-plan")
  .split(",")
  .filter((p) => p && p !== "none");
const FLOOR = process.argv.includes("--floor");
const AGAINST = arg("--against", undefined);
const MENU_ROUNDS = Number(arg("--menu-rounds", AGAINST ? "2" : "1"));
const PROFILE_PAGES = arg("--pages", arg("--screens", "/,/menu,/package"))
  .split(",")
  .filter((p) => p && p !== "none");
const BENCH = path.join(ROOT, ".bench");
mkdirSync(BENCH, { recursive: true });
const node = (args, env = {}) => spawnSync(process.execPath, args, { cwd: ROOT, stdio: "inherit", env: { ...process.env, ...env } });
const started = Date.now();
const log = (s) => console.info(`[bench ${Math.round((Date.now() - started) / 1000)} s] ${s}`);

// 1. Build and budgets.
const OUT_DIR = path.resolve(ROOT, arg("--out-dir", "dist"));
if (!process.argv.includes("--skip-build")) {
  log("build");
  if (node([path.join(ROOT, "scripts/build.mjs"), "--logLevel", "warn", "--outDir", OUT_DIR]).status !== 0) process.exit(1);
}
log("budget");
node([path.join(ROOT, "scripts/budget.mjs"), "--dist", OUT_DIR]);
const budget = JSON.parse(readFileSync(path.join(BENCH, "budget.json"), "utf8"));

const LANGS = [
  ["en", "?lang=en"],
  ["ar", "?lang=ar"],
].filter(([lang]) => arg("--langs", "en,ar").split(",").includes(lang));
const report = { date: new Date().toISOString(), runs: RUNS, budget, lighthouse: [], profile: [], menu: {}, offlineSave: null, api: {} };
const against = AGAINST ? buildCommit(AGAINST, { log }) : undefined;
if (against) report.against = against.sha.slice(0, 7);
const server = await startServer({ staticDir: OUT_DIR });
const other = against ? await startServer({ root: against.root, staticDir: against.staticDir }) : undefined;
log(`server on ${server.baseURL}${other ? `, ${report.against} on ${other.baseURL}` : ""}`);
try {
  // 2. Lighthouse: per page and language, the variants (this build, its floor, the other build)
  // take turns run by run, so a busy moment of the host falls on all of them alike.
  if (ONLY.includes("lighthouse")) {
    const floor = FLOOR ? await withoutScripts(server.baseURL) : undefined;
    // One subscriber for the signed-in pages: a paid plan, so My plan shows its calendar.
    const subscriber = SIGNED_IN_PAGES.length
      ? await planHolder(server.baseURL, `lh${Date.now().toString(36)}`, 0, await planOrder(server.baseURL))
      : undefined;
    const otherSubscriber =
      other && SIGNED_IN_PAGES.length
        ? await planHolder(other.baseURL, `lh${Date.now().toString(36)}`, 0, await planOrder(other.baseURL))
        : undefined;
    try {
      for (const [lang, suffix] of LANGS) {
        const targets = [
          ...LIGHTHOUSE_PAGES.map((page) => ({
            page,
            variants: {
              current: () => audit(`${server.baseURL}${page}${suffix}`),
              ...(floor ? { floor: () => auditPerformance(`${floor.baseURL}${page}${suffix}`) } : {}),
              ...(other ? { against: () => audit(`${other.baseURL}${page}${suffix}`) } : {}),
            },
          })),
          ...SIGNED_IN_PAGES.map((page) => ({
            page: `${page} (signed in)`,
            variants: {
              current: () => auditSignedIn(`${server.baseURL}${page}${suffix}`, (tab) => signIn(tab, server.baseURL, lang, subscriber)),
              ...(other
                ? { against: () => auditSignedIn(`${other.baseURL}${page}${suffix}`, (tab) => signIn(tab, other.baseURL, lang, otherSubscriber)) }
                : {}),
            },
          })),
        ];
        for (const { page, variants } of targets) {
          const medians = await lighthouseMedians(variants);
          const row = { page, lang, ...medians.current, floor: medians.floor, against: medians.against };
          for (const [k, m] of Object.entries(medians)) if (m.errors.length) log(`lighthouse ${lang} ${page} ${k}: ${m.errors.join("; ")}`);
          report.lighthouse.push(row);
          log(
            `lighthouse ${lang} ${page}: perf ${row.performance} a11y ${row.accessibility} bp ${row.bestPractices} seo ${row.seo} LCP ${row.lcpMs} TBT ${row.tbtMs} CLS ${row.cls} script 1x ${row.scriptMs1x}` +
              (row.floor ? `; no scripts perf ${row.floor.performance} TBT ${row.floor.tbtMs}` : "") +
              (row.against ? `; ${report.against} perf ${row.against.performance} TBT ${row.against.tbtMs} script 1x ${row.against.scriptMs1x}` : ""),
          );
        }
      }
    } finally {
      await floor?.close();
    }
  }

  // The tasks before the first tap, this build and the other one taking turns.
  if (ONLY.includes("profile")) {
    for (const page of PROFILE_PAGES)
      for (const [lang, suffix] of LANGS)
        for (const cpu of [1, 4]) {
          const builds = [["current", server], ...(other ? [[report.against, other]] : [])];
          const runs = Object.fromEntries(builds.map(([name]) => [name, []]));
          for (let i = 0; i < RUNS; i++)
            for (const [name, s] of builds) runs[name].push(await startTasks(`${s.baseURL}${page}${suffix}`, { cpu }));
          for (const [name] of builds) {
            const sorted = [...runs[name]].sort((a, b) => a.blockingMs - b.blockingMs);
            const mid = sorted[(sorted.length - 1) >> 1];
            const scriptMs = median(runs[name].map((r) => r.scriptMs));
            const row = { page, lang, cpu, build: name, blockingMs: mid.blockingMs, scriptMs, top: mid.tasks.slice(0, 10) };
            report.profile.push(row);
            log(`profile ${page} ${lang} ${cpu}x ${name}: blocking ${row.blockingMs} ms, script ${row.scriptMs} ms; ${row.top.map((t) => `${t.ms} ${t.name}`).join("; ")}`);
          }
        }
  }

  // 3. The menu in the browser.
  // With --against, the builds take turns, MENU_ROUNDS times each (this build first in odd rounds,
  // the other in even ones), and each figure is the median over the rounds (mergeMenuRounds); a step
  // the other build cannot take (its menu lacked what the script drives) prints "-" instead of
  // stopping the run.
  if (ONLY.includes("menu")) {
    const builds = [["current", server], ...(other ? [["against", other]] : [])];
    const rounds = Object.fromEntries(builds.map(([name]) => [name, { filters: [], offline: [] }]));
    for (let round = 1; round <= MENU_ROUNDS; round++) {
      // Which build goes first changes each round: the order weighed on the figures here (two builds'
      // offline paint, medians over 5: 963 to 1043 ms for the one measured first, 449 to 777 for the
      // other; equal with the order swapped), so a fixed order would weigh on one build only.
      for (const [name, s] of round % 2 ? builds : [...builds].reverse()) {
        const which = `${name === "current" ? "this build" : report.against}, round ${round} of ${MENU_ROUNDS}`;
        log(`menu filter (scripts/bench-menu-filter.mjs), ${which}`);
        const file = path.join(BENCH, name === "current" ? "menu-filter.json" : "menu-filter-against.json");
        rmSync(file, { force: true });
        node([path.join(ROOT, "scripts/bench-menu-filter.mjs"), s.baseURL, file]);
        if (existsSync(file)) rounds[name].filters.push(JSON.parse(readFileSync(file, "utf8")));
        log(`menu offline: navigation to painted dish cards, ${which}`);
        const offline = await offlineMenuPaint(s.baseURL, RUNS + 2).catch((e) => ({ error: String(e.message ?? e).split("\n")[0] }));
        rounds[name].offline.push(offline);
      }
    }
    for (const [name] of builds) {
      const merged = mergeMenuRounds(rounds[name].filters, rounds[name].offline);
      if (name === "current") Object.assign(report.menu, merged);
      else report.menu.against = merged;
    }
  }

  // 4. The API.
  // 4. The offline save of the catalog on a slow link (a new browser profile).
  if (ONLY.includes("offline")) {
    for (const [name, s] of [["current", server], ...(other ? [["against", other]] : [])]) {
      log(`offline save of the catalog at 1.6 Mbit/s (scripts/bench-offline-save.mjs), ${name === "current" ? "this build" : report.against}`);
      const file = path.join(BENCH, name === "current" ? "offline-save.json" : "offline-save-against.json");
      if (node([path.join(ROOT, "scripts/bench-offline-save.mjs"), s.baseURL, "en", file]).status !== 0) continue;
      const saved = JSON.parse(readFileSync(file, "utf8"));
      if (name === "current") report.offlineSave = saved;
      else report.offlineSaveAgainst = saved;
    }
  }
  if (ONLY.includes("api")) report.api = await apiBench(server.baseURL, server.dataDir, server.pid);
} finally {
  await server.stop({ keepData: true });
  await other?.stop();
}
// The purchase run's rows, read from the stopped server's own database.
try {
  const purchase = report.api?.purchase;
  if (purchase && !purchase.skipped) purchase.rows = await purchaseRows(server.dataDir, purchase.codePrefix);
} finally {
  server.remove();
}

writeFileSync(path.join(BENCH, "bench.json"), `${JSON.stringify(report, null, 2)}\n`);
const md = markdown(report);
writeFileSync(path.join(BENCH, "bench.md"), md);
console.info(`\n${md}`);
log("done: .bench/bench.md, .bench/bench.json");

/**
 * RUNS Lighthouse runs of each variant (`{ name: run }`), one of each in turn, and their medians by
 * variant; a run Lighthouse itself could not trace (NO_NAVSTART, seen now and then) is retried, not
 * averaged.
 */
async function lighthouseMedians(variants) {
  const runs = Object.fromEntries(Object.keys(variants).map((k) => [k, []]));
  const errors = Object.fromEntries(Object.keys(variants).map((k) => [k, []]));
  for (let round = 0; round < RUNS + 3; round++) {
    const due = Object.entries(variants).filter(([k]) => runs[k].length < RUNS && runs[k].length + errors[k].length < RUNS + 3);
    if (!due.length) break;
    for (const [k, run] of due) {
      const r = await run();
      if (r.runtimeError) errors[k].push(r.runtimeError);
      else runs[k].push(r);
    }
  }
  return Object.fromEntries(Object.keys(variants).map((k) => [k, mediansOf(runs[k], errors[k])]));
}

function mediansOf(runs, errors) {
  const m = (k) => median(runs.map((r) => r[k]));
  return {
    performance: m("performance"),
    accessibility: m("accessibility"),
    bestPractices: m("bestPractices"),
    seo: m("seo"),
    lcpMs: m("lcpMs"),
    tbtMs: m("tbtMs"),
    cls: m("cls"),
    scriptMs1x: m("scriptMs1x"),
    // Lighthouse's own measure of the host's speed: the same build scores lower on a slower host.
    benchmarkIndex: Math.round(m("benchmarkIndex")),
    // Scores under 100 name their failing audits, so a regression says where it is.
    failing: runs.at(-1)?.failing,
    runs: runs.length,
    errors,
  };
}

/** Signs `customer` in through /sign-in in `page`, opens My plan, and waits until the menu is saved for offline, as on a subscriber's phone. */
async function signIn(page, baseURL, lang, customer) {
  await signInThroughPage(page, baseURL, lang, customer);
  await page.goto(`${baseURL}/my-plan?lang=${lang}`);
  await page.locator(".offline-save[data-state=saved]").waitFor({ timeout: 120_000 });
}

async function purchaseRows(dataDir, prefix) {
  const { register } = await import("tsx/esm/api");
  register();
  const { openDatabase } = await import("../server/db/client.ts");
  const { sql } = await import("kysely");
  const handle = await openDatabase({ dataDir });
  try {
    const r =
      await sql`select count(*)::int as rows, count(distinct unique_code)::int as codes from purchases where unique_code like ${`${prefix}%`}`.execute(
        handle.db,
      );
    return r.rows[0];
  } finally {
    await handle.close();
  }
}

/**
 * One build's menu figures over its rounds: each per-CPU figure of the filter is the median of the
 * rounds' medians (each round's own in `byRound`, the first round's keystrokes as they were), the
 * offline paint the median of every run of every round.
 */
function mergeMenuRounds(filters, offline) {
  const filter = filters.length
    ? {
        ...filters[0],
        rounds: filters.length,
        runs: Object.fromEntries(
          Object.keys(filters[0].runs).map((cpu) => {
            const of = filters.map((f) => f.runs[cpu]).filter(Boolean);
            const mid = (key) => Math.round(median(of.map((x) => x[key])) * 100) / 100;
            return [
              cpu,
              {
                medianFilterMs: mid("medianFilterMs"),
                maxFilterMs: Math.max(...of.map((x) => x.maxFilterMs)),
                medianMainThreadMs: mid("medianMainThreadMs"),
                plainInputMedianMs: mid("plainInputMedianMs"),
                medianMenuWorkMs: mid("medianMenuWorkMs"),
                maxMainThreadMs: Math.max(...of.map((x) => x.maxMainThreadMs)),
                keystrokesPaintedWithinAFrame: mid("keystrokesPaintedWithinAFrame"),
                keystrokes: of[0].keystrokes,
                byRound: of.map((x) => ({ mainThreadMs: x.medianMainThreadMs, menuWorkMs: x.medianMenuWorkMs, plainInputMs: x.plainInputMedianMs, paintedWithinAFrame: x.keystrokesPaintedWithinAFrame })),
              },
            ];
          }),
        ),
      }
    : undefined;
  const times = offline.flatMap((o) => o.runs ?? []);
  const offlineCardsMs = times.length ? { median: median(times), runs: times } : offline[0];
  return { filter, offlineCardsMs };
}

async function offlineMenuPaint(baseURL, runs) {
  const browser = await chromium.launch({ executablePath: chromePath(), args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    await page.goto(`${baseURL}/menu`);
    await page.waitForSelector(".dish-card");
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller)
        await new Promise((r) => navigator.serviceWorker.addEventListener("controllerchange", r, { once: true }));
    });
    await context.setOffline(true);
    const times = [];
    for (let i = 0; i < runs; i++) {
      await page.goto(`${baseURL}/menu`);
      const ms = await page.waitForFunction(() => performance.getEntriesByName("menu-cards")[0]?.startTime, null, { timeout: 15_000 });
      times.push(Math.round(await ms.jsonValue()));
    }
    return { median: median(times), runs: times };
  } finally {
    await browser.close();
  }
}

async function cannon(opts) {
  const r = await autocannon({ connections: 50, duration: SECONDS, ...opts });
  return { rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors };
}

async function apiBench(baseURL, dataDir, serverPid) {
  const targets = [
    { name: "meal list", path: "/api/meallist", body: "lang_id=1&package_id=24&mealtype_id=2" },
    { name: "package details", path: "/api/packagelistV3", body: "lang_id=1&package_id=26" },
  ];
  const result = {};
  for (const t of targets) {
    // The same bytes the real server answers, served by a bare node:http server (gzipped as ours is).
    const res = await fetch(`${baseURL}${t.path}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: t.body,
    });
    const raw = Buffer.from(await res.arrayBuffer());
    const gz = gzipSync(raw);
    const bare = createServer((req, out) => {
      req.resume();
      req.on("end", () => {
        out.writeHead(200, { "content-type": "application/json", "content-encoding": "gzip", "content-length": gz.length });
        out.end(gz);
      });
    });
    const port = await freePort();
    await new Promise((r) => bare.listen(port, "127.0.0.1", r));
    const request = {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "accept-encoding": "gzip" },
      body: t.body,
    };
    log(`autocannon ${t.name}: bare node:http, then ours (${SECONDS} s each, 50 connections)`);
    const baseline = await cannon({ url: `http://127.0.0.1:${port}${t.path}`, ...request });
    const ours = await cannon({ url: `${baseURL}${t.path}`, ...request });
    await new Promise((r) => bare.close(r));
    result[t.name] = { bytes: raw.length, ours, bare: baseline, ratio: Math.round((ours.rps / baseline.rps) * 100) / 100 };
  }
  result.purchase = await purchaseBench(baseURL);
  result.plan = await planBench(baseURL, path.join(dataDir, "mail"), serverPid);
  return result;
}

/**
 * My plan's calls, when this server has them: details at 50 connections, freeze and resume, then a
 * day's picks read and saved. `mailDir` is where the server writes the mails it sends.
 */
async function planBench(baseURL, mailDir, serverPid) {
  const probe = await fetch(`${baseURL}/api/subscriptiondetails`, { method: "POST", body: new URLSearchParams() });
  if (probe.status === 404) return { skipped: "no /api/subscriptiondetails on this server yet" };
  try {
    return await runPlanBench(baseURL, { seconds: SECONDS, mailDir, serverPid });
  } catch (error) {
    return { skipped: `plan bench failed: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/** The purchase call, when this server has it: unique codes at 50 connections, then the row count. */
async function purchaseBench(baseURL) {
  const probe = await fetch(`${baseURL}/api/purchasepackage`, { method: "POST", body: new URLSearchParams() });
  if (probe.status === 404) return { skipped: "no /api/purchasepackage on this server yet" };
  try {
    const { purchaseBench: run } = await import("./lib/purchase-bench.mjs");
    return await run(baseURL, { seconds: SECONDS, cannon });
  } catch (error) {
    return { skipped: `purchase bench failed: ${error instanceof Error ? error.message : String(error)}` };
  }
}

function markdown(r) {
  const lines = [
    `# Bench ${r.date}`,
    "",
    `Lighthouse medians of ${r.runs} runs (mobile defaults, Debian Chromium); API at 50 connections for ${SECONDS} s each.`,
    "",
  ];
  const kb = (bytes) => (bytes / 1000).toFixed(1);
  lines.push("## Build output (gzip kB, 1 kB = 1000 bytes)", "", "| item | gzip kB | target |", "|---|---|---|");
  for (const [page, x] of Object.entries(r.budget.firstPage ?? {})) {
    lines.push(`| first page ${page} JS (${x.js.files.length} files) | ${kb(x.js.gzip)} | 120 (fail 150) |`);
    lines.push(`| first page ${page} CSS | ${kb(x.css.gzip)} | 30 |`);
  }
  lines.push(`| fonts (woff2) | ${kb(r.budget.fonts?.gzip ?? 0)} | 100 |`);
  for (const c of r.budget.lazyChunks ?? []) lines.push(`| lazy ${c.file}${c.map ? " (map)" : ""} | ${kb(c.gzip)} | ${c.map ? "-" : 50} |`);
  lines.push(`| precache (${r.budget.precache?.entries} entries) | ${kb(r.budget.precache?.gzip ?? 0)} | - |`);
  if (r.lighthouse.length) {
    const a = r.against;
    lines.push(
      "",
      "## Lighthouse",
      "",
      "Perf and TBT (4x simulated) beside the same page without scripts (its floor; targets: at most 3 points under, TBT at most the floor's + 100 ms); script ms at 1x: bootup-time (evaluation, parse and compile) as observed" +
        (a ? `; then the build of ${a}, measured in the same runs, and this build's script time over its.` : "."),
      "",
      `| page | lang | perf | no scripts | Δ | TBT ms | no scripts | Δ ms | script 1x ms |${a ? ` ${a} perf | ${a} TBT | ${a} script 1x | script ratio |` : ""} LCP ms | CLS | a11y | BP | SEO | host index |`,
      `|---|---|---|---|---|---|---|---|---|${a ? "---|---|---|---|" : ""}---|---|---|---|---|---|`,
    );
    const d = (x, y) => (x === undefined || y === undefined ? "-" : x - y);
    for (const x of r.lighthouse) {
      const f = x.floor;
      const o = x.against;
      lines.push(
        `| ${x.page} | ${x.lang} | ${x.performance} | ${f?.performance ?? "-"} | ${d(x.performance, f?.performance)} | ${x.tbtMs} | ${f?.tbtMs ?? "-"} | ${d(x.tbtMs, f?.tbtMs)} | ${x.scriptMs1x} |` +
          (a ? ` ${o?.performance ?? "-"} | ${o?.tbtMs ?? "-"} | ${o?.scriptMs1x ?? "-"} | ${o?.scriptMs1x ? (x.scriptMs1x / o.scriptMs1x).toFixed(2) : "-"} |` : "") +
          ` ${x.lcpMs} | ${x.cls} | ${x.accessibility} | ${x.bestPractices} | ${x.seo} | ${x.benchmarkIndex} |`,
      );
    }
  }
  if (r.profile?.length) {
    lines.push("", "## Tasks before the first tap (median run by blocking time)", "");
    for (const x of r.profile)
      lines.push(
        `- ${x.page} ${x.lang ?? "en"} ${x.cpu}x ${x.build}: blocking ${x.blockingMs} ms, script ${x.scriptMs} ms; ten longest: ${x.top.map((t) => `${t.ms} ${t.name}`).join("; ")}`,
      );
  }
  const failed = r.lighthouse.flatMap((x) =>
    Object.entries(x.failing ?? {})
      .filter(([, ids]) => ids.length)
      .map(([category, ids]) => `- ${x.page} ${x.lang}, ${category}: ${ids.join(", ")}`),
  );
  if (failed.length) lines.push("", "Failing audits (last run):", "", ...failed);
  // The menu and the offline save, this build then the other one (--against) where it was measured.
  // Only where the menu was measured: a run of other sections prints no menu table.
  const menus = [["this build", r.menu], ...(r.menu.against ? [[r.against, r.menu.against]] : [])].filter(() => ONLY.includes("menu"));
  if (menus.some(([, m]) => m.filter))
    lines.push(
      "",
      "## Menu",
      "",
      "| build | CPU | filter ms (median) | main thread ms per key (median) | plain input ms | menu's own work ms | keys painted within a frame |",
      "|---|---|---|---|---|---|---|",
    );
  for (const [build, m] of menus) {
    if (!m.filter) lines.push(`| ${build} | - | - | - | - | - | - |`);
    for (const [cpu, x] of Object.entries(m.filter?.runs ?? {}))
      lines.push(
        `| ${build} | ${cpu} | ${x.medianFilterMs} | ${x.medianMainThreadMs} | ${x.plainInputMedianMs} | ${x.medianMenuWorkMs} | ${x.keystrokesPaintedWithinAFrame}/${x.keystrokes?.length} |`,
      );
  }
  // Each round's figures, in the order they were measured (the builds took turns).
  for (const [build, m] of menus)
    for (const [cpu, x] of Object.entries(m.filter?.runs ?? {}))
      if (x.byRound?.length > 1)
        lines.push(
          "",
          `Menu's own work per key, ${build}, ${cpu}, by round: ${x.byRound.map((b) => `${b.menuWorkMs} ms (main thread ${b.mainThreadMs}, plain input ${b.plainInputMs})`).join("; ")}.`,
        );
  for (const [build, m] of menus) {
    const f = m.filter;
    if (f)
      lines.push(
        "",
        `Filter function alone in Node over ${f.nodeFilter?.dishes} dishes (${build}): ${f.nodeFilter?.englishMedianMs} ms (English), ${f.nodeFilter?.arabicMedianMs} ms (Arabic).`,
      );
    const c = m.offlineCardsMs;
    if (c)
      lines.push(
        "",
        c.error
          ? `Offline /menu (${build}): not measured (${c.error})`
          : `Offline /menu, navigation to painted dish cards (${build}): median ${c.median} ms (runs ${c.runs?.join(", ")})`,
      );
  }
  const saves = [["this build", r.offlineSave], ...(r.offlineSaveAgainst ? [[r.against, r.offlineSaveAgainst]] : [])].filter(([, o]) => o);
  if (saves.length)
    lines.push(
      "",
      "## Whole catalog saved for offline",
      "",
      "| build | language | link | bytes of the save | duration | steps | first visit before it | target |",
      "|---|---|---|---|---|---|---|---|",
    );
  for (const [build, o] of saves)
    lines.push(
      `| ${build} | ${o.lang} | ${o.linkMbps} Mbit/s | ${(o.saveBytes / 1e6).toFixed(2)} MB | ${(o.saveMs / 1000).toFixed(1)} s | ${o.steps} | ${(o.firstVisitBytes / 1e6).toFixed(2)} MB | ≤ 2.5 MB, ≤ 30 s |`,
    );
  if (r.api["meal list"])
    lines.push("", "## API", "", "| call | ours req/s | bare req/s | ratio | p50 ms | p99 ms | non-2xx |", "|---|---|---|---|---|---|---|");
  for (const [name, x] of Object.entries(r.api)) {
    if (name === "purchase" || name === "plan") continue;
    lines.push(
      `| ${name} (${x.bytes} B) | ${x.ours.rps} | ${x.bare.rps} | ${x.ratio} | ${x.ours.p50} | ${x.ours.p99} | ${x.ours.non2xx} |`,
    );
  }
  const p = r.api.purchase;
  if (p?.skipped) lines.push("", `Purchase: ${p.skipped}`, "");
  else if (p) {
    lines.push(
      "",
      "## Purchases (unique codes, 50 connections)",
      "",
      "| purchases/s | p50 ms | p99 ms | sent | answered 200 | distinct purchase ids | rows in the database (distinct codes) | refused | repeats answered with the same id |",
      "|---|---|---|---|---|---|---|---|---|",
      `| ${p.purchasesPerSecond} | ${p.p50} | ${p.p99} | ${p.sent} | ${p.answered} | ${p.distinctIds} | ${p.rows?.rows} (${p.rows?.codes}) | ${JSON.stringify(p.refused)} | ${p.repeatsAnsweredWithSameId}/${p.repeats} |`,
      "",
      `Repeats (a new code, then the same code twice at once), by answers: ${Object.entries(p.repeatOutcomes ?? {}).map(([k, v]) => `${v}× ${k}`).join("; ")}`,
      "",
    );
  }
  const plan = r.api.plan;
  if (plan?.skipped) lines.push("", `My plan: ${plan.skipped}`, "");
  else if (plan) {
    lines.push(
      "",
      `## My plan (${plan.connections} connections, one customer each)`,
      "",
      `Capacity: 50 connections, one customer each, each sending on the answer. Offered load (the busiest half hour, docs/quality-targets.md "Speed"): requests due on a fixed schedule, reads at ${plan.reads?.rate ?? plan.rate}/s (p99 under ${plan.reads?.p99Ms ?? 20} ms), changes at ${plan.changes?.rate ?? plan.rate}/s (p99 under ${plan.changes?.p99Ms ?? "-"} ms), latency from when each was due.`,
      "",
      "Server CPU per answer: the server process's CPU time (all its threads) over the capacity run, divided by its answers; at an offered rate r, one thread has 1000 / r ms for each.",
      "",
      "| call | capacity req/s | p50 ms | p99 ms | server CPU ms per answer | offered/s | answered/s | p50 ms | p99 ms | max ms | skipped | p99 target ms | holds | refused |",
      "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|",
      ...[
        ["/subscriptiondetails", plan.details],
        ["/freezedays and /unfreezedays (alternating)", plan.freezes],
        ["/daypicks", plan.dayPicks],
        ["/savedaypicks (alternating)", plan.savePicks],
      ]
        .filter(([, x]) => x)
        .map(
          ([name, x]) =>
            `| ${name} | ${x.rps} | ${x.p50} | ${x.p99} | ${x.serverCpuMsPerAnswer ?? "-"} | ${x.atRate.rate ?? plan.rate} | ${x.atRate.answeredPerSecond} | ${x.atRate.p50} | ${x.atRate.p99} | ${x.atRate.max} | ${x.atRate.skipped} | ${x.atRate.targetP99Ms ?? "-"} | ${x.atRate.meets === undefined ? "-" : x.atRate.meets ? "yes" : "no"} | ${JSON.stringify(x.refused)} |`,
        ),
      "",
    );
    const m = plan.freezes?.withMails;
    if (m) {
      lines.push(
        m.perSecond === null
          ? "Freezes with their mails sent: the mails were not all sent within two minutes of the run."
          : `Freezes and resumes with their confirmation mails sent: ${m.perSecond}/s (the run's changes over the run and the ${m.drainMs} ms after it until the last mail was sent). Each call is measured once the mails before it are sent.`,
        "",
      );
    }
  }
  return lines.join("\n");
}
