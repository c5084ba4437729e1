import { screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { renderWithApp } from "../../../../tests/support/render.tsx";
import type { CachedSubPackage } from "../../../catalog/store.ts";
import { OrderSummary } from "./order-summary.tsx";

const base = {
  planName: "Sumbatik",
  periodLabel: "26 days",
  meals: 2,
  snacks: 3,
  soups: 0,
  startDate: undefined,
  endDate: undefined,
  windowName: undefined,
  methodName: undefined,
  complete: true,
};
const sub: CachedSubPackage = {
  id: 11,
  days: 26,
  meals: 2,
  snacks: 3,
  soups: 0,
  priceFils: 180_000,
  actualPriceFils: 180_000,
  minCal: 1150,
  maxCal: 1500,
};

it("says nothing of a saving when the period has no discount", async () => {
  await renderWithApp(<OrderSummary {...base} subPackage={sub} />);
  expect(screen.getByText("Sumbatik")).toBeTruthy();
  expect(screen.queryByText(/you save/)).toBeNull();
});

it("says what a discounted period saves, in the one money format", async () => {
  await renderWithApp(<OrderSummary {...base} subPackage={{ ...sub, actualPriceFils: 198_000 }} />);
  expect(screen.getByText("This period is discounted: you save KD 18.000 (9%) on its regular price.")).toBeTruthy();
});
