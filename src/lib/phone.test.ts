import { describe, expect, it } from "vitest";
import { normalizeMobile, stripMobile } from "./phone.ts";

describe("Kuwaiti mobile numbers", () => {
  it("accepts the country code written +965 or 00965, spaces and Arabic-Indic digits", () => {
    for (const typed of ["96612345", "+965 9661 2345", "00965-96612345", "+٩٦٥٩٦٦١٢٣٤٥", "٩٦٦ ١٢٣ ٤٥"]) expect(normalizeMobile(typed)).toBe("96612345");
  });
  it("refuses what is not an 8-digit Kuwaiti mobile", () => {
    for (const typed of ["", "1234567", "16612345", "+966 96612345", "965966123456"]) expect(normalizeMobile(typed)).toBeUndefined();
  });
  it("leaves a number without a country code alone", () => {
    expect(stripMobile("9650 1234")).toBe("96501234");
  });
});
