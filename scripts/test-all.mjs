// `npm test`: owns the order of the project's checks and the one summary line CI judges a run by.
// Steps, stopping at the first failure: i18n (lingui extract, then every Arabic message present),
// typecheck, lint, audit (npm audit --omit=dev), unit, server, build, budget, lighthouse, e2e. `--quick` skips
// build, budget, lighthouse and e2e.
// At the end it prints the time of each step and the ten slowest tests of the whole run.
// Tools run through their own entry points with this Node (no npx). Vitest and Playwright also write
// JSON reports to a temporary folder of this run, from which the last line is made:
//   tests: N passed, M failed[, K skipped]
// A failing step that is not a test run (lint, build, …), or a test run that crashed without a
// report, counts as one failure there, so the line never reads "0 failed" for a failed run.
// The figures also go to .bench/test-summary.json (.ci/run adds the PostgreSQL run to them).
// Playwright's artefacts go to .bench/e2e-run-<pid> (removed when e2e passes), not test-results/,
// which every other Playwright run in the tree empties when it starts.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const BENCH = path.join(ROOT, ".bench");
const REPORTS = mkdtempSync(path.join(tmpdir(), "test-all-"));
const E2E_OUTPUT = path.join(BENCH, `e2e-run-${process.pid}`);
const quick = process.argv.includes("--quick");
const bin = (p) => path.join(ROOT, "node_modules", p);

const vitest = (project, extra = []) => {
  const report = path.join(REPORTS, `vitest-${project}.json`);
  return {
    args: [bin("vitest/vitest.mjs"), "run", "--project", project, ...extra, "--reporter=default", "--reporter=json", `--outputFile.json=${report}`],
    report,
    read: readVitestReport,
  };
};

const steps = [
  { name: "i18n extract", args: [bin("@lingui/cli/dist/lingui.js"), "extract"] },
  { name: "i18n check", args: [path.join(ROOT, "scripts/po-fill.mjs"), "--check"] },
  // TypeScript 7's native compiler checks the project (about four times faster); TypeScript 5.9 stays
  // installed as `typescript` for typescript-eslint's parser, which needs its JavaScript API.
  { name: "typecheck", args: [bin("typescript-native/bin/tsc"), "--noEmit", "-p", "tsconfig.json"] },
  { name: "lint", args: [bin("eslint/bin/eslint.js"), ".", "--max-warnings=0"] },
  // npm audit --omit=dev: fails on high or critical; "NOT RUN" when the registry cannot answer.
  { name: "audit", args: [path.join(ROOT, "scripts/audit.mjs")] },
  // The unit project may have no files yet on a new branch; the server project must have some.
  { name: "unit", ...vitest("unit", ["--passWithNoTests"]) },
  { name: "server", ...vitest("server") },
  { name: "ssr", ...vitest("ssr") },
  { name: "build", args: [path.join(ROOT, "scripts/build.mjs")], slow: true },
  { name: "budget", args: [path.join(ROOT, "scripts/budget.mjs")], slow: true },
  // Lighthouse (mobile) on / and /menu in English and Arabic, with the floors of docs/quality-targets.md
  // "Speed". Before the end-to-end suite: its traces are taken on a host the suite's browsers and
  // servers have not just left.
  { name: "lighthouse", args: [path.join(ROOT, "scripts/lighthouse-gate.mjs")], slow: true },
  // playwright.config.ts takes the report file and output folder from E2E_JSON_REPORT / E2E_OUTPUT_DIR.
  {
    name: "e2e",
    args: [bin("@playwright/test/cli.js"), "test"],
    env: { E2E_JSON_REPORT: path.join(REPORTS, "e2e.json"), E2E_OUTPUT_DIR: E2E_OUTPUT },
    report: path.join(REPORTS, "e2e.json"),
    read: readPlaywrightReport,
    slow: true,
  },
];

/** Every test's duration, for the slowest-ten list printed at the end: { step, name, ms }. */
const durations = [];

