// The plan's and the day picks' request schemas read the form fields as the routes always have
// (server/routes/plans.ts, server/routes/meals.ts): ids and languages from strings, dates listed
// once, blank optional fields as absent.
import { describe, expect, it } from "vitest";
import { dayPicksRequest, rateMealRequest, saveDayPicksRequest } from "./day-picks.ts";
import { detailsRequest, freezeRequest, MAX_DATES, setDayAddressRequest } from "./plan.ts";

const KEY = "key-12345678";

describe("the plan's requests", () => {
  it("reads a freeze's dates once each, trimmed", () => {
    const f = freezeRequest.parse({ purchase_id: "7", dates: " 2026-12-01, 2026-12-02 ,2026-12-01", idempotency_key: KEY });
    expect(f).toEqual({ purchase_id: 7, dates: ["2026-12-01", "2026-12-02"], idempotency_key: KEY, lang_id: undefined });
  });

  it("refuses no dates, a bad date, and more than MAX_DATES", () => {
    const tooMany = Array.from({ length: MAX_DATES + 1 }, (_, i) => `2027-0${Math.floor(i / 28) + 1}-${String((i % 28) + 1).padStart(2, "0")}`).join(",");
    expect(freezeRequest.safeParse({ purchase_id: "7", dates: tooMany.split(",").slice(1).join(","), idempotency_key: KEY }).success).toBe(true);
    for (const dates of ["", "2026-13-01", tooMany]) {
      expect(freezeRequest.safeParse({ purchase_id: "7", dates, idempotency_key: KEY }).success).toBe(false);
    }
  });

  it("takes a blank language as absent and refuses an unknown one", () => {
    expect(detailsRequest.parse({ lang_id: " " })).toEqual({ lang_id: undefined });
    expect(detailsRequest.parse({ lang_id: "2" })).toEqual({ lang_id: 2 });
    expect(detailsRequest.safeParse({ lang_id: "3" }).success).toBe(false);
  });

  it("reads a day's address", () => {
    expect(setDayAddressRequest.parse({ purchase_id: "7", date: "2026-12-01", address_id: "12", idempotency_key: KEY, lang_id: "1" })).toEqual({
      purchase_id: 7,
      date: "2026-12-01",
      address_id: 12,
      idempotency_key: KEY,
      lang_id: 1,
    });
    expect(setDayAddressRequest.safeParse({ purchase_id: "7", date: "2026-12-01", address_id: "12", idempotency_key: "short" }).success).toBe(false);
  });
});

describe("the day picks' requests", () => {
  it("reads dish ids, absent or empty as none", () => {
    const f = saveDayPicksRequest.parse({ purchase_id: "7", date: "2026-12-01", meals: "11, 12", snacks: "", idempotency_key: KEY });
    expect([f.meals, f.snacks, f.soups]).toEqual([[11, 12], [], []]);
    expect(saveDayPicksRequest.safeParse({ purchase_id: "7", date: "2026-12-01", meals: "11,x", idempotency_key: KEY }).success).toBe(false);
  });

  it("reads a day and a rating", () => {
    expect(dayPicksRequest.parse({ purchase_id: "7", date: "2026-12-01" })).toEqual({ purchase_id: 7, date: "2026-12-01", lang_id: undefined });
    expect(rateMealRequest.parse({ purchase_id: "7", date: "2026-12-01", meal_id: "3", stars: "5", idempotency_key: KEY }).stars).toBe(5);
    expect(rateMealRequest.safeParse({ purchase_id: "7", date: "2026-12-01", meal_id: "3", stars: "6", idempotency_key: KEY }).success).toBe(false);
  });
});
