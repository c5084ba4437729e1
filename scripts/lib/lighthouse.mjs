// One Lighthouse run (mobile defaults: simulated slow 4G and a 4x slower CPU) in Debian Chromium,
// fully offline: the four category scores and LCP, TBT, CLS. Each run gets a new Chromium.
//   - audit(url): a first visit, storage cleared (Lighthouse's default);
//   - auditSignedIn(url, signIn): a screen of a signed-in customer. `signIn(context)` signs in with
//     Playwright in the same Chromium first; the audit then keeps the profile's storage, so it
//     measures a subscriber's return visit, with the service worker the sign-in installed;
//   - { calibrated: true }: the CPU multiplier from the host's speed, see `cpuMultiplierFor` below;
//   - auditPair(floorUrl, pageUrl) (the gate's runs): a page and its floor, calibrated as one phone;
//   - withoutScripts(baseURL): a loopback proxy of the server that drops every script from its HTML
//     pages. Lighthouse against it scores the page's own HTML, CSS, fonts and pictures: how much of a
//     score this host leaves before any of the app's code runs.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, deflateSync, gzipSync } from "node:zlib";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { cpuMultiplierFor } from "./cpu-multiplier.mjs";
import { withDeadline } from "./deadline.mjs";
import { waitForQuiet } from "./quiet-host.mjs";
import { CHROMIUM_FLAGS, chromePath, freePort } from "./serve.mjs";

const cpuMultiplier = (lhr) =>
  lhr.configSettings?.throttlingMethod === "simulate" ? (lhr.configSettings.throttling?.cpuSlowdownMultiplier ?? 1) : 1;

/**
 * One Lighthouse run in a Chromium of its own is given this long (loading, tracing, gathering):
 * about 20 s here. Lighthouse bounds the page's load (45 s) and its protocol calls, yet the gate
 * once printed nothing for over an hour in CI, inside one page's runs, until CI's limit ended it;
 * past this bound the Chromium is killed and the run fails, as a run Lighthouse could not trace does.
 */
const RUN_TIMEOUT_MS = Number(process.env.LH_RUN_TIMEOUT_MS ?? 150_000);

const GATHER_SCRIPT = fileURLToPath(new URL("./lighthouse-gather.mjs", import.meta.url));

function bounded(url, work, stop) {
  return withDeadline(work, RUN_TIMEOUT_MS, `Lighthouse did not finish ${url} within ${RUN_TIMEOUT_MS / 1000} s; it was stopped`, stop);
}

/** A run that gave no result, in `summary`'s shape: it fails every floor and says why. */
export function failedRun(url, error) {
  return {
    url,
    performance: 0,
    accessibility: 0,
    bestPractices: 0,
    seo: 0,
    lcpMs: 0,
    tbtMs: 0,
    cls: 0,
    failing: { accessibility: [], bestPractices: [], seo: [] },
    scriptMs1x: 0,
    runtimeError: error instanceof Error ? error.message : String(error),
    benchmarkIndex: undefined,
    cpuMultiplier: 1,
  };
}

function summary(url, lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const failing = (id) =>
    (lhr.categories[id]?.auditRefs ?? []).filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1).map((ref) => ref.id);
  return {
    url,
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: Math.round(lhr.audits["largest-contentful-paint"].numericValue),
    tbtMs: Math.round(lhr.audits["total-blocking-time"].numericValue),
    cls: Math.round(lhr.audits["cumulative-layout-shift"].numericValue * 1000) / 1000,
    failing: { accessibility: failing("accessibility"), bestPractices: failing("best-practices"), seo: failing("seo") },
    // Script evaluation plus parse and compile (bootup-time), as observed: Lighthouse's simulated
    // 4x multiplies the observed (1x) time by its CPU multiplier, divided back out here.
    scriptMs1x: Math.round((lhr.audits["bootup-time"]?.numericValue ?? 0) / cpuMultiplier(lhr)),
    runtimeError: lhr.runtimeError?.message,
    benchmarkIndex: lhr.environment?.benchmarkIndex,
    cpuMultiplier: cpuMultiplier(lhr),
  };
}

