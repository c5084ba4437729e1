import { describe, expect, it } from "vitest";
import { ApiError } from "../http/errors.ts";
import { createHashGate, hashGateLimits } from "./hash-gate.ts";

describe("hash gate", () => {
  it("runs at most `concurrency` at once, queues `queue` more and answers 503 busy beyond", async () => {
    const gate = createHashGate({ concurrency: 2, queue: 1 });
    const releases: (() => void)[] = [];
    let running = 0;
    let most = 0;
    const work = () =>
      new Promise<number>((resolve) => {
        running += 1;
        most = Math.max(most, running);
        releases.push(() => {
          running -= 1;
          resolve(most);
        });
      });
    const started = [gate.run(work), gate.run(work), gate.run(work)];
    const refused = await gate.run(work).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 503, code: "busy", headers: { "Retry-After": "2" } });
    expect(gate.load()).toEqual({ running: 2, waiting: 1 });
    while (releases.length > 0 || running > 0) {
      releases.shift()?.();
      await new Promise((r) => setImmediate(r));
    }
    expect(await Promise.all(started)).toHaveLength(3);
    expect(most).toBe(2);
    expect(gate.load()).toEqual({ running: 0, waiting: 0 });
  });

  it("frees its slot when the work fails", async () => {
    const gate = createHashGate({ concurrency: 1, queue: 0 });
    await expect(gate.run(() => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await gate.run(() => Promise.resolve(7))).toBe(7);
  });

  it("reads its limits from the environment, 2 at once and 8 waiting by default", () => {
    expect(hashGateLimits({})).toEqual({ concurrency: 2, queue: 8 });
    expect(hashGateLimits({ PASSWORD_HASH_CONCURRENCY: "3", PASSWORD_HASH_QUEUE: "20" })).toEqual({ concurrency: 3, queue: 20 });
    expect(hashGateLimits({ PASSWORD_HASH_CONCURRENCY: "0", PASSWORD_HASH_QUEUE: "x" })).toEqual({ concurrency: 2, queue: 8 });
  });
});
