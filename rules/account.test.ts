import { describe, expect, it } from "vitest";
import { isEmail, passwordLengthProblem, PASSWORD_MAX } from "./account.ts";

describe("isEmail", () => {
  it("takes an address with one @ and a dot in the domain, nothing else", () => {
    expect(isEmail("noura.s@example.com.kw")).toBe(true);
    for (const bad of ["noura", "noura@", "@example.com", "a b@example.com", "noura@example", `${"a".repeat(250)}@x.kw`])
      expect(isEmail(bad)).toBe(false);
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
