// Typed height and weight: Latin and Arabic-Indic digits, whole numbers only.
import { describe, expect, it } from "vitest";
import { isWithin, parseWholeNumber } from "./number-input.ts";

describe("parseWholeNumber", () => {
  it.each([
    ["170", 170],
    [" 85 ", 85],
    ["١٧٠", 170],
    ["۸۵", 85],
    ["0", 0],
    ["", undefined],
    ["17.5", undefined],
    ["-3", undefined],
    ["abc", undefined],
    ["12345", undefined],
  ])("%j -> %s", (text, value) => {
    expect(parseWholeNumber(text)).toBe(value);
  });
});

describe("isWithin", () => {
  it("holds for whole numbers in range only", () => {
    expect(isWithin(1, 1, 250)).toBe(true);
    expect(isWithin(250, 1, 250)).toBe(true);
    expect(isWithin(0, 1, 250)).toBe(false);
    expect(isWithin(251, 1, 250)).toBe(false);
    expect(isWithin(1.5, 1, 250)).toBe(false);
    expect(isWithin(undefined, 1, 250)).toBe(false);
  });
});
