import { describe, expect, it } from "vitest";
import { checkEmail, checkName, checkPhone, normalizeName, normalizePhone } from "./validation.ts";

describe("checkEmail", () => {
  it("accepts ordinary addresses, spaces around them too", () => {
    for (const ok of ["sara@example.com", " Sara.Al-Mutairi+news@mail.example.com.kw ", "a_b@x-y.co"]) expect(checkEmail(ok)).toBeUndefined();
  });
  it("says missing for nothing and invalid for anything that is not an address", () => {
    expect(checkEmail("")).toBe("missing");
    expect(checkEmail("   ")).toBe("missing");
    for (const bad of ["sara", "sara@", "@example.com", "sara@example", "sara@@example.com", "sa ra@example.com", ".sara@example.com", `${"a".repeat(250)}@example.com`]) {
      expect(checkEmail(bad), bad).toBe("invalid");
    }
  });
});

describe("phone", () => {
  it("reads Arabic-Indic digits and ignores spaces and dashes", () => {
    expect(normalizePhone("٩٩٨ ٨٧٧-٦٦")).toBe("99887766");
    expect(normalizePhone("۵۵۱۲ ۳۴۵۶")).toBe("55123456");
    expect(checkPhone("٩٩٨٨٧٧٦٦")).toBeUndefined();
  });
  it("accepts 8 digits starting 2, 4, 5, 6 or 9 only", () => {
    for (const ok of ["22334455", "41234567", "51234567", "61234567", "99887766", "+96599887766", "00965 9988 7766"]) expect(checkPhone(ok)).toBeUndefined();
    expect(checkPhone("")).toBe("missing");
    for (const bad of ["12345678", "31234567", "71234567", "81234567", "0123456", "9988776", "998877665", "9988776a", "+96699887766"]) {
      expect(checkPhone(bad), bad).toBe("invalid");
    }
  });
});

describe("name", () => {
  it("tidies spaces and accepts Arabic and Latin names", () => {
    expect(normalizeName("  سارة   المطيري ")).toBe("سارة المطيري");
    expect(checkName("Sara Al-Mutairi")).toBeUndefined();
    expect(checkName("سارة المطيري")).toBeUndefined();
  });
  it("refuses empty, over 80 characters, markup and control characters", () => {
    expect(checkName("   ")).toBe("missing");
    expect(checkName("x".repeat(80))).toBeUndefined();
    expect(checkName("x".repeat(81))).toBe("too-long");
    expect(checkName("<b>Sara</b>")).toBe("invalid");
    expect(checkName("Sara\u0007")).toBe("invalid");
  });
});
