// Runs the reconciliation of pending provider payments (orders/provider-payments.ts) every `pollMs`:
// each pass claims the due attempts (FOR UPDATE SKIP LOCKED with a lease, like the mail worker), so
// several instances share the work without asking twice, and an attempt claimed by an instance that
// died is taken again after its lease, also after a restart (the schedule is in the database).
import type { ProviderPayments } from "./provider-payments.ts";

export type ReconciliationWorker = { stop(): Promise<void>; kick(): void };

export function startReconciliationWorker(
  payments: ProviderPayments,
  options: { pollMs?: number; logger?: Pick<Console, "error"> } = {},
): ReconciliationWorker {
  const pollMs = options.pollMs ?? 30_000;
  const log = options.logger ?? console;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  async function drain(): Promise<void> {
    // A full batch means more may be due.
    while (!stopped && (await payments.reconcileDue(10)) === 10);
  }

  function run(): void {
    if (stopped || running) return;
    if (timer) clearTimeout(timer);
    running = drain()
      .catch((err: unknown) => {
        if (!stopped) log.error("reconciliation: the pending payments could not be read", err);
      })
      .finally(() => {
        running = undefined;
        if (stopped) return;
        timer = setTimeout(run, pollMs);
        timer.unref();
      });
  }

  run();
  return {
    kick: run,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
