import { describe, expect, it } from "vitest";
import { normalizeMobile } from "../../../rules/phone.ts";
import { checkNewPassword, checkSignUp, firstProblem, SIGN_UP_ORDER, type SignUpInput } from "./sign-up-rules.ts";

const good: SignUpInput = {
  firstName: "Noura",
  lastName: "Al-Sabah",
  email: "noura@example.com",
  mobile: "55123456",
  password: "Saffron-Harbour-42",
  confirm: "Saffron-Harbour-42",
};

describe("checkSignUp", () => {
  it("finds nothing wrong with a complete form", () => {
    expect(checkSignUp(good)).toEqual({});
  });

  it("announces problems in the order of docs/product-rules.md: first name, last name, email, mobile, passwords", () => {
    const empty = { firstName: " ", lastName: "", email: "", mobile: "", password: "Saffron-Harbour-42", confirm: "other-one-here" };
    const problems = checkSignUp(empty);
    expect(problems).toEqual({
      firstName: "first_name_missing",
      lastName: "last_name_missing",
      email: "email_missing",
      mobile: "mobile_missing",
      confirm: "passwords_differ",
    });
    expect(firstProblem(problems, SIGN_UP_ORDER)).toBe("firstName");
    expect(firstProblem(checkSignUp({ ...good, lastName: "", confirm: "x" }), SIGN_UP_ORDER)).toBe("lastName");
    expect(firstProblem(checkSignUp({ ...good, mobile: "", confirm: "x" }), SIGN_UP_ORDER)).toBe("mobile");
  });

  it("checks the email format and the Kuwaiti mobile number", () => {
    expect(checkSignUp({ ...good, email: "noura@example" })).toEqual({ email: "email_invalid" });
    expect(checkSignUp({ ...good, mobile: "1234567" })).toEqual({ mobile: "mobile_invalid" });
    expect(checkSignUp({ ...good, mobile: "12345678" })).toEqual({ mobile: "mobile_invalid" });
    // The country code, as the address form and the server take it.
    expect(checkSignUp({ ...good, mobile: "+965 5512 3456" })).toEqual({});
    expect(checkSignUp({ ...good, mobile: "0096555123456" })).toEqual({});
  });

  it("wants 8 characters before comparing the confirmation", () => {
    expect(checkNewPassword("short", "short")).toEqual({ password: "password_too_short" });
    expect(checkNewPassword("long enough", "long enougH")).toEqual({ confirm: "passwords_differ" });
    expect(checkNewPassword("long enough", "long enough")).toEqual({});
  });
});

describe("normalizeMobile", () => {
  it("accepts Arabic-Indic digits and spaces", () => {
    expect(normalizeMobile("٥٥١٢ ٣٤٥٦")).toBe("55123456");
    expect(normalizeMobile("9988 7766")).toBe("99887766");
    expect(normalizeMobile("3512345a")).toBeUndefined();
  });
});
