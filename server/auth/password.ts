// Password hashing with node:crypto scrypt at OWASP's parameters (N=2^17, r=8, p=1), stored as a
// self-describing string `scrypt$N$r$p$salt$hash` (salt and hash base64url), so parameters can be
// raised later and old hashes still verify. Verification is constant-time.
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { hashGate } from "./hash-gate.ts";

export const SCRYPT_PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;

/**
 * Today's parameters: OWASP's. Test suites only (never with NODE_ENV=production, where readEnv
 * refuses it) may lower N with SCRYPT_LOG2_N: a hash at N=2^17 costs 0.65 s of a core here, and the
 * suites sign up and sign in hundreds of times. The same code runs; only the work factor differs.
 */
export function scryptParams(env: NodeJS.ProcessEnv = process.env): { N: number; r: number; p: number } {
  const log2N = Number(env.SCRYPT_LOG2_N);
  if (env.NODE_ENV === "production" || !Number.isInteger(log2N) || log2N < 10 || log2N > 17) return SCRYPT_PARAMS;
  return { ...SCRYPT_PARAMS, N: 2 ** log2N };
}
const KEY_BYTES = 32;
const SALT_BYTES = 16;

/** scrypt needs 128 * N * r bytes; Node refuses above `maxmem` (32 MiB by default). */
function maxmemFor(N: number, r: number): number {
  return 128 * N * r + 16 * 1024 * 1024;
}

/** Every hash goes through the process's gate (hash-gate.ts): a few at once, 503 `busy` beyond its line. */
function scrypt(password: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> {
  return hashGate.run(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scryptCb(password.normalize("NFKC"), salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key)));
      }),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const { N, r, p } = scryptParams();
  const salt = randomBytes(SALT_BYTES);
  const key = await scrypt(password, salt, KEY_BYTES, { N, r, p, maxmem: maxmemFor(N, r) });
  return `scrypt$${N}$${r}$${p}$${salt.toString("base64url")}$${key.toString("base64url")}`;
}

type Parsed = { N: number; r: number; p: number; salt: Buffer; key: Buffer };

function parse(stored: string): Parsed | undefined {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return undefined;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  // Bounds keep a corrupted row from asking for gigabytes of memory.
  const powerOfTwo = Number.isInteger(N) && N >= 2 && N <= 2 ** 20 && (N & (N - 1)) === 0;
  if (!powerOfTwo || !Number.isInteger(r) || r < 1 || r > 32 || !Number.isInteger(p) || p < 1 || p > 16) return undefined;
  const salt = Buffer.from(parts[4]!, "base64url");
  const key = Buffer.from(parts[5]!, "base64url");
  if (salt.length < 8 || key.length < 16) return undefined;
  return { N, r, p, salt, key };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const { N, r, p, salt, key } = parsed;
  const candidate = await scrypt(password, salt, key.length, { N, r, p, maxmem: maxmemFor(N, r) });
  return timingSafeEqual(candidate, key);
}

/** True when a stored hash uses weaker parameters than today's (rehash after a good sign-in). */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  const today = scryptParams();
  return !parsed || parsed.N < today.N || parsed.r < today.r || parsed.p < today.p;
}

let dummy: Promise<string> | undefined;

/**
 * Spends the same work as a real verification when there is no account, so an unknown email
 * answers in the same time as a wrong password.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummy ??= hashPassword(randomBytes(16).toString("hex"));
  await verifyPassword(password, await dummy);
  return false;
}
