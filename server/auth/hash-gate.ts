// Bounds the password hashing work of the whole process. scrypt runs on libuv's threadpool (four
// threads), which file serving, DNS and zlib share: twelve concurrent sign-ups once made a static
// icon wait 27 s. At most `concurrency` hashes run at once (2 by default, the cores of the box; set
// PASSWORD_HASH_CONCURRENCY), at most `queue` more wait in line (8 by default,
// PASSWORD_HASH_QUEUE), and beyond that the request answers 503 `busy` with Retry-After, so hashing
// never takes more than its share of the threads and a flood is refused at once, not queued.
import { ApiError } from "../http/errors.ts";

export type HashGateLimits = { concurrency: number; queue: number };

function positive(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 && n <= 64 ? n : fallback;
}

export function hashGateLimits(env: NodeJS.ProcessEnv = process.env): HashGateLimits {
  return { concurrency: positive(env.PASSWORD_HASH_CONCURRENCY, 2), queue: positive(env.PASSWORD_HASH_QUEUE, 8) };
}

export function createHashGate(limits: HashGateLimits) {
  let running = 0;
  const waiting: (() => void)[] = [];

  function release(): void {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }

  return {
    /** Runs `work` when a slot is free; 503 `busy` when the line is full. */
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (running < limits.concurrency) running += 1;
      else if (waiting.length < limits.queue) await new Promise<void>((resolve) => waiting.push(resolve));
      else throw new ApiError(503, "busy", "The server is busy. Please try again in a moment.", undefined, { "Retry-After": "2" });
      try {
        return await work();
      } finally {
        release();
      }
    },
    /** Hashes running and waiting, for tests. */
    load: () => ({ running, waiting: waiting.length }),
  };
}

export type HashGate = ReturnType<typeof createHashGate>;

/** The process's gate: every hash and verification of server/auth/password.ts passes through it. */
export const hashGate = createHashGate(hashGateLimits());
