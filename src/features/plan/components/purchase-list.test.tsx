// My plan's purchases say where each stands: paid, waiting for payment, and a payment the provider
// holds for another amount or reference (README "Payments"), which is not paid: contact support.
import { screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { renderWithApp } from "../../../../tests/support/render.tsx";
import type { Purchase } from "../api.ts";
import { PurchaseList } from "./history-lists.tsx";

const purchase = (over: Partial<Purchase>): Purchase => ({
  purchaseId: 90,
  status: "paid",
  packageName: "Fit",
  days: 26,
  meals: 2,
  snacks: 3,
  soups: 0,
  startDate: "2026-12-01",
  endDate: "2026-12-30",
  paymentType: "knet",
  totalFils: 180_000,
  walletFils: 0,
  discountFils: 0,
  cashbackFils: 18_000,
  createdAt: "2026-11-27T10:00:00.000Z",
  ...over,
});

it("shows a paid, a pending and a held purchase as each stands", async () => {
  const purchases = [
    purchase({ purchaseId: 92, status: "pending", paymentProblem: "amount_mismatch" }),
    purchase({ purchaseId: 91, status: "pending", paymentProblem: null }),
    purchase({ purchaseId: 90 }),
  ];
  await renderWithApp(<PurchaseList purchases={purchases} locale="en" formatDate={(d) => d} />, { path: "/my-plan" });
  const statuses = screen.getAllByRole("listitem").map((li) => li.querySelector(".plan-status")?.textContent);
  expect(statuses).toEqual(["Payment not confirmed: contact support", "Waiting for payment", "Paid"]);
});
