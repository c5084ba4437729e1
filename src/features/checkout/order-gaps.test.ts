import { describe, expect, it } from "vitest";
import type { OrderDraft } from "../../order/store.ts";
import { orderGaps } from "./order-gaps.ts";

const today = "2026-06-01"; // a Monday
const full: OrderDraft = {
  id: "current", updatedAt: 0, source: "defaults", packageId: 24, days: 26, meals: 2, snacks: 3, soups: 0,
  startDate: "2026-06-06", deliveryMethodId: 1, deliveryTimeId: 1, subPackageId: 11,
};

describe("orderGaps", () => {
  it("finds nothing missing in a whole order", () => {
    expect(orderGaps(full, { subPackageFound: true, today })).toEqual([]);
  });

  it("lists everything missing when nothing was chosen", () => {
    expect(orderGaps(undefined, { subPackageFound: false, today })).toEqual(["package", "startDate", "method", "time"]);
  });

  it("a combination the catalog no longer has, and a start date that has passed, are gaps", () => {
    expect(orderGaps({ ...full, startDate: "2026-05-30" }, { subPackageFound: false, today })).toEqual(["package", "startDate"]);
  });
});
