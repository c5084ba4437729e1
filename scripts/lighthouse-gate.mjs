// `npm run lighthouse` (a step of `npm test`): Lighthouse with mobile defaults on / and /menu in
// English and Arabic against the built app served by the real server (fresh embedded database,
// loopback only). Fails when a page is under a floor that does not depend on the machine's speed:
//   Accessibility 100, Best Practices 100, SEO 100, CLS at most 0.01.
// Performance is judged against the page's own floor, measured in the same run: the same page with
// its scripts removed (scripts/lib/lighthouse.mjs withoutScripts, Performance only), its HTML, CSS,
// fonts and pictures. A page scoring more than MAX_UNDER_FLOOR points under its floor fails: an
// absolute score judges the machine (the same build scored 96 to 98 on one 2-core machine and 65 to
// 79 on another), the distance to the floor judges the app's scripts (docs/quality-targets.md
// "Speed"; `npm run bench -- --floor` gives the medians). Both are audited with the CPU multiplier
// that makes this host stand for the phone Lighthouse's default stands for, from the host's
// benchmark index in the same run, never above the default 4x (scripts/lib/cpu-multiplier.mjs,
// docs/quality-targets.md "Which phone the gate stands for"): a host slowed by its neighbours is not
// judged as a slower phone. LH_MIN_PERFORMANCE=95 adds an absolute
// floor for a local check on a known machine. A page is audited up to three times while it fails
// (a run Lighthouse could not trace, a layout shift caught once), each time right after its floor,
// and its best attempt is judged, as Lighthouse CI's "optimistic" aggregation does.
// Writes .bench/lighthouse-gate.json. Needs dist/ built.
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { auditPair, withoutScripts } from "./lib/lighthouse.mjs";
import { ROOT, startServer } from "./lib/serve.mjs";

const MIN_PERFORMANCE = process.env.LH_MIN_PERFORMANCE ? Number(process.env.LH_MIN_PERFORMANCE) : undefined;
const FLOORS = { accessibility: 100, bestPractices: 100, seo: 100 };
const MAX_CLS = 0.01;
const PAGES = ["/?lang=en", "/menu?lang=en", "/?lang=ar", "/menu?lang=ar"];
const ATTEMPTS = 3;
const MAX_UNDER_FLOOR = 5;
const QUIET_WAIT_S = 120;
const QUIET_SECONDS = 3;
const QUIET_BUSY = 0.2;

const problems = (r) => [
  ...(r.runtimeError ? [`runtime error: ${r.runtimeError}`] : []),
  ...(MIN_PERFORMANCE !== undefined && r.performance < MIN_PERFORMANCE ? [`performance ${r.performance} < ${MIN_PERFORMANCE}`] : []),
  ...Object.entries(FLOORS)
    .filter(([k, floor]) => r[k] < floor)
    .map(([k, floor]) => `${k} ${r[k]} < ${floor} (${(r.failing[k] ?? []).join(", ")})`),
  ...(r.cls > MAX_CLS ? [`CLS ${r.cls} > ${MAX_CLS}`] : []),
  ...(r.floor === undefined ? [`no floor: Lighthouse could not audit the page without scripts (${r.floorError})`] : []),
  ...(r.floor !== undefined && r.performance < r.floor - MAX_UNDER_FLOOR
    ? [`performance ${r.performance} is more than ${MAX_UNDER_FLOOR} under the page without scripts (${r.floor})`]
    : []),
];

/** The share of the host's CPU time spent working (not idle) over the next `ms`. */
async function busyShare(ms) {
  const sum = () =>
    cpus().reduce(
      (t, { times: c }) => ({ busy: t.busy + c.user + c.nice + c.sys + c.irq, all: t.all + c.user + c.nice + c.sys + c.irq + c.idle }),
      { busy: 0, all: 0 },
    );
  const before = sum();
  await sleep(ms);
  const after = sum();
  return (after.busy - before.busy) / Math.max(1, after.all - before.all);
}

