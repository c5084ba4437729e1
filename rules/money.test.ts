import { describe, expect, it } from "vitest";
import { filsToWire, formatFils, parseKdToFils, toLatinDigits, wireToFils } from "./money.ts";

describe("money", () => {
  it("shows fils as KD with 3 decimals in English", () => {
    expect(formatFils(160_000, "en")).toBe("KD\u00a0160.000");
    expect(formatFils(1_250, "en")).toBe("KD\u00a01.250");
    expect(formatFils(0, "en")).toBe("KD\u00a00.000");
  });

  it("shows the Arabic dinar symbol with Latin digits in Arabic", () => {
    const text = formatFils(205_500, "ar");
    expect(text).toContain("205.500");
    expect(text).toContain("د.ك");
    // docs/product-rules.md "Money" writes "د.ك", without the dot Intl puts after it.
    expect(text.replace(/[\u200e\u200f]/g, "").replace(/\s/g, " ")).toBe("205.500 د.ك");
    expect(text).not.toMatch(/[\u0660-\u0669]/);
  });

  it("parses typed amounts, Arabic-Indic digits included, without float error", () => {
    expect(parseKdToFils("12.5")).toBe(12_500);
    expect(parseKdToFils("0.001")).toBe(1);
    expect(parseKdToFils("١٢٫٥")).toBe(12_500);
    expect(parseKdToFils("۲۵")).toBe(25_000);
    expect(parseKdToFils("1,000.100")).toBe(1_000_100);
    expect(parseKdToFils("١٬٢٠٠٫٥")).toBe(1_200_500);
  });

  it("refuses what is not an amount", () => {
    for (const bad of ["", "abc", "1.2345", "-3", "1e3", "12..5"]) expect(parseKdToFils(bad)).toBeUndefined();
  });

  it("turns Arabic-Indic digits into Latin digits and leaves others alone", () => {
    expect(toLatinDigits("٠١٢٣٤٥٦٧٨٩ ۰۱۲۳۴۵۶۷۸۹ abc 5")).toBe("0123456789 0123456789 abc 5");
  });

  it("writes fils as the wire's KD string and reads it back", () => {
    expect(filsToWire(157_000)).toBe("157.000");
    expect(filsToWire(5)).toBe("0.005");
    expect(filsToWire(0)).toBe("0.000");
    expect(filsToWire(-2_500)).toBe("-2.500");
    expect(wireToFils("160")).toBe(160_000);
    expect(wireToFils("160.5")).toBe(160_500);
    expect(wireToFils("157.000")).toBe(157_000);
    expect(wireToFils("١٥٧٫٥")).toBe(157_500);
    for (const bad of ["", "-1", "1.0001", "1e3", "abc", "12,5"]) expect(wireToFils(bad)).toBeUndefined();
    for (const fils of [0, 1, 999, 1_000, 157_000, 9_999_999]) expect(wireToFils(filsToWire(fils))).toBe(fils);
  });
});
