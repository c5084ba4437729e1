// Runs the reconciliation of pending provider payments (orders/provider-payments.ts) every `pollMs`:
// each pass claims the due attempts (FOR UPDATE SKIP LOCKED with a lease, like the mail worker), so
// several instances share the work without asking twice, and an attempt claimed by an instance that
// died is taken again after its lease, also after a restart (the schedule is in the database).
import { startPoller } from "../lib/poller.ts";
import type { ProviderPayments } from "./provider-payments.ts";

export type ReconciliationWorker = { stop(): Promise<void>; kick(): void };

export function startReconciliationWorker(
  payments: ProviderPayments,
  options: { pollMs?: number; logger?: Pick<Console, "error"> } = {},
): ReconciliationWorker {
  const pollMs = options.pollMs ?? 30_000;
  const log = options.logger ?? console;

  // A full batch means more may be due.
  async function drain(stopped: () => boolean): Promise<void> {
    while (!stopped() && (await payments.reconcileDue(10)) === 10);
  }

  const poller = startPoller(drain, { pollMs, onError: (err) => log.error("reconciliation: the pending payments could not be read", err) });
  return { kick: poller.kick, stop: poller.stop };
}
