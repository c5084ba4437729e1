// Types of quiet-host.mjs for the TypeScript tests.
export function busyShare(ms: number): Promise<number>;
export function waitForQuiet(options?: {
  windowMs?: number;
  windows?: number;
  maxBusy?: number;
  maxMs?: number;
}): Promise<{ quiet: boolean; waitedMs: number; busy: number }>;
