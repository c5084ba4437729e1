// /ops against the server's answers (fake fetch): the production list as a table of dishes by
// portion with totals, the manifest with a phone to call, an empty day, a customer's account told
// the page is for the kitchen (the server's 403 forbidden_role), offline with nothing loaded, and a
// guest sent to sign in and back.
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { fakeFetch } from "../../../tests/support/fake-fetch.ts";
import { renderWithApp } from "../../../tests/support/render.tsx";
import { db } from "../../lib/db.ts";
import "../../data/session.ts";
import { OpsPage } from "./ops-page.tsx";
import { defaultOpsDate } from "./ops-rules.ts";

const ok = (data: unknown) => ({ status: 200, body: { data } });
const WAIT = { timeout: 10_000 };
const JOURNEY = { timeout: 30_000 };
const date = defaultOpsDate();

const production = {
  date,
  deliveries: 3,
  dishes: 7,
  rows: [
    {
      meal_id: 4,
      meal_name: "Shakshuka",
      meal_type_id: 1,
      meal_type: "Breakfast",
      package_id: 24,
      package_name: "Sumbatik",
      portion_grams: 100,
      portions: "P100 C100",
      count: 2,
    },
    {
      meal_id: 4,
      meal_name: "Shakshuka",
      meal_type_id: 1,
      meal_type: "Breakfast",
      package_id: 28,
      package_name: "Bulk",
      portion_grams: 200,
      portions: "P200 C100",
      count: 1,
    },
    {
      meal_id: 9,
      meal_name: "Chicken machboos",
      meal_type_id: 2,
      meal_type: "Main meal",
      package_id: 24,
      package_name: "Sumbatik",
      portion_grams: 100,
      portions: "P100 C50",
      count: 4,
    },
  ],
};
const delivery = {
  purchase_id: 31,
  governorate_id: 1,
  governorate: "Capital",
  area: "Shuwaikh",
  customer_name: "Noura Al-Sabah",
  phone: "55123456",
  address: "Block 3, Street 12, House 7",
  directions: "Green door",
  window: "8 AM to 6 PM",
  method: "Leave at the door",
  portions: "P150 C100",
};
const manifest = {
  date,
  count: 1,
  governorates: [{ governorate_id: 1, governorate: "Capital", areas: [{ area: "Shuwaikh", deliveries: [delivery] }] }],
};

async function signIn(role?: "operator" | "customer") {
  await db.session.put({
    id: "current",
    userId: 3,
    firstName: "Kitchen",
    lastName: "Operator",
    email: "ops@kw-meals.local",
    mobileNo: "10000000",
    token: "t".repeat(43),
    ...(role ? { role } : {}),
  });
}

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
});
afterEach(() => vi.unstubAllGlobals());

it("shows tomorrow's production list by dish and portion with totals, then the manifest by governorate and area", JOURNEY, async () => {
  await signIn("operator");
  const calls = fakeFetch({ "/ops/production": ok(production), "/ops/manifest": ok({ ...manifest, rows: undefined }) });
  await renderWithApp(<OpsPage />, { path: "/ops" });
  expect(await screen.findByRole("heading", { level: 1, name: "Kitchen" }, WAIT)).toBeTruthy();
  expect((screen.getByLabelText("Delivery date") as HTMLInputElement).value).toBe(date);

  const table = await screen.findByRole("table", { name: "How many of each dish, by package portion" }, WAIT);
  const header = within(table)
    .getAllByRole("columnheader")
    .map((th) => th.textContent);
  expect(header).toEqual(["Dish", "Sumbatik100 g", "Bulk200 g", "Total", "Portions"]);
  const line = (name: string) => within(table).getByRole("rowheader", { name }).closest("tr")!.textContent;
  expect(line("Shakshuka")).toBe("Shakshuka213P100 C100: 2, P200 C100: 1");
  expect(line("Chicken machboos")).toBe("Chicken machboos404P100 C50: 4");
  expect(within(table).getByRole("rowheader", { name: "Breakfast" })).toBeTruthy();
  expect(line("Total")).toBe("Total617");
  expect(calls.find((c) => c.path === "/ops/production")).toMatchObject({
    fields: { date, lang_id: "1" },
    authorization: `Bearer ${"t".repeat(43)}`,
  });

  fireEvent.click(screen.getByRole("tab", { name: "Delivery manifest" }));
  const area = await screen.findByRole("table", { name: "Shuwaikh (1)" }, WAIT);
  expect(screen.getByRole("heading", { level: 3, name: "Capital" })).toBeTruthy();
  const row = within(area).getByRole("rowheader", { name: "Noura Al-Sabah" }).closest("tr")!;
  expect(within(row).getByRole("link", { name: "55123456" }).getAttribute("href")).toBe("tel:+96555123456");
  expect(row.textContent).toContain("Green door");
  expect(row.textContent).toContain("P150 C100");
  // Kept on the device for a day without network.
  expect(await db.userCache.get(`ops:manifest:${date}:1`)).toMatchObject({ userId: 3 });
});

it("says so when nobody is delivered that day, and a session saved without a role learns it is the operator's", JOURNEY, async () => {
  await signIn();
  fakeFetch({ "/ops/production": ok({ date, deliveries: 0, dishes: 0, rows: [] }) });
  await renderWithApp(<OpsPage />, { path: "/ops" });
  await waitFor(
    () =>
      expect(document.querySelector(".ops-empty")?.textContent).toMatch(
        /^Nothing to cook on \w+day, .+: there are no deliveries that day\.$/,
      ),
    WAIT,
  );
  await waitFor(async () => expect((await db.session.get("current"))?.role).toBe("operator"));
});

it("tells a customer's account the page is for the kitchen when the server refuses it", JOURNEY, async () => {
  await signIn();
  fakeFetch({ "/ops/production": { status: 403, body: { data: null, error_msg: "x", code: "forbidden_role" } } });
  await renderWithApp(<OpsPage />, { path: "/ops" });
  expect(await screen.findByText(/^This page is for the kitchen\./, undefined, WAIT)).toBeTruthy();
  expect(screen.queryByRole("table")).toBeNull();
  await waitFor(async () => expect((await db.session.get("current"))?.role).toBe("customer"));
});

it("offline with nothing loaded, says the lists need the network, in Arabic too", JOURNEY, async () => {
  await signIn("operator");
  fakeFetch({ "/ops/production": "offline" });
  await renderWithApp(<OpsPage />, { path: "/ops", langId: 2 });
  expect(await screen.findByText(/^قوائم المطبخ تحتاج إلى اتصال بالإنترنت/, undefined, WAIT)).toBeTruthy();
  expect(screen.getByRole("heading", { level: 1, name: "المطبخ" })).toBeTruthy();
});

it("sends a guest to sign in, and back to /ops after", async () => {
  fakeFetch({});
  const view = await renderWithApp(<OpsPage />, { path: "/ops" });
  await waitFor(() => expect(view.location()).toBe("/sign-in?next=%2Fops"));
});
