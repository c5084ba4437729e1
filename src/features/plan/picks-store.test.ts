// Picks and ratings through the one outbox, against the server's answers (fake fetch): each is sent
// once with its own idempotency key and its answer replaces the day on the device; offline they wait
// and read as pending; a pick refused for a passed cutoff shows its day locked with the kitchen's
// dishes and is kept among the plan's refusals, while another day's picks stand.
import { waitFor } from "@testing-library/react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { fakeFetch } from "../../../tests/support/fake-fetch.ts";
import { db } from "../../lib/db.ts";
import { flushOutbox } from "../../data/outbox.ts";
import type { DayWire } from "../../../contract/day-picks.ts";
import { picksFields, ratingFields } from "./picks-api.ts";
import { queueMeals, readDay, readPendingMeals, saveDay } from "./picks-store.ts";
import { toDayPicks } from "./picks-api.ts";

const D1 = "2026-12-05";
const D2 = "2026-12-06";

function wireDay(date: string, mealId: number, chosenBy: "customer" | "kitchen", status: DayWire["status"] = "upcoming"): DayWire {
  return {
    purchase_id: 90,
    date,
    status,
    cutoff_at: `${date}T00:00:00+03:00`,
    changeable: status === "upcoming",
    package_id: 24,
    portion_grams: 100,
    slots: [
      {
        slot_type: "meal",
        slot: 1,
        meal_id: mealId,
        meal_type_id: 2,
        meal_name: `Dish ${mealId}`,
        protein: "beef",
        allergens: [],
        ingredients: null,
        calories: 400,
        chosen_by: chosenBy,
        avoided: false,
        rating: null,
      },
    ],
    totals: { kcal: 400, protein: 30, carbs: 40, fat: 12 },
  };
}
const ok = (data: unknown) => ({ status: 200, body: { data } });
const plan = { purchaseId: 90, days: [D1, D2].map((date) => ({ date, status: "upcoming", cutoffAt: "", addressId: 5 })) };

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
  await db.plans.put({ userId: 7, langId: 1, plan, refusals: [], fetchedAt: 0 });
  await saveDay(7, 1, toDayPicks(wireDay(D1, 11, "kitchen")));
  await saveDay(7, 1, toDayPicks(wireDay(D2, 12, "kitchen")));
});
afterEach(() => vi.unstubAllGlobals());

it("sends each day's picks once; a pick past its cutoff shows the day locked with the kitchen's dish, the other day's pick stands", async () => {
  const calls = fakeFetch({
    "/savedaypicks": (call) =>
      call.fields.date === D1
        ? { status: 409, body: { data: null, code: "past_cutoff", error_msg: "past" } }
        : ok(wireDay(D2, 22, "customer")),
    "/daypicks": ok(wireDay(D1, 11, "kitchen", "locked")),
    "/subscriptiondetails": "offline",
  });
  await queueMeals(7, "dayPicks", picksFields(90, D2, { meal: [22], snack: [], soup: [] }, 1));
  await queueMeals(7, "dayPicks", picksFields(90, D1, { meal: [21], snack: [], soup: [] }, 1));
  await flushOutbox();

  await waitFor(async () => expect((await readDay(7, 90, D1, 1))?.status).toBe("locked"));
  expect((await readDay(7, 90, D1, 1))?.slots.map((s) => [s.mealId, s.chosenBy])).toEqual([[11, "kitchen"]]);
  expect((await readDay(7, 90, D2, 1))?.slots.map((s) => [s.mealId, s.chosenBy])).toEqual([[22, "customer"]]);
  const row = await db.plans.get(7);
  expect(row?.refusals.map((r) => [r.kind, r.code, r.dates])).toEqual([["dayPicks", "past_cutoff", [D1]]]);
  expect((row?.plan as typeof plan).days.map((d) => d.status)).toEqual(["locked", "upcoming"]);
  const sent = calls.filter((c) => c.path === "/savedaypicks");
  expect(sent.map((c) => [c.fields.date, c.fields.meals])).toEqual([
    [D2, "22"],
    [D1, "21"],
  ]);
  expect(new Set(sent.map((c) => c.fields.idempotency_key)).size).toBe(2);
  expect(await db.outbox.count()).toBe(0);
});

it("offline, picks and a rating wait on the device and read as pending; online they are sent once", async () => {
  const offline = fakeFetch({ "/savedaypicks": "offline", "/ratemeal": "offline" });
  await queueMeals(7, "dayPicks", picksFields(90, D2, { meal: [22], snack: [], soup: [] }, 1));
  await queueMeals(7, "rating", ratingFields(90, D1, 11, 4, "  Good  "));
  await flushOutbox();
  expect(await readPendingMeals(7)).toEqual({
    picks: [{ purchaseId: 90, date: D2, picks: { meal: [22], snack: [], soup: [] } }],
    ratings: [{ purchaseId: 90, date: D1, mealId: 11, stars: 4, comment: "Good" }],
  });
  expect(offline.filter((c) => c.path === "/savedaypicks")).toHaveLength(1);

  const calls = fakeFetch({
    "/savedaypicks": ok(wireDay(D2, 22, "customer")),
    "/ratemeal": ok({ purchase_id: 90, date: D1, meal_id: 11, stars: 4, comment: "Good" }),
  });
  await db.outbox.toCollection().modify({ nextAttemptAt: 0 });
  await flushOutbox();
  await waitFor(async () => expect((await readDay(7, 90, D1, 1))?.slots[0]?.rating).toEqual({ stars: 4, comment: "Good" }));
  expect((await readDay(7, 90, D2, 1))?.slots[0]?.mealId).toBe(22);
  expect(calls.map((c) => c.path)).toEqual(["/savedaypicks", "/ratemeal"]);
  expect(await readPendingMeals(7)).toEqual({ picks: [], ratings: [] });
});
