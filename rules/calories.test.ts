import { describe, expect, it } from "vitest";
import { formatKcal } from "./calories.ts";

describe("formatKcal", () => {
  it("shows whole calories with separators, Latin digits in both languages", () => {
    expect(formatKcal(1665.97, "en")).toBe("1,666");
    expect(formatKcal(1666, "en")).toBe("1,666");
    expect(formatKcal(410, "en")).toBe("410");
    expect(formatKcal(1665.97, "ar")).toBe("1,666");
  });
});
