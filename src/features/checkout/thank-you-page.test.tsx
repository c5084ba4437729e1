// /ThankYou asks the server; the browser's return is never taken as proof.
import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { fakeFetch } from "../../../tests/support/fake-fetch.ts";
import { renderWithApp } from "../../../tests/support/render.tsx";
import { db } from "../../lib/db.ts";
import { getDraft, replaceDraft } from "../../order/order-draft.ts";
import "../../data/session.ts";
import { ThankYouPage } from "./thank-you-page.tsx";

const status = (s: string) => ({
  status: 200,
  body: {
    data: { purchase_id: 90, status: s, start_date: "2026-06-06", end_date: "2026-07-04", package_id: 24, days: 24, total_fils: 229_500 },
  },
});

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
  await db.session.put({
    id: "current",
    userId: 7,
    firstName: "N",
    lastName: "A",
    email: "n@example.com",
    mobileNo: "55123456",
    token: "t".repeat(43),
  });
  await replaceDraft({ packageId: 24, subPackageId: 11, source: "defaults" });
  // The package list as a first visit cached it.
  await db.packages.put({
    langId: 1,
    id: 24,
    name: "Fit",
    gramLabel: "100 g",
    descriptionHtml: "",
    imageUrl: "",
    proteinGrams: 100,
    packageType: 1,
    sort: 1,
  });
});
afterEach(() => vi.unstubAllGlobals());

it("paid: payment successful, the receipt note, the start date and the app links; the draft is cleared, the plan asked for", async () => {
  const calls = fakeFetch({ "/purchasestatus": status("paid"), "/subscriptiondetails": { status: 200, body: { data: null } } });
  await renderWithApp(<ThankYouPage />, { path: "/ThankYou?purchase_id=90" });
  expect(await screen.findByRole("heading", { name: "Thank you! Your payment was successful." })).toBeTruthy();
  expect(screen.getByText("Please check your email for the receipt.")).toBeTruthy();
  // What was bought: the order number, the delivery days, the first and last delivery, the amount paid.
  const summary = screen.getByText("Order number").closest("dl")!;
  expect(summary.textContent).toContain("Order number90");
  await waitFor(() => expect(summary.textContent).toContain("PackageFit"));
  expect(summary.textContent).toContain("Delivery days24");
  expect(summary.textContent).toContain("First deliverySaturday, 6 June 2026");
  expect(summary.textContent).toContain("Last deliverySaturday, 4 July 2026");
  expect(summary.textContent).toMatch(/Amount paidKD\s229\.500$/);
  expect(screen.getByRole("link", { name: /App Store/ })).toBeTruthy();
  expect(calls[0]).toMatchObject({ path: "/purchasestatus", fields: { purchase_id: "90" } });
  await waitFor(async () => expect(await getDraft()).toBeUndefined());
  // The plan kept on the device again (the header's My plan instead of SUBSCRIBE reads it).
  await waitFor(async () => expect(await db.plans.where({ userId: 7 }).count()).toBe(1));
  expect(calls.filter((c) => c.path === "/subscriptiondetails")).toHaveLength(1);
});

it("declined: back to the checkout with the message, the draft kept for the retry", async () => {
  fakeFetch({ "/purchasestatus": status("declined") });
  const view = await renderWithApp(<ThankYouPage />, { path: "/ThankYou?purchase_id=90" });
  await waitFor(() => expect(view.location()).toBe("/checkout?payment=declined"));
  expect(await getDraft()).toMatchObject({ subPackageId: 11 });
});

it("says so when the order is not the customer's", async () => {
  fakeFetch({ "/purchasestatus": { status: 404, body: { data: null, code: "purchase_not_found", error_msg: "x" } } });
  await renderWithApp(<ThankYouPage />, { path: "/ThankYou?purchase_id=91" });
  expect(await screen.findByRole("heading", { name: "We could not find this order" })).toBeTruthy();
});

it("a payment that does not match the order: not paid, the order number to quote to support, the draft kept", async () => {
  const held = status("pending");
  fakeFetch({ "/purchasestatus": { ...held, body: { data: { ...held.body.data, payment_problem: "amount_mismatch" } } } });
  await renderWithApp(<ThankYouPage />, { path: "/ThankYou?purchase_id=90" });
  expect(await screen.findByRole("heading", { name: "We could not confirm your payment" })).toBeTruthy();
  expect(screen.getByRole("alert").textContent).toMatch(/does not match order 90.*quote order 90/);
  expect(await getDraft()).toMatchObject({ subPackageId: 11 });
});
