// How busy the host's CPUs are, and a wait for them to be quiet: measurements of speed (the
// Lighthouse gate, the bench's calibrated runs) start on a quiet host, since a page traced beside
// other work is judged with that work in its tasks (docs/quality-targets.md "Speed").
import { cpus } from "node:os";
import { setTimeout as sleep } from "node:timers/promises";

/** The share of the host's CPU time spent working (not idle) over the next `ms`, from 0 to 1. */
export async function busyShare(ms) {
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

/**
 * Waits until `windows` windows of `windowMs` in a row were each at most `maxBusy` busy, or `maxMs`
 * have passed. Answers whether it was quiet, how long it waited, and the last window's share.
 */
export async function waitForQuiet({ windowMs = 1000, windows = 3, maxBusy = 0.2, maxMs = 120_000 } = {}) {
  let quietFor = 0;
  let waitedMs = 0;
  let busy = 1;
  while (quietFor < windows && waitedMs < maxMs) {
    busy = await busyShare(windowMs);
    waitedMs += windowMs;
    quietFor = busy <= maxBusy ? quietFor + 1 : 0;
  }
  return { quiet: quietFor >= windows, waitedMs, busy };
}
