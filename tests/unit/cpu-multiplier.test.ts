import { describe, expect, it } from "vitest";
import { cpuMultiplierFor } from "../../scripts/lib/cpu-multiplier.mjs";

describe("the Lighthouse gate's CPU multiplier for a host's benchmark index", () => {
  it("is the calculator's step at each of its points and linear between them", () => {
    expect([150, 800, 1300, 1533].map(cpuMultiplierFor)).toEqual([1, 2, 3, 4]);
    expect(cpuMultiplierFor(475)).toBe(1.5);
    expect(cpuMultiplierFor(1050)).toBe(2.5);
    expect(cpuMultiplierFor(1357)).toBe(3.24);
  });

  it("never goes above Lighthouse's default 4x, nor under 1x", () => {
    expect(cpuMultiplierFor(2008)).toBe(4);
    expect(cpuMultiplierFor(5000)).toBe(4);
    expect(cpuMultiplierFor(100)).toBe(1);
  });

  it("keeps the default 4x when the run measured no index", () => {
    expect(cpuMultiplierFor(undefined)).toBe(4);
    expect(cpuMultiplierFor(Number.NaN)).toBe(4);
    expect(cpuMultiplierFor(0)).toBe(4);
  });
});
