// /my-plan against the server's answers (fake fetch): the plan's facts and its one calendar, a day
// opened from it and frozen with the next one, the rules and the new end date shown before
// confirming (sent once through the outbox, the answer replacing the plan), a refusal shown and its
// day locked, a freeze made offline shown pending, a day's address, no plan, and a guest sent to sign in.
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { fakeFetch, type Call } from "../../../tests/support/fake-fetch.ts";
import { renderWithApp } from "../../../tests/support/render.tsx";
import { db } from "../../lib/db.ts";
import { addDays, FRIDAY, formatDay, kuwaitToday, weekdayOf } from "../../../rules/order-dates.ts";
import { getDraft } from "../../order/order-draft.ts";
import "../../data/session.ts";
import type { PlanWire } from "../../../contract/plan.ts";
import { MyPlanPage } from "./my-plan-page.tsx";
import { planCalendar } from "../../../rules/order-dates.ts";

// A 26-day plan starting a week from today (never a Friday), so every day is upcoming.
let start = addDays(kuwaitToday(), 7);
if (weekdayOf(start) === FRIDAY) start = addDays(start, 1);

function wirePlan(frozen: string[] = [], locked: string[] = []): PlanWire {
  const { dates, end } = planCalendar(start, 26, new Set(frozen));
  return {
    purchase_id: 90,
    package_id: 24,
    sub_package_id: 11,
    package_name: "Fit",
    meals: 2,
    snacks: 3,
    soups: 0,
    delivery_days: 26,
    delivery_time_id: 1,
    delivery_time: "8 AM to 6 PM",
    delivery_method_id: 1,
    delivery_method: "Leave at the door",
    delivery_address_id: 5,
    start_date: start,
    end_date: end,
    days_left: 26,
    freeze_limit: 10,
    frozen_days: frozen.length,
    frozen_days_left: 10 - frozen.length,
    last_allowed_end_date: addDays(start, 90),
    days: dates.map((date) => ({ date, status: frozen.includes(date) ? "frozen" : locked.includes(date) ? "locked" : "upcoming", cutoff_at: `${addDays(date, -2)}T23:59:59+03:00`, address_id: 5, picked: false })),
  };
}

const ok = (data: unknown) => ({ status: 200, body: { data } });
const lists = {
  "/purchasehistory": ok([
    { purchase_id: 90, status: "paid", package_id: 24, package_name: "Fit", sub_package_id: 11, days: 26, meals: 2, snacks: 3, soups: 0, start_date: start, end_date: "2026-12-31", payment_type: "knet", package_amount: "180.000", promo_code_discount: "0.000", wallet_amount: "5.000", total_amount: "175.000", cashback_amount: "18.000", created_at: "2026-11-20T10:00:00.000Z", paid_at: "2026-11-20T10:01:00.000Z" },
  ]),
  "/walletledger": ok({ balance: "18.000", balance_fils: 18000, entries: [{ id: 1, kind: "cashback", purchase_id: 90, amount: "18.000", amount_fils: 18000, created_at: "2026-11-20T10:01:00.000Z" }] }),
};

const plan0 = wirePlan();
const [d1, d2, d3] = plan0.days.map((d) => d.date) as [string, string, string];
const en = (iso: string) => formatDay(iso, "en");

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
  await db.session.put({ id: "current", userId: 7, firstName: "N", lastName: "A", email: "n@example.com", mobileNo: "55123456", token: "t".repeat(43) });
});
afterEach(() => vi.unstubAllGlobals());

// The calendar is a few hundred elements whose accessible names jsdom computes on every query by
// role: on a busy machine a journey takes longer than the default 5 s.
const JOURNEY = { timeout: 60_000 };
const WAIT = { timeout: 10_000 };

/** Opens a day from the calendar, named with its mark; answers its dialog (named by the date). */
async function openDay(date: string, mark: string): Promise<HTMLElement> {
  fireEvent.click(await screen.findByRole("button", { name: `${en(date)}, ${mark}` }, WAIT));
  return screen.findByRole("dialog", { name: en(date) }, WAIT);
}

/** Freezes one upcoming day from its dialog. */
async function freezeOne(date: string): Promise<void> {
  const day = await openDay(date, "Kitchen's choice");
  fireEvent.click(within(day).getByRole("button", { name: "Freeze this day" }));
  fireEvent.click(within(day).getByRole("button", { name: "Confirm freeze" }));
}

