import { describe, expect, it } from "vitest";
import { normalizeMobile, stripMobile } from "./phone.ts";

describe("Kuwaiti mobile numbers", () => {
  it("accepts the country code written +965 or 00965, spaces and Arabic-Indic digits", () => {
    for (const typed of ["96612345", "+965 9661 2345", "00965-96612345", "+٩٦٥٩٦٦١٢٣٤٥", "٩٦٦ ١٢٣ ٤٥"])
      expect(normalizeMobile(typed)).toBe("96612345");
  });
  it("refuses what is not an 8-digit Kuwaiti mobile", () => {
    for (const typed of ["", "1234567", "16612345", "+966 96612345", "965966123456"]) expect(normalizeMobile(typed)).toBeUndefined();
  });
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
  it("leaves a number without a country code alone", () => {
    expect(stripMobile("9650 1234")).toBe("96501234");
  });
});
