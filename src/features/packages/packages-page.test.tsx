// The order builder at /package, rendered from a cached catalog (as it would be offline).
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, expect, it } from "vitest";
import { renderWithApp } from "../../../tests/support/render.tsx";
import { db, type LangId } from "../../lib/db.ts";
import type { CachedSubPackage } from "../../catalog/store.ts";
import { addDays, kuwaitToday, weekdayOf } from "../../../rules/order-dates.ts";
import { getDraft, replaceDraft } from "../../order/order-draft.ts";
import { ToastHost } from "../../ui/toast.tsx";
import { PackagesPage } from "./packages-page.tsx";
import { cachedPackages } from "./test-fixtures.ts";

const sub = (id: number, days: number, meals: number, snacks: number, soups: number, priceFils: number): CachedSubPackage => ({
  id, days, meals, snacks, soups, priceFils, actualPriceFils: priceFils + 18_000, minCal: 1150, maxCal: 1500,
});

async function cacheBuilderCatalog(langId: LangId = 1) {
  const now = Date.now();
  await db.packages.bulkPut(cachedPackages(langId));
  await db.catalogStamps.put({ key: `packages:${langId}`, fetchedAt: now });
  for (const packageId of [24, 26]) {
    await db.packageDetails.put({
      langId,
      packageId,
      periods: [
        { days: 6, label: langId === 1 ? "6 days (Friday is off)" : "6 أيام (عدا الجمعة)" },
        { days: 26, label: langId === 1 ? "26 days (Friday is off)" : "26 يومًا (عدا الجمعة)" },
      ],
      subPackages: [sub(11, 26, 2, 3, 0, 180_000), sub(12, 26, 3, 1, 0, 205_000), sub(13, 6, 2, 3, 0, 48_000), sub(14, 26, 2, 2, 0, 160_000)],
      maxPerMealType: { 1: 3, 2: 4, 3: 4, 11: 2 },
    });
    await db.catalogStamps.put({ key: `details:${langId}:${packageId}`, fetchedAt: now });
  }
  const named = (names: string[]) => names.map((name, i) => ({ langId, id: i + 1, name, sort: i }));
  await db.deliveryTimes.bulkPut(named(["8 AM to 6 PM", "6 AM to 9 AM"]));
  await db.deliveryMethods.bulkPut(named(["Leave the box at the door", "Call me on arrival"]));
  await db.catalogStamps.bulkPut([{ key: `deliveryTimes:${langId}`, fetchedAt: now }, { key: `deliveryMethods:${langId}`, fetchedAt: now }]);
}

function render(langId: LangId = 1) {
  return renderWithApp(
    <>
      <PackagesPage />
      <ToastHost />
    </>,
    { path: "/package", langId },
  );
}

const counter = (name: string) => screen.getByRole("group", { name });
const countOf = (name: string) => within(counter(name)).getByRole("status").textContent;

/** A selectable start day: today + 4, or + 5 when that is a Friday. */
function firstStart(): string {
  const first = addDays(kuwaitToday(), 4);
  return weekdayOf(first) === 5 ? addDays(first, 1) : first;
}

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
});

it("shows the defaults with nothing preselected: Sumbatik, 26 days, 2 meals, 3 snacks, 0 soups, door, 8 AM to 6 PM", async () => {
  await cacheBuilderCatalog();
  await render();
  expect(((await screen.findByRole("radio", { name: /Sumbatik/ })) as HTMLInputElement).checked).toBe(true);
  // Each section shows once what it reads from the device (the catalog, the draft) has answered,
  // each read in its turn.
  await waitFor(() => expect((screen.getByRole("radio", { name: "26 days (Friday is off)" }) as HTMLInputElement).checked).toBe(true));
  await waitFor(() => expect([countOf("Meals"), countOf("Snacks"), countOf("Soups")]).toEqual(["2", "3", "0"]));
  expect(screen.queryByRole("group", { name: "Breakfast" })).toBeNull();
  expect(((await screen.findByRole("radio", { name: "Leave the box at the door" })) as HTMLInputElement).checked).toBe(true);
  await waitFor(() => expect((screen.getByRole("radio", { name: "8 AM to 6 PM" }) as HTMLInputElement).checked).toBe(true));
  // The price does not wait for a start date: the combination's price, the regular one struck
  // through, and the price per delivery day (180.000 / 26).
  const price = screen.getByTestId("price-block");
  await waitFor(() => expect(within(price).getByText("KD 180.000")).toBeTruthy());
  expect(within(price).getByText("KD 198.000").closest("s")).toBeTruthy();
  expect(price.querySelector(".price-per-day")?.textContent?.replace(/\s/g, " ")).toBe("KD 6.923 a day");
  expect(screen.getByRole("link", { name: "Calculate your calories" }).getAttribute("href")).toBe("/calculate-calorie/know-gender");
});