function readVitestReport(file, step) {
  const r = JSON.parse(readFileSync(file, "utf8"));
  for (const suite of r.testResults ?? []) {
    for (const t of suite.assertionResults ?? []) {
      durations.push({ step, name: `${path.relative(ROOT, suite.name)} › ${t.fullName ?? t.title}`, ms: t.duration ?? 0 });
    }
  }
  return { passed: r.numPassedTests ?? 0, failed: r.numFailedTests ?? 0, skipped: (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0) };
}

function readPlaywrightReport(file, step) {
  const report = JSON.parse(readFileSync(file, "utf8"));
  const walk = (suite, titles) => {
    const here = suite.title && !suite.title.endsWith(".ts") ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        const ms = (t.results ?? []).reduce((sum, r) => sum + (r.duration ?? 0), 0);
        durations.push({ step, name: `${spec.file} › ${[...here, spec.title].join(" › ")}`, ms });
      }
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  const s = report.stats ?? {};
  // `flaky` cannot happen with retries 0; counted as failed should retries ever be turned on.
  return { passed: s.expected ?? 0, failed: (s.unexpected ?? 0) + (s.flaky ?? 0), skipped: s.skipped ?? 0 };
}

function run(args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, stdio: "inherit", env: { ...process.env, ...env } });
    child.on("error", (error) => {
      console.error(error);
      resolve(1);
    });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
mkdirSync(BENCH, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const timings = [];
let failedStep = null;
const started = Date.now();

for (const step of steps) {
  if (quick && step.slow) {
    timings.push({ name: step.name, status: "skipped (--quick)" });
    continue;
  }
  console.log(`\n▶ ${step.name}`);
  const t0 = Date.now();
  const code = await run(step.args, step.env);
  const ms = Date.now() - t0;

  let counts = null;
  if (step.report && existsSync(step.report)) {
    try {
      counts = step.read(step.report, step.name);
    } catch (error) {
      console.error(`could not read ${path.relative(ROOT, step.report)}: ${error}`);
    }
  }
  if (counts) {
    totals.passed += counts.passed;
    totals.failed += counts.failed;
    totals.skipped += counts.skipped;
  }
  const countText = counts ? ` (${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ""})` : "";
  timings.push({ name: step.name, status: code === 0 ? "ok" : `FAILED (exit ${code})`, ms, counts });
  console.log(`◀ ${step.name}: ${code === 0 ? "ok" : `FAILED (exit ${code})`} in ${seconds(ms)}${countText}`);

  if (step.name === "e2e" && code === 0) rmSync(E2E_OUTPUT, { recursive: true, force: true });
  if (code !== 0) {
    if (step.name === "e2e") console.log(`e2e traces, screenshots and server.log: ${path.relative(ROOT, E2E_OUTPUT)}/`);
    failedStep = step.name;
    // A failure the reports do not show (lint, build, a crash) still counts as one.
    if (!counts || counts.failed === 0) totals.failed += 1;
    break;
  }
}

rmSync(REPORTS, { recursive: true, force: true });
const totalMs = Date.now() - started;
console.log("\nsteps:");
for (const t of timings) console.log(`  ${t.name.padEnd(13)} ${t.status.padEnd(18)} ${t.ms === undefined ? "" : seconds(t.ms)}`);
console.log(`  ${"total".padEnd(13)} ${"".padEnd(18)} ${seconds(totalMs)}`);
const slowest = [...durations].sort((a, b) => b.ms - a.ms).slice(0, 10);
if (slowest.length > 0) {
  console.log("\nslowest tests:");
  for (const t of slowest) console.log(`  ${seconds(t.ms).padStart(7)}  ${t.step.padEnd(7)} ${t.name}`);
}
if (failedStep) console.log(`\nnpm test FAILED at step: ${failedStep}`);
else if (quick) console.log("\nquick run passed (build, budget, lighthouse and e2e skipped)");

writeFileSync(
  path.join(BENCH, "test-summary.json"),
  `${JSON.stringify({ ...totals, failedStep, quick, totalMs, steps: timings, slowest }, null, 2)}\n`,
);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ""}`);
process.exitCode = failedStep ? 1 : 0;
