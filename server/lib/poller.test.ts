// The workers' loop: a pass at start, one pass at a time, a kick during a pass runs one more right
// after it (not two), a failed pass is reported and the loop goes on, stop waits for the pass.
import { expect, it } from "vitest";
import { startPoller } from "./poller.ts";

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

it("runs a pass at start, and one more after a pass kicked while running, never two at once", async () => {
  let passes = 0;
  let concurrent = 0;
  let most = 0;
  const first = gate();
  const poller = startPoller(
    async () => {
      passes += 1;
      concurrent += 1;
      most = Math.max(most, concurrent);
      if (passes === 1) await first.opened;
      concurrent -= 1;
    },
    { pollMs: 60_000, onError: () => undefined },
  );
  expect(passes).toBe(1);
  poller.kick();
  poller.kick();
  first.open();
  await poller.idle();
  expect(passes).toBe(2);
  expect(most).toBe(1);
  await poller.stop();
  poller.kick();
  expect(passes).toBe(2);
});

it("reports a failed pass and runs the next one; stop waits for the pass under way and tells it", async () => {
  const errors: unknown[] = [];
  let calls = 0;
  const slow = gate();
  let sawStop = false;
  const poller = startPoller(
    async (stopped) => {
      calls += 1;
      if (calls === 1) throw new Error("database away");
      await slow.opened;
      sawStop = stopped();
    },
    { pollMs: 60_000, onError: (err) => errors.push(err) },
  );
  await poller.idle();
  expect(errors).toHaveLength(1);
  poller.kick();
  const stopping = poller.stop();
  let stoppedYet = false;
  void stopping.then(() => (stoppedYet = true));
  await Promise.resolve();
  expect(stoppedYet).toBe(false);
  slow.open();
  await stopping;
  expect(sawStop).toBe(true);
});
