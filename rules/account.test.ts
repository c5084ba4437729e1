import { describe, expect, it } from "vitest";
import { isCleanName, isEmail, passwordLengthProblem, PASSWORD_MAX } from "./account.ts";

describe("isEmail", () => {
  it("takes an address with one @ and a dot in the domain, nothing else", () => {
    expect(isEmail("noura.s@example.com.kw")).toBe(true);
    for (const bad of ["noura", "noura@", "@example.com", "a b@example.com", "noura@example", `${"a".repeat(250)}@x.kw`])
      expect(isEmail(bad)).toBe(false);
  });

  it("takes one addr-spec only: no display name, angle brackets, comma, quotes, spaces or control characters", () => {
    for (const good of ["a+tag@example.com", "o'neil@mail.example.kw", "first.last@sub.example.com", "نورة@مثال.كويت"])
      expect(isEmail(good), good).toBe(true);
    for (const bad of [
      "x<demo@example.com>",
      "Demo <demo@example.com>",
      "q,demo@example.com",
      "a@example.com,b@example.com",
      '"a b"@example.com',
      "demo@example.com\r\nBcc: x@example.com",
      "de\tmo@example.com",
      "a..b@example.com",
      ".a@example.com",
      "a@-example.com",
      "a@example..com",
      `${"a".repeat(65)}@example.com`,
    ])
      expect(isEmail(bad), JSON.stringify(bad)).toBe(false);
  });
});

describe("isCleanName", () => {
  it("takes names in any script, refuses control, bidi and angle-bracket characters", () => {
    for (const good of ["Noura", "نورة", "Anne-Marie O’Neil", "José"]) expect(isCleanName(good)).toBe(true);
    for (const bad of ["Eve\r\n\r\nACCOUNT LOCKED", "a\tb", "a\u202eb", "a\u2066b\u2069", "a\u200fb", "a\u2028b", "<b>Eve", "Eve>"])
      expect(isCleanName(bad), JSON.stringify(bad)).toBe(false);
  });
});

describe("passwordLengthProblem", () => {
  it("counts characters as a person does for the minimum, and caps the length", () => {
    expect(passwordLengthProblem("1234567")).toBe("password_too_short");
    expect(passwordLengthProblem("🌴🌴🌴🌴🌴🌴🌴🌴")).toBeUndefined();
    expect(passwordLengthProblem("a".repeat(PASSWORD_MAX + 1))).toBe("password_too_long");
    expect(passwordLengthProblem("Saffron-Harbour-42")).toBeUndefined();
  });
});
