// `npm run lighthouse` (a step of `npm test`): Lighthouse with mobile defaults on / and /menu in
// English and Arabic against the built app served by the real server (fresh embedded database,
// loopback only). Prints every score; fails when a page is under its floor:
//   Accessibility 100, Best Practices 100, SEO 100, CLS at most 0.01, Performance LH_MIN_PERFORMANCE.
// Each page is audited up to five times and its best run is judged: a shared 2-core machine slows
// single runs at random, and a page that reaches the bar once can reach it (noise only ever lowers
// a score); Lighthouse CI asserts the same way by default ("optimistic" aggregation). Writes .bench/lighthouse-gate.json. Needs dist/ built (npm test builds it first).
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { audit } from "./lib/lighthouse.mjs";
import { ROOT, startServer } from "./lib/serve.mjs";

// QUALITY.md's floor: never under 95. The landing screens arrive server-rendered (server/ssr.ts), so
// their first paint no longer waits for the scripts. README "Speed" keeps the figures.
// LH_MIN_PERFORMANCE overrides it for a local check.
const MIN_PERFORMANCE = Number(process.env.LH_MIN_PERFORMANCE ?? 95);
const FLOORS = { accessibility: 100, bestPractices: 100, seo: 100 };
const MAX_CLS = 0.01;
const PAGES = ["/?lang=en", "/menu?lang=en", "/?lang=ar", "/menu?lang=ar"];
const ATTEMPTS = 5;

const problems = (r) => [
  ...(r.runtimeError ? [`runtime error: ${r.runtimeError}`] : []),
  ...(r.performance < MIN_PERFORMANCE ? [`performance ${r.performance} < ${MIN_PERFORMANCE}`] : []),
  ...Object.entries(FLOORS)
    .filter(([k, floor]) => r[k] < floor)
    .map(([k, floor]) => `${k} ${r[k]} < ${floor} (${(r.failing[k] ?? []).join(", ")})`),
  ...(r.cls > MAX_CLS ? [`CLS ${r.cls} > ${MAX_CLS}`] : []),
];

const server = await startServer();
const results = [];
try {
  for (const page of PAGES) {
    let best;
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      const r = await audit(`${server.baseURL}${page}`);
      const score = problems(r).length === 0 ? Infinity : r.performance;
      if (!best || score > best.score) best = { ...r, score, attempts: attempt };
      if (score === Infinity) break;
    }
    const found = problems(best);
    results.push({ page, ...best, problems: found });
    console.info(
      `${found.length ? "FAIL" : "ok  "} ${page.padEnd(14)} perf ${best.performance} a11y ${best.accessibility} bp ${best.bestPractices} seo ${best.seo} ` +
        `LCP ${best.lcpMs} ms TBT ${best.tbtMs} ms CLS ${best.cls} (best of ${best.attempts})${found.length ? `: ${found.join("; ")}` : ""}`,
    );
  }
} finally {
  await server.stop();
}
mkdirSync(path.join(ROOT, ".bench"), { recursive: true });
writeFileSync(path.join(ROOT, ".bench/lighthouse-gate.json"), `${JSON.stringify({ minPerformance: MIN_PERFORMANCE, results }, null, 2)}\n`);
const failed = results.filter((r) => r.problems.length);
console.info(failed.length ? `lighthouse: FAILED on ${failed.map((r) => r.page).join(", ")}` : "lighthouse: ok");
process.exitCode = failed.length ? 1 : 0;
