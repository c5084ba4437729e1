// What a customer may type at sign-up: Kuwaiti mobile numbers and the password policy.
import { describe, expect, it } from "vitest";
import { isEmail, normalizeMobile, passwordProblem } from "./account-rules.ts";
import { COMMON_PASSWORDS } from "./common-passwords.ts";

describe("normalizeMobile", () => {
  it.each([
    ["55123456", "55123456"],
    ["٥٥١٢٣٤٥٦", "55123456"],
    ["۹۹۸۷۶۵۴۳", "99876543"],
    ["+965 6612 3456", "66123456"],
    ["00965-41234567", "41234567"],
    ["22345678", "22345678"],
  ])("reads %s as %s", (typed, digits) => {
    expect(normalizeMobile(typed)).toBe(digits);
  });

  it.each(["", "5512345", "551234567", "12345678", "35123456", "8812345x", "+966 55123456"])("refuses %j", (typed) => {
    expect(normalizeMobile(typed)).toBeUndefined();
  });
});

describe("passwordProblem", () => {
  it("wants at least 8 characters and at most 128", () => {
    expect(passwordProblem("Ab3$xyz")).toBe("password_too_short");
    expect(passwordProblem("Ab3$xyzQ")).toBeUndefined();
    expect(passwordProblem("x".repeat(129))).toBe("password_too_long");
  });

  it("refuses common passwords whatever their case, and the email or mobile as password", () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThanOrEqual(200);
    expect(passwordProblem("Password1")).toBe("common_password");
    expect(passwordProblem("QWERTY123")).toBe("common_password");
    expect(passwordProblem("noura@example.com", { email: "Noura@example.com" })).toBe("common_password");
    expect(passwordProblem("55123456", { mobileNo: "55123456" })).toBe("common_password");
  });
});

describe("isEmail", () => {
  it("accepts ordinary addresses and refuses the rest", () => {
    expect(isEmail("noura.s@example.com.kw")).toBe(true);
    for (const bad of ["noura", "noura@", "@example.com", "a b@example.com", "noura@example"]) expect(isEmail(bad)).toBe(false);
  });
});
