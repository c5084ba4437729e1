// The wallet's ledger on My plan: a refund the operator made to the wallet (README "Payments") reads
// as a refund and a credit, as cashback does; a spend as a debit.
import { screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { renderWithApp } from "../../../../tests/support/render.tsx";
import { LedgerList } from "./history-lists.tsx";

it("shows a refund to the wallet as a credit beside the cashback and the spend", async () => {
  const ledger = {
    balanceFils: 25_500,
    entries: [
      { id: 3, kind: "refund" as const, purchaseId: 90, amountFils: 15_000, createdAt: "2026-11-22T10:00:00.000Z" },
      { id: 2, kind: "cashback" as const, purchaseId: 90, amountFils: 17_500, createdAt: "2026-11-20T10:01:00.000Z" },
      { id: 1, kind: "spend" as const, purchaseId: 90, amountFils: -7_000, createdAt: "2026-11-20T10:01:00.000Z" },
    ],
  };
  await renderWithApp(<LedgerList ledger={ledger} locale="en" formatDate={(d) => d} />, { path: "/my-plan" });
  const rows = screen.getAllByRole("listitem").map((li) => li.textContent);
  expect(rows[0]).toMatch(/^Refund · Order #90.*\+KD\s15\.000$/);
  expect(rows[1]).toMatch(/^Cashback.*\+KD\s17\.500$/);
  expect(rows[2]).toMatch(/^Spent.*−KD\s7\.000$/);
});
