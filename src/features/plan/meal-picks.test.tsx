// My plan's meals against the server's answers (fake fetch): an upcoming day opened from the
// calendar shows its dishes, "chosen for you" on the kitchen's, the day's totals beside the
// calculator's target and why the day gives less (the plan has no soups); a
// meal changed to a dish with an avoided allergen is flagged and the day's calories, protein, carbs
// and fat change before saving (the menu's figures for the package); the picks go out once through
// the outbox. A dislike saved on the preferences screen while offline warns in the open picker at
// once. A delivered day's dish is rated with the star radios. A saved day shows "Your picks" on the calendar.
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { fakeFetch } from "../../../tests/support/fake-fetch.ts";
import { renderWithApp } from "../../../tests/support/render.tsx";
import { addDays, FRIDAY, formatDay, kuwaitToday, planCalendar, weekdayOf } from "../../../rules/order-dates.ts";
import { db } from "../../lib/db.ts";
import type { DayWire } from "../../../contract/day-picks.ts";
import "../../data/session.ts";
import { savePreferences } from "../../profile/preferences.ts";
import type { PlanWire } from "../../../contract/plan.ts";
import { MyPlanPage } from "./my-plan-page.tsx";

let start = addDays(kuwaitToday(), 7);
if (weekdayOf(start) === FRIDAY) start = addDays(start, 1);
const { dates, end } = planCalendar(start, 6, new Set());
const delivered = addDays(kuwaitToday(), -1);

const plan: PlanWire = {
  purchase_id: 90,
  package_id: 24,
  sub_package_id: 11,
  package_name: "Fit",
  meals: 1,
  snacks: 1,
  soups: 0,
  delivery_days: 6,
  delivery_time_id: 1,
  delivery_time: "8 AM to 6 PM",
  delivery_method_id: 1,
  delivery_method: "Leave at the door",
  delivery_address_id: 5,
  start_date: start,
  end_date: end,
  days_left: 6,
  freeze_limit: 2,
  frozen_days: 0,
  frozen_days_left: 2,
  last_allowed_end_date: addDays(start, 90),
  days: [
    { date: delivered, status: "delivered", cutoff_at: "", address_id: 5, picked: false },
    // The second day was picked on another device: the calendar says so before it is opened here.
    ...dates.map((date, i) => ({ date, status: "upcoming" as const, cutoff_at: `${addDays(date, -2)}T23:59:59+03:00`, address_id: 5, picked: i === 1 })),
  ],
};

const ALL_DAYS = [0, 1, 2, 3, 4, 6].map((day) => ({ day, name: String(day) }));
/** Each dish's protein, carbs and fat (grams) at the package's portion, as /meallist answers them. */
const MACROS: Record<number, { protein: number; carbs: number; fat: number }> = {
  1: { protein: 20, carbs: 30, fat: 12 },
  2: { protein: 30, carbs: 40, fat: 10 },
  3: { protein: 36, carbs: 52, fat: 21 },
  4: { protein: 10, carbs: 10, fat: 5 },
};
const wireMeal = (id: number, kcal: number, allergens: string[], protein = "chicken") => ({
  meal_id: id,
  meal_name: `Dish ${id}`,
  meal_image: { url: `/media/meals/${id}-640.webp` },
  product_tags: [{ products_tag_main_id: 1, products_tag_title: "Chicken" }],
  meal_availabilty: ALL_DAYS,
  display_prot_carbs: "P 30g · C 40g",
  nutrition_list_array: [
    { nutrition_value: 100, nutrition_details: { calory: kcal, ...MACROS[id] } },
    { nutrition_value: 200, nutrition_details: { calory: kcal + 100 } },
  ],
  allergens,
  protein,
  ingredients: "Rice, herbs",
});
const MENUS: Record<string, unknown[]> = {
  "1": [wireMeal(1, 350, ["egg"], "egg")],
  "2": [wireMeal(2, 500, []), wireMeal(3, 620, ["nuts"])],
  "3": [wireMeal(4, 150, [])],
  "11": [],
};

function wireDay(
  date: string,
  status: DayWire["status"],
  mealId: number,
  chosenBy: "customer" | "kitchen",
  rating: DayWire["slots"][number]["rating"] = null,
): DayWire {
  const kcal = { 1: 350, 2: 500, 3: 620 }[mealId] ?? 0;
  return {
    purchase_id: 90,
    date,
    status,
    cutoff_at: `${addDays(date, -2)}T23:59:59+03:00`,
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
        protein: "chicken",
        allergens: [],
        ingredients: "Rice, herbs",
        calories: kcal,
        chosen_by: chosenBy,
        avoided: false,
        rating,
      },
      {
        slot_type: "snack",
        slot: 1,
        meal_id: 4,
        meal_type_id: 3,
        meal_name: "Dish 4",
        protein: "chicken",
        allergens: [],
        ingredients: null,
        calories: 150,
        chosen_by: "kitchen",
        avoided: false,
        rating: null,
      },
    ],
    totals: { kcal: kcal + 150, protein: 40, carbs: 50, fat: 15 },
  };
}

