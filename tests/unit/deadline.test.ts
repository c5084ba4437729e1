// The bound on a Lighthouse run (scripts/lib/deadline.mjs): work that answers in time is answered,
// work that never does is stopped and reported once the bound has passed, and its later failure
// does not surface as an unhandled rejection (which would end the gate's process).
import { describe, expect, it } from "vitest";
import { DeadlineError, withDeadline } from "../../scripts/lib/deadline.mjs";

describe("withDeadline", () => {
  it("answers the work's result when it comes in time, without stopping it", async () => {
    let stopped = false;
    const work = new Promise<string>((resolve) => setTimeout(() => resolve("traced"), 20));
    await expect(withDeadline(work, 1000, "too slow", () => (stopped = true))).resolves.toBe("traced");
    expect(stopped).toBe(false);
  });

  it("passes on the work's own failure", async () => {
    await expect(withDeadline(Promise.reject(new Error("NO_NAVSTART")), 1000, "too slow")).rejects.toThrow("NO_NAVSTART");
  });

  it("stops work that never settles and says why, once its time is up", async () => {
    let stopped = 0;
    const started = Date.now();
    const never = new Promise<never>(() => {});
    const answer = withDeadline(never, 60, "Lighthouse did not finish within 0.06 s", () => stopped++);
    await expect(answer).rejects.toBeInstanceOf(DeadlineError);
    await expect(answer).rejects.toThrow("Lighthouse did not finish within 0.06 s");
    expect(Date.now() - started).toBeGreaterThanOrEqual(55);
    expect(stopped).toBe(1);
  });

  it("keeps the abandoned work's later failure from surfacing", async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on("unhandledRejection", onUnhandled);
    try {
      // Fails after the bound, as a run does once its browser has been killed.
      let fail!: (error: Error) => void;
      const work = new Promise<never>((_, reject) => (fail = reject));
      let failed!: () => void;
      const hasFailed = new Promise<void>((resolve) => (failed = resolve));
      const stop = () =>
        setTimeout(() => {
          fail(new Error("Target closed"));
          failed();
        });
      await expect(withDeadline(work, 20, "too slow", stop)).rejects.toThrow("too slow");
      await hasFailed;
      // Node reports an unhandled rejection once the microtasks after it have run, before the next
      // turn of the event loop.
      await new Promise((resolve) => setImmediate(resolve));
      expect(unhandled).toEqual([]);
    } finally {
      process.off("unhandledRejection", onUnhandled);
    }
  });
});
