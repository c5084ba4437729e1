// One Lighthouse run (mobile defaults: simulated slow 4G and a 4x slower CPU) in Debian Chromium,
// fully offline: the four category scores and LCP, TBT, CLS. Each run gets a new Chromium.
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS, chromePath } from "./serve.mjs";

export async function audit(url) {
  const chrome = await launch({ chromePath: chromePath(), chromeFlags: CHROMIUM_FLAGS, logLevel: "silent" });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`lighthouse gave no result for ${url}`);
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const failing = (id) =>
      lhr.categories[id].auditRefs
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id);
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
      runtimeError: lhr.runtimeError?.message,
      benchmarkIndex: lhr.environment?.benchmarkIndex,
    };
  } finally {
    await chrome.kill();
  }
}
