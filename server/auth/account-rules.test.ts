// The server's password policy (email format and password length: rules/account.test.ts; mobile
// numbers: rules/phone.test.ts).
import { describe, expect, it } from "vitest";
import { passwordProblem } from "./account-rules.ts";
import { COMMON_PASSWORDS } from "./common-passwords.ts";

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