const ok = (data: unknown) => ({ status: 200, body: { data } });
const common = {
  "/subscriptiondetails": ok(plan),
  "/purchasehistory": ok([]),
  "/walletledger": ok({ balance: "0.000", balance_fils: 0, entries: [] }),
  "/preferences": ok({ proteins: [], allergens: ["nuts"], choices: { proteins: [], allergens: [] } }),
  "/meallist": (call: { fields: Record<string, string> }) => ok(MENUS[call.fields.mealtype_id ?? ""] ?? []),
};
/** The day's totals as the dialog shows them: each term with its value. */
function totalsIn(dialog: HTMLElement): Record<string, string> {
  const region = within(dialog).getByRole("region", { name: "The day's totals" });
  return Object.fromEntries(
    within(region)
      .getAllByRole("term")
      .map((dt) => [dt.textContent ?? "", dt.nextElementSibling?.textContent ?? ""]),
  );
}
const WAIT = { timeout: 10_000 };
const JOURNEY = { timeout: 60_000 };

/** A day's button on My plan's calendar, named with its mark, the calendar turned to its month (one shows here). */
async function dayOnCalendar(date: string, mark: string): Promise<HTMLElement> {
  const name = `${formatDay(date, "en")}, ${mark}`;
  const shown = () => document.querySelector(".plan-calendar [data-day]:not([data-outside])")?.getAttribute("data-day")?.slice(0, 7) ?? "";
  await waitFor(() => expect(shown()).not.toBe(""), WAIT);
  for (let turns = 0; turns < 3 && shown() !== date.slice(0, 7); turns += 1) {
    fireEvent.click(screen.getByRole("button", { name: shown() < date ? /next month/i : /previous month/i }));
  }
  return screen.findByRole("button", { name }, WAIT);
}

/** Opens a day from My plan's calendar, named with its mark; answers its dialog (named by the date). */
async function openDay(date: string, mark: string): Promise<HTMLElement> {
  fireEvent.click(await dayOnCalendar(date, mark));
  return screen.findByRole("dialog", { name: formatDay(date, "en") }, WAIT);
}

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
  await db.calculator.put({ id: "result", calories: 1800 });
});
afterEach(() => vi.unstubAllGlobals());

it("picks an upcoming day's meal: warnings, the calories before saving, one save through the outbox", JOURNEY, async () => {
  const day = dates[0]!;
  const calls = fakeFetch({
    ...common,
    "/daypicks": ok(wireDay(day, "upcoming", 2, "kitchen")),
    "/savedaypicks": (call) => ok(wireDay(day, "upcoming", Number(call.fields.meals), "customer")),
  });
  await renderWithApp(<MyPlanPage />, { path: "/my-plan" });
  expect(await dayOnCalendar(dates[1]!, "Your picks")).toBeTruthy();
  const dialog = await openDay(day, "Kitchen's choice");
  await within(dialog).findByText("Dish 2", undefined, WAIT);
  expect(within(dialog).getAllByText("Chosen for you")).toHaveLength(2);
  const totals = within(dialog).getByRole("region", { name: "The day's totals" });
  expect(totalsIn(dialog)).toEqual({ Calories: "650 of 1,800 kcal", Protein: "40 g", Carbohydrate: "50 g", Fat: "15 g" });
  expect(totals.textContent).toContain("Your daily target: 1,800 kcal");
  expect(within(totals).getByTestId("day-short").textContent).toBe(
    "This day gives 1,150 kcal less than your target: your plan has no soups. Add them when you renew, or choose a larger portion.",
  );

  fireEvent.click(within(dialog).getByRole("button", { name: "Change Meal 1" }));
  const group = await within(dialog).findByRole("group", { name: "Choose Meal 1" }, WAIT);
  // Breakfasts first, then main meals; the nut dish is flagged for a customer who avoids nuts.
  await waitFor(() => expect(within(group).getAllByRole("radio")).toHaveLength(3), WAIT);
  // Searching keeps the chosen dish and the ones that match.
  fireEvent.change(within(dialog).getByLabelText("Search by dish name"), { target: { value: "dish 3" } });
  expect(
    within(group)
      .getAllByRole("radio")
      .map((r) => r.closest("label")!.querySelector(".dish-card-name")!.textContent),
  ).toEqual(["Dish 2", "Dish 3"]);
  const nutDish = within(group).getByRole("radio", { name: /Dish 3/ });
  await waitFor(() => expect(nutDish.closest("label")!.textContent).toContain("Contains what you avoid: nuts"), WAIT);
  expect(
    within(group)
      .getByRole("radio", { name: /Dish 2/ })
      .closest("label")!.textContent,
  ).not.toContain("avoid");
  fireEvent.click(nutDish);
  fireEvent.click(within(dialog).getByRole("button", { name: "Done" }));
  // Before saving: Dish 3 (620 kcal, 36 g protein, 52 g carbs, 21 g fat) and the snack (150, 10, 10, 5).
  await waitFor(() => expect(totalsIn(dialog)).toEqual({ Calories: "770 of 1,800 kcal", Protein: "46 g", Carbohydrate: "62 g", Fat: "26 g" }), WAIT);
  expect(within(dialog).queryByText(/added up once your picks are saved/)).toBeNull();

  fireEvent.click(within(dialog).getByRole("button", { name: "Save my picks" }));
  await waitFor(() => expect(calls.filter((c) => c.path === "/savedaypicks")).toHaveLength(1), WAIT);
  expect(calls.find((c) => c.path === "/savedaypicks")!.fields).toMatchObject({
    purchase_id: "90",
    date: day,
    meals: "3",
    snacks: "4",
    soups: "",
  });
  await waitFor(() => expect(within(dialog).getAllByText("Chosen for you")).toHaveLength(1), WAIT);
  expect(await db.outbox.count()).toBe(0);
  // The calendar marks the day as the customer's picks.
  expect(await screen.findByRole("button", { name: `${formatDay(day, "en")}, Your picks` }, WAIT)).toBeTruthy();
});

