// The kitchen's queue against the server's answers (fake fetch): the reports newest first with the
// customer and the thread; an answer and a credit sent once each with their keys.
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { fakeFetch, type Call } from "../../../../tests/support/fake-fetch.ts";
import { renderWithApp } from "../../../../tests/support/render.tsx";
import type { QueueReport } from "../support-api.ts";
import { SupportQueue } from "./support-queue.tsx";

let report: QueueReport;
let calls: Call[];

beforeEach(() => {
  report = {
    report_id: 9, purchase_id: 4, date: "2026-06-06", kind: "missing_dish", meal_ids: [11], state: "sent", outcome: null, credit: null,
    replacement_date: null, created_at: "2026-06-07T09:00:00.000Z", messages: [{ author: "customer", body: "No soup", at: "2026-06-07T09:00:00.000Z" }],
    photos: [], customer: { user_id: 3, name: "Noura K", email: "n@example.com", mobile: "55555555" },
    address: "Block 3, Street 12, House 7", dishes: [{ meal_id: 11, name: "Chicken machboos" }],
  };
  calls = fakeFetch({
    "/ops/support/reports": () => ({ status: 200, body: { data: [report] } }),
    "/ops/support/answer": (c) => {
      report = { ...report, state: "in_review", messages: [...report.messages, { author: "kitchen", body: c.fields.message ?? "", at: "" }] };
      return { status: 200, body: { data: report } };
    },
    "/ops/support/resolve": (c) => {
      report = { ...report, state: "resolved", outcome: "credit", credit: c.fields.amount ?? null };
      return { status: 200, body: { data: report } };
    },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

it("lists a report, answers it and credits the customer once", async () => {
  await renderWithApp(<SupportQueue />, { path: "/ops" });
  fireEvent.click(await screen.findByText(/#9/));
  const item = screen.getByText(/#9/).closest("li")!;
  expect(within(item).getByText("No soup", { exact: false })).toBeTruthy();
  expect(within(item).getByText("Block 3, Street 12, House 7")).toBeTruthy();
  expect(within(item).getByText("Chicken machboos", { exact: false })).toBeTruthy();
  fireEvent.change(within(item).getByRole("textbox", { name: "Answer" }), { target: { value: "Sorry, crediting you now" } });
  fireEvent.click(within(item).getByRole("button", { name: "Send the answer" }));
  // Sent once the server has it: the box is empty again and the answer is in the thread (the text
  // alone is also the box's own while it is being sent, and Resolve waits for that send).
  await waitFor(() => expect(within(item).getByRole("textbox", { name: "Answer" })).toHaveProperty("value", ""));
  expect(within(item).getByText("Sorry, crediting you now", { exact: false, selector: ".report-message" })).toBeTruthy();
  fireEvent.change(within(item).getByRole("textbox", { name: "Amount (KD)" }), { target: { value: "2.500" } });
  fireEvent.click(within(item).getByRole("button", { name: "Resolve" }));
  await waitFor(() => expect(within(item).getByRole("status").textContent).toContain("2.500 KD"));
  const resolves = calls.filter((c) => c.path === "/ops/support/resolve");
  expect(resolves).toHaveLength(1);
  expect(resolves[0]!.fields).toMatchObject({ report_id: "9", outcome: "credit", amount: "2.500" });
  expect(resolves[0]!.fields.outcome_key).toMatch(/^[0-9a-f-]{36}$/);
});