it("honours the calculator's recommendation in the draft", async () => {
  await cacheBuilderCatalog();
  await replaceDraft({ packageId: 26, days: 26, meals: 3, snacks: 1, soups: 0, subPackageId: 12, source: "calculator" });
  await render();
  await waitFor(() => expect((screen.getByRole("radio", { name: /Fit/ }) as HTMLInputElement).checked).toBe(true));
  await waitFor(() => expect([countOf("Meals"), countOf("Snacks"), countOf("Soups")]).toEqual(["3", "1", "0"]));
});

it("counters stay within 0 and the maximum, save to the draft and tell when a combination is not available", async () => {
  await cacheBuilderCatalog();
  await render();
  await screen.findByRole("group", { name: "Soups" });
  // The counters show before the package's limits have been read: "+" says it is unavailable until then.
  await waitFor(() => expect(within(counter("Soups")).getByRole("button", { name: "More Soups" }).getAttribute("aria-disabled")).toBe("false"));
  const fewerSoups = within(counter("Soups")).getByRole("button", { name: "Fewer Soups" });
  expect(fewerSoups.getAttribute("aria-disabled")).toBe("true");
  fireEvent.click(fewerSoups);
  expect(countOf("Soups")).toBe("0");
  fireEvent.click(within(counter("Soups")).getByRole("button", { name: "More Soups" }));
  await waitFor(() => expect(countOf("Soups")).toBe("1"));
  expect(await getDraft()).toMatchObject({ soups: 1 });
  expect(await screen.findByText("Combination not available")).toBeTruthy();
  fireEvent.click(within(counter("Soups")).getByRole("button", { name: "More Soups" }));
  await waitFor(() => expect(countOf("Soups")).toBe("2"));
  expect(within(counter("Soups")).getByRole("button", { name: "More Soups" }).getAttribute("aria-disabled")).toBe("true");

  // Back to 0 with the keyboard: the "−" says it is unavailable and keeps the focus.
  const fewer = within(counter("Soups")).getByRole("button", { name: "Fewer Soups" });
  fewer.focus();
  fireEvent.click(fewer);
  await waitFor(() => expect(countOf("Soups")).toBe("1"));
  fireEvent.click(fewer);
  await waitFor(() => expect(countOf("Soups")).toBe("0"));
  expect(fewer.getAttribute("aria-disabled")).toBe("true");
  expect(document.activeElement).toBe(fewer);
});

