// The shop's numbers written without Intl (number-format.ts) are Intl's strings, byte for byte, in
// both languages: whole numbers (calories, counts), ranges, and KD amounts, over values from zero to
// millions, negative ones, halves and the edges of each group of thousands.
import { describe, expect, it } from "vitest";
import { formatFils } from "./money.ts";
import { formatKcal } from "./calories.ts";
import { formatRange } from "./ranges.ts";

const tag = (locale: "en" | "ar") => (locale === "ar" ? "ar-KW-u-nu-latn" : "en-KW");

/** Deterministic values: every size from 0 to 10 million, the edges of thousands, halves, negatives. */
function values(): number[] {
  const out = [0, -0, 0.4, 0.5, 1.5, 2.5, -0.4, -0.5, -2.5, 999, 1000, 1001, 999_999, 1_000_000, 123_456_789];
  let seed = 7;
  for (let i = 0; i < 3000; i++) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    const scale = 10 ** (i % 8);
    out.push(((seed % 20_000) - 5_000) * scale / 1000, seed % (scale * 10));
  }
  return out;
}

describe.each(["en", "ar"] as const)("numbers in %s, as Intl writes them", (locale) => {
  const whole = new Intl.NumberFormat(tag(locale), { maximumFractionDigits: 0 });
  const money = new Intl.NumberFormat(tag(locale), {
    style: "currency",
    currency: "KWD",
    currencyDisplay: locale === "ar" ? "symbol" : "code",
    minimumFractionDigits: 3,
    maximumFractionDigits: 3,
  });
  const kd = (fils: number) => {
    const text = money.format(fils / 1000);
    return locale === "ar" ? text.replace("د.ك.", "د.ك") : text.replace("KWD", "KD");
  };

  it("whole numbers (calories)", () => {
    for (const n of values()) expect([n, formatKcal(n, locale)]).toEqual([n, whole.format(n)]);
  });

  it("ranges, low to high, one figure when equal", () => {
    const all = values();
    for (let i = 0; i + 1 < all.length; i += 2) {
      const [a, b] = [Math.abs(all[i]!), Math.abs(all[i + 1]!)];
      const low = Math.round(Math.min(a, b));
      const high = Math.round(Math.max(a, b));
      expect([a, b, formatRange(a, b, locale)]).toEqual([a, b, low === high ? whole.format(low) : whole.formatRange(low, high)]);
    }
  });

  it("KD amounts from whole fils", () => {
    for (const fils of values().map(Math.round)) expect([fils, formatFils(fils, locale)]).toEqual([fils, kd(fils)]);
  });
});
