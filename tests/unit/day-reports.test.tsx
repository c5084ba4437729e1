// My plan and support composed as the app does (src/app/routes.tsx): a delivery day in My plan
// shows that day's reports and their threads, and nothing of another day's; read from the device, offline.
import { screen, within } from "@testing-library/react";
import { beforeEach, expect, it, vi } from "vitest";
import { renderWithApp } from "../support/render.tsx";
import { saveSession } from "../../src/data/session.ts";
import { db } from "../../src/lib/db.ts";
import { DayReportsContext, DayReportsSlot } from "../../src/features/plan/day-reports-slot.tsx";
import type { SupportReport } from "../../src/features/support/api.ts";
import { DayReports } from "../../src/features/support/day-reports.tsx";

const report = (id: number, date: string, body: string): SupportReport => ({
  report_id: id, purchase_id: 3, date, kind: "missing_dish", meal_ids: [11], state: "resolved", outcome: "credit", credit: "2.500",
  replacement_date: null, replacement_meal_id: null, created_at: `${date}T09:00:00.000Z`, resolved_at: `${date}T12:00:00.000Z`,
  messages: [{ author: "customer", body, at: `${date}T09:00:00.000Z` }, { author: "kitchen", body: `Sorry: ${body}`, at: `${date}T11:00:00.000Z` }],
  photos: [],
});

beforeEach(async () => {
  await Promise.all([db.session.clear(), db.supportDrafts.clear(), db.supportReports.clear()]);
  vi.stubGlobal("fetch", async () => {
    throw new TypeError("Failed to fetch");
  });
  await saveSession({ userId: 7, firstName: "Noura", lastName: "K", email: "n@example.com", mobileNo: "55555555", token: "t" });
  await db.supportReports.bulkPut([
    { key: "7:1", userId: 7, report: report(1, "2026-06-06", "No soup") },
    { key: "7:2", userId: 7, report: report(2, "2026-06-07", "Cold rice") },
  ]);
});

it("shows the day's report with the kitchen's answer, not another day's", async () => {
  await renderWithApp(
    <DayReportsContext.Provider value={DayReports}>
      <DayReportsSlot purchaseId={3} date="2026-06-06" />
    </DayReportsContext.Provider>,
  );
  const region = await screen.findByRole("region", { name: "Your reports on this day" });
  expect(within(region).getByText("No soup")).toBeTruthy();
  expect(within(region).getByText("Sorry: No soup")).toBeTruthy();
  expect(within(region).queryByText("Cold rice")).toBeNull();
});

it("shows nothing on a day without reports, or without the app's support part", async () => {
  await renderWithApp(
    <>
      <DayReportsContext.Provider value={DayReports}>
        <DayReportsSlot purchaseId={3} date="2026-06-08" />
        <DayReportsSlot purchaseId={3} date="2026-06-07" />
      </DayReportsContext.Provider>
      <DayReportsSlot purchaseId={3} date="2026-06-06" />
    </>,
  );
  // Once the device has been read (the 7 June report shows), the 8th and the unprovided 6th show nothing.
  expect(await screen.findByText("Cold rice")).toBeTruthy();
  expect(screen.getAllByRole("region", { name: "Your reports on this day" })).toHaveLength(1);
  expect(screen.queryByText("No soup")).toBeNull();
});