it("Continue warns in the spec's order, then with everything chosen shows the price and goes on to /account", async () => {
  await cacheBuilderCatalog();
  const view = await render();
  // Continue before the package's periods have been read would rightly ask for a period first.
  await waitFor(() => expect((screen.getByRole("radio", { name: "26 days (Friday is off)" }) as HTMLInputElement).checked).toBe(true));
  fireEvent.click(screen.getByRole("button", { name: "Continue" }));
  expect(await screen.findByText("Please select a start date")).toBeTruthy();

  const start = firstStart();
  await replaceDraft({ startDate: start, meals: 4, snacks: 4, soups: 2, source: "defaults" });
  await waitFor(() => expect(countOf("Soups")).toBe("2"));
  fireEvent.click(screen.getByRole("button", { name: "Continue" }));
  expect(await screen.findByText("No combination found")).toBeTruthy(); // the toast
  expect(screen.getByTestId("price-block").textContent).toBe("Combination not available");

  await replaceDraft({ startDate: start, meals: 2, snacks: 3, soups: 0, source: "defaults" });
  const block = await screen.findByTestId("price-block");
  await waitFor(() => expect(within(block).getByText("KD 180.000")).toBeTruthy());
  expect(within(block).getByText("KD 198.000")).toBeTruthy();
  // What the discount saves, said in the order detail.
  const detail = screen.getByRole("region", { name: "Order detail" });
  expect(within(detail).getByText("This period is discounted: you save KD 18.000 (9%) on its regular price.")).toBeTruthy();
  expect(within(detail).getByRole("status").textContent).toContain("almost there");
  // The calorie range as every screen writes one (rules/ranges.ts).
  expect(document.querySelector(".kcal-range")?.textContent).toBe("1,150–1,500 kcal");
  fireEvent.click(screen.getByRole("button", { name: "Continue" }));
  await waitFor(() => expect(view.location()).toBe("/account"));
  expect(await getDraft()).toMatchObject({ packageId: 24, days: 26, meals: 2, snacks: 3, soups: 0, startDate: start, deliveryMethodId: 1, deliveryTimeId: 1, subPackageId: 11 });
});

it("goes to /checkout when signed in", async () => {
  await cacheBuilderCatalog();
  await db.session.put({ id: "current", userId: 1, firstName: "A", lastName: "B", email: "a@b.co", mobileNo: "50000000", token: "t" });
  await replaceDraft({ startDate: firstStart(), source: "defaults" });
  const view = await render();
  await waitFor(() => expect(within(screen.getByTestId("price-block")).getByText("KD 180.000")).toBeTruthy());
  // Each list shows as the database answers it: the order is whole once its delivery rows show.
  const detail = screen.getByRole("region", { name: "Order detail" });
  await waitFor(() => expect(within(detail).getByText("Leave the box at the door")).toBeTruthy());
  expect(within(detail).getByText("8 AM to 6 PM")).toBeTruthy();
  fireEvent.click(screen.getByRole("button", { name: "Continue" }));
  await waitFor(() => expect(view.location()).toBe("/checkout"));
});

it("a package's info opens its sanitised description; Escape closes it", async () => {
  await cacheBuilderCatalog();
  await render();
  fireEvent.click(await screen.findByRole("button", { name: "About Bulk" }));
  const dialog = await screen.findByRole("dialog", { name: "Bulk" });
  await waitFor(() => expect(within(dialog).getByText("Bulk", { selector: "strong" })).toBeTruthy());
  expect(dialog.querySelector("script, img")).toBeNull();
  fireEvent.keyDown(dialog, { key: "Escape" });
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
});

it("works in Arabic, the price in Arabic's money format", async () => {
  await cacheBuilderCatalog(2);
  await render(2);
  expect(((await screen.findByRole("radio", { name: /سمباتيك/ })) as HTMLInputElement).checked).toBe(true);
  const price = screen.getByTestId("price-block");
  await waitFor(() => expect(price.querySelector(".price-now")?.textContent?.replace(/[\u200e\u200f]/g, "").replace(/\s/g, " ")).toBe("180.000 د.ك"));
  // The calorie range as on the menu and the calculator: low figure first, read from the right, no bdi.
  const kcal = screen.getByRole("region", { name: "تفاصيل الطلب" }).querySelector(".kcal-range")!;
  await waitFor(() => expect(kcal.textContent).toBe("1,150–1,500 سعرة حرارية"));
  expect(kcal.querySelector("bdi")).toBeNull();
  fireEvent.click(screen.getByRole("radio", { name: /فت/ }));
  await waitFor(async () => expect(await getDraft()).toMatchObject({ packageId: 26 }));
});

it("offline with nothing cached, it says a connection is needed", async () => {
  await render();
  expect((await screen.findByRole("alert", {}, { timeout: 5000 })).textContent).toContain("You are offline. Connect to the internet once to load the packages");
}, 10_000);
