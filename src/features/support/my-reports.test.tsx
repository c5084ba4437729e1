// Help's reports against the server's answers (a stubbed fetch): a report made from My plan's day
// is kept on the device with its photo and shows as waiting while offline, is sent once with the
// photo as multipart when the network returns, and then shows with its state and thread.
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { renderWithApp } from "../../../tests/support/render.tsx";
import { flushOutbox } from "../../data/outbox.ts";
import { saveSession } from "../../data/session.ts";
import { db } from "../../lib/db.ts";
import type { SupportReport } from "./api.ts";
import { HelpPage } from "./help-page.tsx";

let online = false;
let reports: SupportReport[] = [];
const sent: FormData[] = [];

const answer = (data: unknown) => new Response(JSON.stringify({ data }), { status: 200, headers: { "content-type": "application/json" } });

beforeEach(async () => {
  await Promise.all([db.outbox.clear(), db.session.clear(), db.supportDrafts.clear(), db.supportReports.clear()]);
  online = false;
  reports = [];
  sent.length = 0;
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    if (!online) throw new TypeError("Failed to fetch");
    const path = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url, "http://localhost").pathname.replace(/^\/api/, "");
    if (path === "/support/myreports") return answer(reports);
    if (path === "/daypicks") return answer({ slots: [{ meal_id: 11, meal_name: "Chicken machboos" }] });
    if (path === "/support/reports" && init?.body instanceof FormData) {
      sent.push(init.body);
      const report: SupportReport = {
        report_id: 5, purchase_id: 3, date: "2026-06-06", kind: "missing_dish", meal_ids: [11], state: "sent", outcome: null, credit: null,
        replacement_date: null, replacement_meal_id: null, created_at: "2026-06-07T09:00:00.000Z", resolved_at: null,
        messages: [{ author: "customer", body: "No soup", at: "2026-06-07T09:00:00.000Z" }], photos: [],
      };
      reports = [report];
      return answer({ ...report, repeated: false });
    }
    return new Response(JSON.stringify({ data: null, code: "not_found", error_msg: "x" }), { status: 404 });
  });
  await saveSession({ userId: 7, firstName: "Noura", lastName: "K", email: "n@example.com", mobileNo: "55555555", token: "t" });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

it("keeps a report made offline with its photo, then sends it once with the photo and shows its thread", async () => {
  await renderWithApp(<HelpPage />, { path: "/help?purchase_id=3&date=2026-06-06" });
  expect(await screen.findByRole("heading", { name: "Report a problem with your delivery of 2026-06-06" })).toBeTruthy();
  fireEvent.click(screen.getByRole("radio", { name: "A dish is missing" }));
  fireEvent.change(screen.getByRole("textbox", { name: "Tell us more" }), { target: { value: "No soup" } });
  const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], "soup.jpg", { type: "image/jpeg" });
  fireEvent.change(screen.getByLabelText("Photos (up to three)"), { target: { files: [photo] } });
  fireEvent.click(screen.getByRole("button", { name: "Send the report" }));
  expect(await screen.findByText("Waiting to be sent")).toBeTruthy();
  expect(await db.supportDrafts.count()).toBe(1);

  online = true;
  // As when the retry is due (the first try failed offline and backed off).
  const later = { now: () => Date.now() + 10 * 60_000 };
  await flushOutbox(later);
  await flushOutbox(later);
  expect(sent).toHaveLength(1);
  expect(sent[0]!.get("kind")).toBe("missing_dish");
  expect(sent[0]!.get("comment")).toBe("No soup");
  expect(sent[0]!.getAll("photos")).toHaveLength(1);
  const list = await screen.findByRole("region", { name: "Your reports" });
  await waitFor(() => expect(within(list).getByText("Sent")).toBeTruthy());
  expect(within(list).getByText("No soup", { exact: false })).toBeTruthy();
  expect(screen.queryByText("Waiting to be sent")).toBeNull();
  expect(await db.supportDrafts.count()).toBe(0);
});

it("queues again a report kept on the device that never reached the outbox, under its own key", async () => {
  await db.supportDrafts.put({ idempotencyKey: "draft-key-0001", userId: 7, purchaseId: 3, date: "2026-06-06", kind: "other", mealIds: [], comment: "Cold", photos: [], createdAt: 1 });
  await renderWithApp(<HelpPage />, { path: "/help" });
  expect(await screen.findByText("Waiting to be sent")).toBeTruthy();
  await waitFor(async () => expect((await db.outbox.toArray()).map((e) => e.idempotencyKey)).toEqual(["draft-key-0001"]));
});
