// The operator's refund form: what it sends (the order, the amount, where to, the reason and one key
// for the same refund), what it says after, and the server's refusals in words.
import { fireEvent, screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { fakeFetch, type Call } from "../../../../tests/support/fake-fetch.ts";
import { renderWithApp } from "../../../../tests/support/render.tsx";
import { RefundForm } from "./refund-form.tsx";

function fill(order: string, amount: string, reason: string) {
  fireEvent.change(screen.getByLabelText("Order number"), { target: { value: order } });
  fireEvent.change(screen.getByLabelText("Amount (KD)"), { target: { value: amount } });
  fireEvent.change(screen.getByLabelText("Reason"), { target: { value: reason } });
}

it("refunds to the wallet and says so; a retry of the same refund sends the same key", async () => {
  const calls: Call[] = [];
  fakeFetch({
    "/ops/refund": (call) => {
      calls.push(call);
      return calls.length === 1
        ? "offline"
        : { status: 200, body: { data: { refund_id: 4, purchase_id: 90, destination: "wallet", amount: "12.500", status: "refunded", repeated: false } } };
    },
  });
  await renderWithApp(<RefundForm />, { path: "/ops" });
  fill("90", "12.5", "Two days missed");
  fireEvent.click(screen.getByRole("button", { name: "Refund" }));
  expect((await screen.findByRole("alert")).textContent).toBe("Refunds need the network. Connect and try again.");
  fireEvent.click(screen.getByRole("button", { name: "Refund" }));
  expect((await screen.findByRole("status")).textContent).toBe("KD 12.500 of order 90 is back in the customer's wallet.");
  expect(calls.map((c) => c.fields)).toEqual([
    { purchase_id: "90", amount: "12.5", destination: "wallet", reason: "Two days missed", refund_key: calls[0]!.fields.refund_key },
    { purchase_id: "90", amount: "12.5", destination: "wallet", reason: "Two days missed", refund_key: calls[0]!.fields.refund_key },
  ]);
  expect(calls[0]!.fields.refund_key).toMatch(/^[0-9a-f-]{36}$/);
});

it("to the card: says what the server refused", async () => {
  let sent: Call | undefined;
  fakeFetch({
    "/ops/refund": (call) => {
      sent = call;
      return { status: 409, body: { data: null, code: "refund_exceeds_paid", error_msg: "x", field: "amount" } };
    },
  });
  await renderWithApp(<RefundForm />, { path: "/ops" });
  fill("91", "500", "Wrong order");
  fireEvent.click(screen.getByLabelText("The card (through the payment provider)"));
  fireEvent.click(screen.getByRole("button", { name: "Refund" }));
  expect((await screen.findByRole("alert")).textContent).toBe("That is more than is left to refund on this order.");
  expect(sent?.fields).toMatchObject({ purchase_id: "91", destination: "card" });
});