it("shows the plan, freezes two days with the rules and the new end date first, and takes the server's answer", JOURNEY, async () => {
  const frozenBy = (call: Call) => ok(wirePlan(call.fields.dates!.split(",")));
  const calls = fakeFetch({ "/subscriptiondetails": ok(plan0), "/freezedays": frozenBy, ...lists });
  await renderWithApp(<MyPlanPage />, { path: "/my-plan" });
  expect(await screen.findByRole("heading", { level: 1, name: "My plan" }, WAIT)).toBeTruthy();
  const facts = await screen.findByRole("region", { name: "Your plan" }, WAIT);
  expect(within(facts).getByText("Fit")).toBeTruthy();
  expect(within(facts).getByText(en(plan0.end_date))).toBeTruthy();
  // The purchase history and the wallet's ledger are two answers, shown as each arrives.
  expect(await screen.findByText(/175\.000/, undefined, WAIT)).toBeTruthy();
  expect(await screen.findByText(/\+KD\s18\.000/, undefined, WAIT)).toBeTruthy();

  // One calendar: no list of the same days beside it; the legend names each mark.
  expect(screen.queryByRole("button", { name: /Choose dishes/ })).toBeNull();
  expect(within(screen.getByRole("list", { name: "What the days show" })).getAllByRole("listitem").map((li) => li.textContent)).toEqual([
    "Your picks",
    "Kitchen's choice",
    "Pending (waiting to be sent)",
    "Frozen",
    "Locked (past its cutoff)",
    "Delivered",
  ]);
  const day = await openDay(d1, "Kitchen's choice");
  fireEvent.change(within(day).getByLabelText("Delivery days to freeze, from this one"), { target: { value: "2" } });
  fireEvent.click(within(day).getByRole("button", { name: "Freeze 2 days from this one" }));
  const dialog = within(day).getByRole("group", { name: "The rules" });
  expect(within(dialog).getAllByRole("listitem").slice(-2).map((li) => li.textContent)).toEqual([en(d1), en(d2)]);
  expect(within(dialog).getByText("A day can be changed until 23:59 Kuwait time two days before it.")).toBeTruthy();
  expect(within(dialog).getByText(/You can freeze at most/).textContent).toBe("You can freeze at most 10 of your 26 delivery days (40%).");
  const newEnd = planCalendar(start, 26, new Set([d1, d2])).end;
  expect(within(dialog).getByRole("status").textContent).toBe(`New end date: ${en(newEnd)} (now ${en(plan0.end_date)})`);
  fireEvent.click(within(dialog).getByRole("button", { name: "Confirm freeze" }));

  expect(await screen.findByRole("button", { name: `${en(d1)}, Frozen` }, WAIT)).toBeTruthy();
  expect(screen.getByRole("button", { name: `${en(d2)}, Frozen` })).toBeTruthy();
  await waitFor(() => expect(within(screen.getByRole("region", { name: "Your plan" })).getByText(en(newEnd))).toBeTruthy(), WAIT);
  const sent = calls.filter((c) => c.path === "/freezedays");
  expect(sent).toHaveLength(1);
  expect(sent[0]!.fields).toMatchObject({ purchase_id: "90", dates: [d1, d2].sort().join(","), lang_id: "1" });
  expect(sent[0]!.fields.idempotency_key).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  expect(await db.outbox.count()).toBe(0);
});

it("a refused change says why, shows its day locked, and the other changes stand", JOURNEY, async () => {
  // The day shows locked from the refusal alone: the refresh that follows it finds the connection
  // gone (were it answered, the server's own word would replace the plan, and this fake's plan
  // would call the day upcoming again, whenever that answer happened to land).
  let refused = false;
  fakeFetch({
    "/subscriptiondetails": () => (refused ? "offline" : ok(wirePlan([d3]))),
    "/freezedays": () => {
      refused = true;
      return { status: 409, body: { data: null, code: "past_cutoff", error_msg: "past" } };
    },
    ...lists,
  });
  await renderWithApp(<MyPlanPage />, { path: "/my-plan" });
  await freezeOne(d1);
  const alert = await screen.findByRole("alert", undefined, WAIT);
  expect(alert.textContent).toContain("It was past its cutoff (23:59 Kuwait time two days before), so it stays as it was.");
  expect(alert.textContent).toContain("Your other changes stand.");
  expect(await screen.findByRole("button", { name: `${en(d1)}, Locked (past its cutoff)` }, WAIT)).toBeTruthy();
  expect(screen.getByRole("button", { name: `${en(d3)}, Frozen` })).toBeTruthy();
});

