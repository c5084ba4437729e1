// scrypt hashing: the stored format, verification, and refusal of anything malformed.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { readEnv } from "../env.ts";
import { hashPassword, needsRehash, scryptParams, verifyAgainstDummy, verifyPassword } from "./password.ts";

// The server project lowers the work for its other files (SCRYPT_LOG2_N); these run at production's.
beforeAll(() => {
  vi.stubEnv("SCRYPT_LOG2_N", "");
});
afterAll(() => {
  vi.unstubAllEnvs();
});

// Each hash is a deliberate third of a second (more on a busy machine).
describe("password hashing", { timeout: 90_000 }, () => {
  it("stores scrypt$N$r$p$salt$hash at N=2^17, r=8, p=1 with a fresh salt each time", async () => {
    const [a, b] = await Promise.all([hashPassword("Pomegranate-Sky-9"), hashPassword("Pomegranate-Sky-9")]);
    expect(a).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain("Pomegranate");
    expect(needsRehash(a)).toBe(false);
  });

  it("verifies the right password only", async () => {
    const stored = await hashPassword("Pomegranate-Sky-9");
    expect(await verifyPassword("Pomegranate-Sky-9", stored)).toBe(true);
    expect(await verifyPassword("pomegranate-sky-9", stored)).toBe(false);
    expect(await verifyPassword("", stored)).toBe(false);
  });

  it("refuses malformed or abusive stored strings without throwing", async () => {
    for (const stored of ["", "plain", "scrypt$3$8$1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA", "scrypt$4194304$8$1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA", "bcrypt$x"]) {
      expect(await verifyPassword("anything", stored)).toBe(false);
      expect(needsRehash(stored)).toBe(true);
    }
  });

  it("asks for a rehash of weaker parameters", async () => {
    expect(needsRehash("scrypt$16384$8$1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaA")).toBe(true);
  });

  it("spends a verification when there is no account, and says no", async () => {
    expect(await verifyAgainstDummy("whatever")).toBe(false);
  });
});

describe("the test suites' lower work factor", () => {
  it("applies only between 2^10 and 2^17 and never in production, where the server refuses to start with it", () => {
    expect(scryptParams({ SCRYPT_LOG2_N: "12" })).toEqual({ N: 4096, r: 8, p: 1 });
    for (const value of ["", "9", "18", "12.5", "twelve"]) expect(scryptParams({ SCRYPT_LOG2_N: value })).toEqual({ N: 131072, r: 8, p: 1 });
    expect(scryptParams({ SCRYPT_LOG2_N: "12", NODE_ENV: "production" })).toEqual({ N: 131072, r: 8, p: 1 });
    expect(() => readEnv({ SCRYPT_LOG2_N: "12", NODE_ENV: "production" })).toThrow(/must not be set in production/);
  });
});