/**
 * Lighthouse's own split run (its CLI's -G and -A): the page is loaded and traced once, then audited
 * from the saved artifacts with the multiplier the benchmark index asks for. The simulated
 * throttling applies the multiplier to the trace afterwards, so the trace itself does not depend on
 * it; the saved settings are the only place it is written, and Lighthouse refuses an audit whose
 * settings differ from the gathering's. `gather` loads and traces in a Chromium of its own;
 * `auditGathered` needs no browser and removes the artifacts.
 */
async function gather(url, { performanceOnly = false } = {}) {
  const flags = { output: "json", logLevel: "error", ...(performanceOnly ? { onlyCategories: ["performance"] } : {}) };
  const dir = mkdtempSync(path.join(tmpdir(), "lh-artifacts-"));
  try {
    const chrome = await launch({ chromePath: chromePath(), chromeFlags: CHROMIUM_FLAGS, logLevel: "silent" });
    try {
      const child = spawn(process.execPath, [GATHER_SCRIPT, url, String(chrome.port), dir, JSON.stringify(flags)], {
        stdio: ["ignore", "inherit", "inherit"],
      });
      const ended = new Promise((resolve, reject) => {
        child.once("error", reject);
        child.once("exit", (code, signal) =>
          code === 0 ? resolve() : reject(new Error(`Lighthouse's gathering of ${url} ended with ${signal ?? `exit code ${code}`}`)),
        );
      });
      await bounded(url, ended, () => child.kill("SIGKILL"));
    } finally {
      chrome.kill();
    }
    const artifacts = JSON.parse(readFileSync(path.join(dir, "artifacts.json"), "utf8"));
    return { url, flags, dir, benchmarkIndex: artifacts.BenchmarkIndex };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

/** Waits as scripts/lib/lighthouse-gather.mjs does before its trace (the reason is written there). */
function browserSettled() {
  return waitForQuiet({ windowMs: 250, windows: 2, maxBusy: 0.2, maxMs: 10_000 });
}

async function auditGathered({ url, flags, dir }, cpuSlowdownMultiplier) {
  try {
    const file = path.join(dir, "artifacts.json");
    const artifacts = JSON.parse(readFileSync(file, "utf8"));
    artifacts.settings.throttling.cpuSlowdownMultiplier = cpuSlowdownMultiplier;
    writeFileSync(file, JSON.stringify(artifacts));
    const result = await lighthouse(url, { ...flags, auditMode: dir, throttling: { cpuSlowdownMultiplier } });
    if (!result?.lhr) throw new Error(`lighthouse gave no result for ${url}`);
    return summary(url, result.lhr);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function calibratedRun(url, options) {
  const gathered = await gather(url, options);
  return auditGathered(gathered, cpuMultiplierFor(gathered.benchmarkIndex));
}

/**
 * A page and its floor (the same page through `withoutScripts`), traced back to back and audited
 * as the same phone: one CPU multiplier for both, from the mean of the two runs' benchmark indices
 * (`cpuMultiplierFor`). Each run's own index moves with the host from one minute to the next (1,250
 * to 2,900 within one run here), and a floor audited at 2.9x beside its page at 4x judged the host's
 * drift, not the page's scripts. Answers `{ floor, page }`, each as `audit` answers; a run that
 * could not be traced or audited (`failedRun`) is answered as failed, and never throws: the gate
 * counts it as a failed attempt and tries again. When the floor fails, the page is not traced.
 */
export async function auditPair(floorUrl, pageUrl) {
  let floor;
  try {
    floor = await gather(floorUrl, { performanceOnly: true });
  } catch (error) {
    const floorRun = failedRun(floorUrl, error);
    return { floor: floorRun, page: failedRun(pageUrl, `not traced: its floor failed (${floorRun.runtimeError})`) };
  }
  let page;
  try {
    page = await gather(pageUrl);
  } catch (error) {
    rmSync(floor.dir, { recursive: true, force: true });
    const pageRun = failedRun(pageUrl, error);
    return { floor: failedRun(floorUrl, `not audited: its page failed (${pageRun.runtimeError})`), page: pageRun };
  }
  const indices = [floor.benchmarkIndex, page.benchmarkIndex].filter((i) => Number.isFinite(i) && i > 0);
  const multiplier = cpuMultiplierFor(indices.length ? indices.reduce((a, b) => a + b, 0) / indices.length : undefined);
  // Each audit removes its artifacts, failed or not.
  const audited = async (gathered, url) => auditGathered(gathered, multiplier).catch((error) => failedRun(url, error));
  const floorResult = await audited(floor, floorUrl);
  return { floor: floorResult, page: await audited(page, pageUrl) };
}

async function run(url, { prepare, keepStorage = false, performanceOnly = false, calibrated = false } = {}) {
  // A calibrated run is a first visit: no sign-in, storage cleared.
  if (calibrated) return calibratedRun(url, { performanceOnly });
  const chrome = await launch({ chromePath: chromePath(), chromeFlags: CHROMIUM_FLAGS, logLevel: "silent" });
  try {
    if (prepare) {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      try {
        await prepare(browser.contexts()[0]);
      } finally {
        // Disconnects; the Chromium and its default profile stay for the audit.
        await browser.close();
      }
    }
    const flags = {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      disableStorageReset: keepStorage,
      ...(performanceOnly ? { onlyCategories: ["performance"] } : {}),
    };
    await browserSettled();
    // In this process (the sign-in's storage is this Chromium's): a run stopped at its bound may end
    // the bench with Lighthouse's own unhandled failure, rather than hold it.
    const result = await bounded(url, lighthouse(url, flags), () => chrome.kill());
    if (!result?.lhr) throw new Error(`lighthouse gave no result for ${url}`);
    return summary(url, result.lhr);
  } finally {
    await chrome.kill();
  }
}

export const audit = (url, { calibrated = false } = {}) => run(url, { calibrated });

/** Performance alone (the floor's other categories are not the app's): a shorter run. */
export const auditPerformance = (url, { calibrated = false } = {}) => run(url, { performanceOnly: true, calibrated });

/** `signIn(context)` leaves the default context signed in; see the head of the file. */
export const auditSignedIn = (url, signIn) =>
  run(url, {
    keepStorage: true,
    prepare: async (context) => {
      const page = await context.newPage();
      try {
        await signIn(page);
      } finally {
        await page.close();
      }
    },
  });

/** The proxy of the head of the file; `close()` stops it. */
export async function withoutScripts(baseURL) {
  const port = await freePort();
  const server = createServer((req, res) => {
    fetch(`${baseURL}${req.url}`, { headers: { "accept-language": req.headers["accept-language"] ?? "" }, redirect: "manual" })
      .then(async (answer) => {
        let body = Buffer.from(await answer.arrayBuffer());
        if ((answer.headers.get("content-type") ?? "").includes("text/html")) {
          const html = body
            .toString("utf8")
            .replace(/<script\b[\s\S]*?<\/script>/gi, "")
            .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, "");
          body = Buffer.from(html);
        }
        // fetch() has decoded the body: it goes out encoded again as the server sent it (gzip or
        // Brotli), so the page without scripts costs the same bytes on Lighthouse's simulated link
        // as the real one. Sent decoded, its HTML and CSS took longer, its first paint came later,
        // and the first layout's long task (Arabic text's, with its font) fell before that paint
        // without scripts but after it with them: the floor left out a cost the page has either way.
        const encoding = answer.headers.get("content-encoding");
        const encode = { gzip: gzipSync, br: brotliCompressSync, deflate: deflateSync }[encoding ?? ""];
        if (encode) body = encode(body);
        const skip = new Set([...(encode ? [] : ["content-encoding"]), "content-length", "transfer-encoding"]);
        res.writeHead(answer.status, {
          ...Object.fromEntries([...answer.headers].filter(([k]) => !skip.has(k))),
          "content-length": body.length,
        });
        res.end(body);
      })
      .catch((error) => {
        res.writeHead(502).end(String(error));
      });
  });
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { baseURL: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}