it("offline, a freeze waits in the outbox and its days show pending", JOURNEY, async () => {
  fakeFetch({ "/subscriptiondetails": ok(plan0), ...lists });
  await renderWithApp(<MyPlanPage />, { path: "/my-plan" });
  await screen.findByRole("button", { name: `${en(d2)}, Kitchen's choice` }, WAIT);
  fakeFetch({ "/subscriptiondetails": "offline", "/freezedays": "offline" });
  await freezeOne(d2);
  expect(await screen.findByRole("button", { name: `${en(d2)}, Pending (waiting to be sent)` }, WAIT)).toBeTruthy();
  const queued = await db.outbox.toArray();
  expect(queued.map((e) => [e.kind, e.payload.dates])).toEqual([["freeze", d2]]);
});

it("sends one upcoming day to another saved address", JOURNEY, async () => {
  const moved = (call: Call) => {
    const p = wirePlan();
    return ok({ ...p, days: p.days.map((d) => (d.date === call.fields.date ? { ...d, address_id: Number(call.fields.address_id) } : d)) });
  };
  const calls = fakeFetch({ "/subscriptiondetails": ok(plan0), "/setdayaddress": moved, ...lists });
  const places = [
    { id: 5, type: "house" as const, areaName: "Salmiya", block: "10", street: "Salem Al-Mubarak St", houseNumber: "23" },
    { id: 6, type: "office" as const, areaName: "Sharq", block: "2", street: "Gulf Road", houseNumber: "" },
  ];
  await renderWithApp(<MyPlanPage useSavedPlaces={() => places} />, { path: "/my-plan" });
  expect(await screen.findByText("House, Salmiya, Block 10, Salem Al-Mubarak St", undefined, WAIT)).toBeTruthy();
  const dialog = await openDay(d2, "Kitchen's choice");
  expect(within(dialog).getByText("House, Salmiya, Block 10, Salem Al-Mubarak St")).toBeTruthy();
  fireEvent.click(within(dialog).getByRole("button", { name: "Change this day's address" }));
  fireEvent.click(within(dialog).getByRole("radio", { name: "Office, Sharq, Block 2, Gulf Road" }));
  fireEvent.click(within(dialog).getByRole("button", { name: "Save address" }));
  await waitFor(() => expect(calls.filter((c) => c.path === "/setdayaddress")).toHaveLength(1), WAIT);
  expect(calls.find((c) => c.path === "/setdayaddress")!.fields).toMatchObject({ purchase_id: "90", date: d2, address_id: "6" });
  await waitFor(async () => expect(((await db.plans.get(7))?.plan as { days: { date: string; addressId: number }[] }).days.find((d) => d.date === d2)?.addressId).toBe(6), WAIT);
});

it("renew opens the builder with the same package and counts and the first start after the end", async () => {
  fakeFetch({ "/subscriptiondetails": ok(plan0), ...lists });
  const view = await renderWithApp(<MyPlanPage />, { path: "/my-plan" });
  fireEvent.click(await screen.findByRole("button", { name: "Renew this plan" }, WAIT));
  await waitFor(() => expect(view.location()).toBe("/package"));
  let next = addDays(plan0.end_date, 1);
  if (weekdayOf(next) === FRIDAY) next = addDays(next, 1);
  expect(await getDraft()).toMatchObject({ packageId: 24, days: 26, meals: 2, snacks: 3, soups: 0, subPackageId: 11, startDate: next, source: "renew" });
});

it("a notification's link opens its day, or points at Renew", async () => {
  fakeFetch({ "/subscriptiondetails": ok(plan0), ...lists });
  const view = await renderWithApp(<MyPlanPage />, { path: `/my-plan?day=${d2}` });
  const day = await screen.findByRole("dialog", { name: en(d2) }, WAIT);
  fireEvent.click(within(day).getByRole("button", { name: "Close" }));
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  expect(view.location()).toBe("/my-plan");
  view.unmount();
  await renderWithApp(<MyPlanPage />, { path: "/my-plan?renew=1" });
  const renewButton = await screen.findByRole("button", { name: "Renew this plan" }, WAIT);
  await waitFor(() => expect(document.activeElement).toBe(renewButton));
});

it("no plan: a friendly word and the packages, in Arabic too", async () => {
  fakeFetch({ "/subscriptiondetails": ok(null), ...lists });
  await renderWithApp(<MyPlanPage />, { path: "/my-plan", langId: 2 });
  expect(await screen.findByText("ليس لديك اشتراك فعّال بعد. اختر باقة وستظهر أيام توصيلك هنا.", undefined, WAIT)).toBeTruthy();
  expect(screen.getByRole("link", { name: "تصفّح الباقات" }).getAttribute("href")).toBe("/package");
});

it("a guest is sent to sign in", async () => {
  await db.session.clear();
  fakeFetch({});
  const view = await renderWithApp(<MyPlanPage />, { path: "/my-plan" });
  await waitFor(() => expect(view.location()).toBe("/sign-in"));
});
