// The loop of the server's workers (the mail outbox, notifications, the reconciliation of provider
// payments): one pass at a time; a kick during a pass runs another right after it (so nothing
// recorded meanwhile waits a whole interval); otherwise a pass every `pollMs`. Stopping waits for the
// pass under way. A pass is given `stopped()` to end early between its batches.

export type Poller = {
  /** A pass now, or right after the one under way. */
  kick(): void;
  /** Resolves when no pass is under way (tests). */
  idle(): Promise<void>;
  /** No pass after this one; resolves when it is over. */
  stop(): Promise<void>;
};

export function startPoller(pass: (stopped: () => boolean) => Promise<void>, options: { pollMs: number; onError: (err: unknown) => void }): Poller {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;

  function run(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    if (timer) clearTimeout(timer);
    running = pass(() => stopped)
      .catch((err: unknown) => {
        if (!stopped) options.onError(err);
      })
      .finally(() => {
        running = undefined;
        if (stopped) return;
        if (again) {
          again = false;
          run();
          return;
        }
        timer = setTimeout(run, options.pollMs);
        timer.unref();
      });
  }

  run();
  return {
    kick: run,
    async idle() {
      while (running) await running;
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