// The audits start on a quiet host: in `npm test` they follow the build (and run before the
// end-to-end suite, whose browsers and servers once still ended around them: load average 11.5 at
// the start of a red run), and a page traced beside other work is judged with it in its tasks. Up to QUIET_WAIT_S seconds for QUIET_SECONDS seconds in a row
// under QUIET_BUSY of the CPU; then the audits run anyway, and the busiest processes are printed
// for a failure's reader. The load average is printed too; it lags, so it does not decide.
let quietFor = 0;
let waited = 0;
let busy = 1;
while (quietFor < QUIET_SECONDS && waited < QUIET_WAIT_S) {
  busy = await busyShare(1000);
  waited += 1;
  quietFor = busy <= QUIET_BUSY ? quietFor + 1 : 0;
}
const load = loadavg().map((n) => n.toFixed(2));
const state = quietFor >= QUIET_SECONDS ? `quiet after ${waited} s` : `still ${Math.round(busy * 100)}% busy after ${waited} s`;
console.info(`host: ${cpus().length} cores, load average ${load.join(" ")}, ${state}`);
if (quietFor < QUIET_SECONDS) {
  try {
    const top = execFileSync("ps", ["-eo", "pcpu,etimes,args", "--sort=-pcpu"], { encoding: "utf8" }).split("\n").slice(0, 6);
    console.info(top.map((line) => line.slice(0, 160)).join("\n"));
  } catch {
    // ps is only there for the reader.
  }
}
const server = await startServer();
const floorServer = await withoutScripts(server.baseURL);
const results = [];
try {
  for (const page of PAGES) {
    // Each attempt traces the page's floor and then the page, back to back, and judges the page
    // against that floor, both audited as one phone (one CPU multiplier from the two runs'
    // benchmark indices, scripts/lib/lighthouse.mjs auditPair): the host's speed drifts within a run
    // (its benchmark index from about 1200 to 2900 on one 2-core machine), and a slower CPU costs
    // the page with scripts more than the page without, so a floor measured at another moment or
    // judged as another phone judges the host's drift as well as the app. A pair whose floor
    // Lighthouse could not trace (NO_NAVSTART, about once in ten runs) is traced again once; an
    // attempt left without a floor fails.
    let best;
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      let pair = await auditPair(`${floorServer.baseURL}${page}`, `${server.baseURL}${page}`);
      if (pair.floor.runtimeError) pair = await auditPair(`${floorServer.baseURL}${page}`, `${server.baseURL}${page}`);
      const floorRun = pair.floor;
      const floor = floorRun.runtimeError ? undefined : floorRun.performance;
      const r = { ...pair.page, floor, floorTbtMs: floorRun.tbtMs, floorError: floorRun.runtimeError };
      const score = problems(r).length === 0 ? Infinity : r.performance - (floor ?? 100);
      if (!best || score > best.score) best = { ...r, score, attempts: attempt };
      if (score === Infinity) break;
    }
    const found = problems(best);
    results.push({ page, ...best, problems: found });
    console.info(
      `${found.length ? "FAIL" : "ok  "} ${page.padEnd(14)} perf ${best.performance} a11y ${best.accessibility} bp ${best.bestPractices} seo ${best.seo} ` +
        `(no scripts ${best.floor ?? "-"}, TBT ${best.floorTbtMs ?? "-"} ms) LCP ${best.lcpMs} ms TBT ${best.tbtMs} ms CLS ${best.cls} benchmark index ${Math.round(best.benchmarkIndex ?? 0)}, CPU ${best.cpuMultiplier}x (best of ${best.attempts})${found.length ? `: ${found.join("; ")}` : ""}`,
    );
  }
} finally {
  await floorServer.close();
  await server.stop();
}
mkdirSync(path.join(ROOT, ".bench"), { recursive: true });
writeFileSync(
  path.join(ROOT, ".bench/lighthouse-gate.json"),
  `${JSON.stringify({ minPerformance: MIN_PERFORMANCE ?? null, results }, null, 2)}\n`,
);
const failed = results.filter((r) => r.problems.length);
console.info(failed.length ? `lighthouse: FAILED on ${failed.map((r) => r.page).join(", ")}` : "lighthouse: ok");
process.exitCode = failed.length ? 1 : 0;
