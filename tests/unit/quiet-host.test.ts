// The wait for a quiet host before a speed measurement (scripts/lib/quiet-host.mjs): it sees the
// host's work, it waits for enough quiet windows in a row, and it never waits past its bound.
import { cpus } from "node:os";
import { Worker } from "node:worker_threads";
import { describe, expect, it } from "vitest";
import { busyShare, waitForQuiet } from "../../scripts/lib/quiet-host.mjs";

describe("the quiet-host wait", () => {
  it("counts a core kept busy", async () => {
    // One core spinning for a second, in a thread of its own.
    const spin = new Worker("const end = Date.now() + 1000; while (Date.now() < end);", { eval: true });
    try {
      await new Promise((resolve) => spin.once("online", resolve));
      const share = await busyShare(400);
      expect(share).toBeGreaterThanOrEqual(0.8 / cpus().length);
    } finally {
      await spin.terminate();
    }
  });

  it("answers quiet after the asked number of windows under the bound", async () => {
    const started = Date.now();
    const answer = await waitForQuiet({ windowMs: 50, windows: 3, maxBusy: 1, maxMs: 5000 });
    expect(answer).toMatchObject({ quiet: true, waitedMs: 150 });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("gives up at its bound on a host that never gets quiet, and says so", async () => {
    const answer = await waitForQuiet({ windowMs: 50, windows: 2, maxBusy: -1, maxMs: 200 });
    expect(answer.quiet).toBe(false);
    expect(answer.waitedMs).toBe(200);
  });
});