it("warns in the open picker about a dislike saved offline on the preferences screen", JOURNEY, async () => {
  const day = dates[0]!;
  fakeFetch({
    ...common,
    "/preferences": ok({ proteins: [], allergens: [], choices: { proteins: [], allergens: [] } }),
    "/savepreferences": "offline",
    "/daypicks": ok(wireDay(day, "upcoming", 2, "kitchen")),
  });
  await renderWithApp(<MyPlanPage />, { path: "/my-plan" });
  const dialog = await openDay(day, "Kitchen's choice");
  fireEvent.click(await within(dialog).findByRole("button", { name: "Change Meal 1" }, WAIT));
  const group = await within(dialog).findByRole("group", { name: "Choose Meal 1" }, WAIT);
  const nutDish = await within(group).findByRole("radio", { name: /Dish 3/ }, WAIT);
  expect(nutDish.closest("label")!.textContent).not.toContain("avoid");

  // The preferences screen's save, made offline: kept on the device, waiting in the outbox.
  expect(await savePreferences(7, { proteins: [], allergens: ["nuts"] }, false)).toEqual({ type: "kept" });
  await waitFor(() => expect(nutDish.closest("label")!.textContent).toContain("Contains what you avoid: nuts"), WAIT);
  expect(within(dialog).getByText("Dishes with something you avoid are marked ⚠.")).toBeTruthy();
  expect((await db.outbox.toArray()).map((e) => e.kind)).toEqual(["preferences"]);
});

it("rates a delivered day's dish with the star radios and a comment", JOURNEY, async () => {
  const calls = fakeFetch({
    ...common,
    "/daypicks": ok(wireDay(delivered, "delivered", 2, "kitchen")),
    "/ratemeal": (call) =>
      ok({ purchase_id: 90, date: delivered, meal_id: 2, stars: Number(call.fields.stars), comment: call.fields.comment ?? null }),
  });
  await renderWithApp(<MyPlanPage />, { path: "/my-plan" });
  const dialog = await openDay(delivered, "Delivered");
  const stars = await within(dialog).findByRole("group", { name: "Your rating of Dish 2" }, WAIT);
  const radios = within(stars).getAllByRole("radio");
  expect(radios.map((r) => r.closest("label")!.textContent)).toEqual([
    "★1 star of 5",
    "★2 stars of 5",
    "★3 stars of 5",
    "★4 stars of 5",
    "★5 stars of 5",
  ]);
  fireEvent.click(radios[3]!);
  const form = stars.closest("form")!;
  fireEvent.change(within(form).getByLabelText("Comment (optional)"), { target: { value: "Tender" } });
  fireEvent.click(within(form).getByRole("button", { name: "Send my rating" }));
  await waitFor(() => expect(within(form).getByRole("status").textContent).toBe("Your rating is saved"), WAIT);
  expect(calls.find((c) => c.path === "/ratemeal")!.fields).toMatchObject({
    purchase_id: "90",
    date: delivered,
    meal_id: "2",
    stars: "4",
    comment: "Tender",
  });
});
