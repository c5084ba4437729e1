// What runs on the main thread before a first visit can be tapped: one page load in Chromium, traced
// through the DevTools protocol with the CPU slowed `cpu` times, from navigation until the app says
// it runs (`html[data-ready]`, src/app/app.tsx) and the browser has then been idle twice. Answers
// every main-thread task of that window, longest first, each named by its longest direct piece of
// work: a script's evaluation (its file), a function call (function and file), parsing, style,
// layout, paint, a timer, an event.
import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS, chromePath } from "./serve.mjs";

const CATEGORIES = ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute", "toplevel", "blink.user_timing"];
const TASK = new Set(["RunTask", "ThreadControllerImpl::RunTask"]);
// Envelopes around the work, never its name.
const GENERIC = new Set([...TASK, "Receive mojo message", "Receive mojo reply", "SimpleWatcher::OnHandleReady", "ScheduledAction::execute", "v8.run", "ProfileChunk"]);
const file = (url) => (url ? url.replace(/^.*\//, "").replace(/\?.*$/, "") : "");

function describe(e) {
  const d = e.args?.data ?? {};
  switch (e.name) {
    case "EvaluateScript":
      return `evaluate ${file(d.url) || "inline script"}`;
    case "v8.compileModule":
    case "v8.compile":
      return `compile ${file(d.url ?? e.args?.fileName)}`;
    case "FunctionCall":
      return `call ${d.functionName || "(anonymous)"} ${file(d.url)}`.trim();
    case "EventDispatch":
      return `event ${d.type}`;
    case "TimerFire":
      return "timer";
    case "FireAnimationFrame":
      return "animation frame";
    case "ParseHTML":
      return "parse HTML";
    case "ParseAuthorStyleSheet":
      return `parse CSS ${file(d.styleSheetUrl)}`;
    case "UpdateLayoutTree":
    case "RecalculateStyles":
      return "style";
    default:
      return e.name;
  }
}

/** Traces one load of `url`; answers { tasks: [{ ms, atMs, name }], blockingMs, scriptMs }. */
export async function startTasks(url, { cpu = 4 } = {}) {
  const browser = await chromium.launch({ executablePath: chromePath(), args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpu });
    const events = [];
    cdp.on("Tracing.dataCollected", ({ value }) => events.push(...value));
    const complete = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
    await cdp.send("Tracing.start", { traceConfig: { includedCategories: CATEGORIES }, transferMode: "ReportEvents" });
    await page.goto(url);
    // Waited for through the DevTools protocol, with a few lines evaluated in the page: a Playwright
    // locator evaluates Playwright's own injected script in the page first, on the page's main
    // thread, where it showed as an "evaluate inline script" task of 100 to 250 ms at 4x.
    const { exceptionDetails } = await cdp.send("Runtime.evaluate", {
      expression: `new Promise((resolve, reject) => {
        const html = document.documentElement;
        if (html.dataset.ready === "true") return resolve();
        const observer = new MutationObserver(() => html.dataset.ready === "true" && (observer.disconnect(), resolve()));
        observer.observe(html, { attributes: true, attributeFilter: ["data-ready"] });
        setTimeout(() => reject(new Error("the page was not ready within 60 s")), 60000);
      })`,
      awaitPromise: true,
    });
    if (exceptionDetails) throw new Error(`${url}: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
    await page.evaluate(() => new Promise((r) => requestIdleCallback(() => requestIdleCallback(r, { timeout: 3000 }), { timeout: 3000 })));
    await cdp.send("Tracing.end");
    await complete;
    return summarise(events);
  } finally {
    await browser.close();
  }
}

function summarise(events) {
  // The page's renderer's main thread: the thread named CrRendererMain, in a process that navigated
  // to the page (an http address), that ran the most tasks. Chromium's own WebUI renderer (the
  // omnibox popup, started even headless) has a CrRendererMain of its own and, some runs, more
  // tasks than the page's, so the count alone picked it then.
  const pagePids = new Set(
    events.filter((e) => e.name === "navigationStart" && /^http/.test(e.args?.data?.documentLoaderURL ?? "")).map((e) => e.pid),
  );
  const renderers = events.filter((e) => e.ph === "M" && e.name === "thread_name" && e.args?.name === "CrRendererMain");
  const mains = renderers.some((m) => pagePids.has(m.pid)) ? renderers.filter((m) => pagePids.has(m.pid)) : renderers;
  const count = (m) => events.filter((e) => e.pid === m.pid && e.tid === m.tid && TASK.has(e.name)).length;
  const main = mains.sort((a, b) => count(b) - count(a))[0];
  if (!main) return { tasks: [], blockingMs: 0, scriptMs: 0 };
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === "X" && typeof e.dur === "number");
  // The page's own navigation (not the blank page before it).
  const starts = events.filter((e) => e.name === "navigationStart" && e.pid === main.pid && /^http/.test(e.args?.data?.documentLoaderURL ?? ""));
  const navigation = starts.length ? Math.max(...starts.map((e) => e.ts)) : Math.min(...onMain.map((e) => e.ts));
  // The outermost tasks (a task may run inside another's envelope).
  const tasks = [];
  for (const t of onMain.filter((e) => TASK.has(e.name) && e.ts >= navigation).sort((a, b) => a.ts - b.ts || b.dur - a.dur)) {
    const last = tasks.at(-1);
    if (!last || t.ts >= last.ts + last.dur) tasks.push(t);
  }
  const work = onMain.filter((e) => !GENERIC.has(e.name)).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const scriptNames = new Set(["EvaluateScript", "FunctionCall", "v8.compile", "v8.compileModule", "v8.evaluateModule", "RunMicrotasks"]);
  let scriptMs = 0;
  let j = 0;
  const named = [];
  for (const t of tasks) {
    const end = t.ts + t.dur;
    let best;
    let scriptEnd = 0;
    while (j < work.length && work[j].ts < t.ts) j++;
    for (let k = j; k < work.length && work[k].ts < end; k++) {
      const w = work[k];
      if (!best || w.dur > best.dur) best = w;
      // Script time once per nesting: a script piece inside another is already counted.
      if (scriptNames.has(w.name) && w.ts >= scriptEnd) {
        scriptMs += w.dur / 1000;
        scriptEnd = w.ts + w.dur;
      }
    }
    named.push({ ms: Math.round(t.dur / 100) / 10, atMs: Math.round((t.ts - navigation) / 1000), name: best ? describe(best) : "task" });
  }
  const blockingMs = named.reduce((sum, t) => sum + Math.max(0, t.ms - 50), 0);
  return { tasks: named.sort((a, b) => b.ms - a.ms), blockingMs: Math.round(blockingMs), scriptMs: Math.round(scriptMs) };
}
