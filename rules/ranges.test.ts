import { describe, expect, it } from "vitest";
import { formatRange } from "./ranges.ts";

describe("formatRange", () => {
  it("writes low to high with an en dash, whole numbers with separators, in both languages", () => {
    expect(formatRange(250, 410, "en")).toBe("250–410");
    expect(formatRange(410, 250, "en")).toBe("250–410");
    expect(formatRange(1665.97, 2250, "en")).toBe("1,666–2,250");
    expect(formatRange(410, 250, "ar")).toBe("250–410");
    expect(formatRange(1810, 2250, "ar")).toBe("1,810–2,250");
  });

  it("carries no direction marks, so Arabic reads it low to high from the right", () => {
    expect(formatRange(250, 410, "ar")).not.toMatch(/[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/);
  });

  it("says one figure when both ends are the same", () => {
    expect(formatRange(300, 300, "en")).toBe("300");
    expect(formatRange(299.6, 300.2, "ar")).toBe("300");
  });
});
