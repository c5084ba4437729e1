// The checkout with the real Dexie draft and catalog cache; the network answers like the server.
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeFetch, type Answer } from "../../../tests/support/fake-fetch.ts";
import { renderWithApp } from "../../../tests/support/render.tsx";
import { db } from "../../lib/db.ts";
import { addDays, kuwaitToday, weekdayOf } from "../../../rules/order-dates.ts";
import { getDraft, replaceDraft } from "../../order/order-draft.ts";
import "../../data/session.ts";
import { ToastHost } from "../../ui/toast.tsx";
import { CheckoutPage } from "./checkout-page.tsx";
import { browser } from "./use-pay-now.ts";

const ADDRESS = {
  address_id: 41, address_type: "house", street: "12", block: "3", avenue: "", house_number: "7", floor_no: "", flat_no: "", office_number: "",
  company_name: "", appartment_number: "", directions: "Green door", mobile_number: "55123456", area: { area_id: 5, area_name: "Salmiya" }, lang: 48.08, lat: 29.33,
};
const profile = (address: unknown, walletFils = 25_000): Answer => ({
  status: 200,
  body: { data: { user_id: 7, address, wallet_array: [{ wallet_id: 7, wallet_amount: "25.000", wallet_fils: walletFils }], wallet_amount: "25.000", wallet_fils: walletFils } },
});

function startDate(): string {
  const first = addDays(kuwaitToday(), 4);
  return weekdayOf(first) === 5 ? addDays(first, 1) : first;
}

async function seed() {
  const now = Date.now();
  await db.session.put({ id: "current", userId: 7, firstName: "Noura", lastName: "A", email: "n@example.com", mobileNo: "55123456", token: "t".repeat(43) });
  await db.packages.put({ langId: 1, id: 24, name: "Sumbatik", gramLabel: "", descriptionHtml: "", imageUrl: "", proteinGrams: 100, packageType: 1, sort: 0 });
  await db.packageDetails.put({
    langId: 1, packageId: 24, periods: [{ days: 26, label: "26 days" }], maxPerMealType: { 2: 4, 3: 4, 11: 2 },
    subPackages: [{ id: 11, days: 26, meals: 2, snacks: 3, soups: 0, priceFils: 180_000, actualPriceFils: 198_000, minCal: 1, maxCal: 2 }],
  });
  await db.deliveryTimes.put({ langId: 1, id: 1, name: "8 AM to 6 PM", sort: 0 });
  await db.deliveryMethods.put({ langId: 1, id: 1, name: "Leave the box at the door", sort: 0 });
  for (const key of ["packages:1", "details:1:24", "deliveryTimes:1", "deliveryMethods:1"]) await db.catalogStamps.put({ key, fetchedAt: now });
  await replaceDraft({ packageId: 24, days: 26, meals: 2, snacks: 3, soups: 0, startDate: startDate(), deliveryMethodId: 1, deliveryTimeId: 1, subPackageId: 11, source: "defaults" });
}

const render = (path = "/checkout") =>
  renderWithApp(
    <>
      <CheckoutPage />
      <ToastHost />
    </>,
    { path },
  );

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("CheckoutPage", () => {
  it("sends a guest to /sign-in and marks the checkout flow to come back", async () => {
    fakeFetch({});
    const view = await render();
    await waitFor(() => expect(view.location()).toBe("/sign-in"));
    expect(await db.settings.get("checkoutFlow")).toMatchObject({ value: true });
  });

  it("coupon, wallet and Pay now: totals in fils, the gateway page opened with one purchase for a double click", async () => {
    await seed();
    let purchases = 0;
    const calls = fakeFetch({
      "/getuserprofile": profile(ADDRESS),
      "/verifyCoupon": ({ fields }) =>
        fields.coupon_code === "WELCOME10"
          ? { status: 200, body: { data: { coupon_code: "WELCOME10", discount_type: "percentage", discount_value: 10 } } }
          : { status: 400, body: { data: null, code: "coupon_not_found", error_msg: "x" } },
      "/purchasepackage": () => {
        purchases += 1;
        return { status: 200, body: { data: { purchase_id: 90, status: "pending", payment_url: "/pay/sandbox/knet/abc?x=1", start_date: startDate() } } };
      },
    });
    const open = vi.spyOn(browser, "open").mockImplementation(() => {});
    await render();
    expect(await screen.findByText(/Salmiya/)).toBeTruthy();
    const total = () => screen.getByTestId("total").textContent?.replace(/\s/g, " ");
    await waitFor(() => expect(total()).toBe("KD 180.000"));
    expect(screen.getByText("No discount code applied")).toBeTruthy();

    fireEvent.change(screen.getByLabelText("Coupon code"), { target: { value: "NOPE" } });
    fireEvent.click(screen.getByRole("button", { name: "Apply coupon" }));
    expect(await screen.findAllByText("This coupon code is wrong or has expired")).not.toHaveLength(0);
    fireEvent.change(screen.getByLabelText("Coupon code"), { target: { value: "WELCOME10" } });
    fireEvent.click(screen.getByRole("button", { name: "Apply coupon" }));
    expect(await screen.findAllByText("Congrats! You Will get 10% Discount")).not.toHaveLength(0);
    await waitFor(() => expect(total()).toBe("KD 162.000"));

    fireEvent.change(screen.getByLabelText("Amount to spend (KD)"), { target: { value: "30" } });
    fireEvent.click(screen.getByRole("button", { name: "Spend" }));
    expect(await screen.findAllByText("The amount is more than your wallet balance.")).not.toHaveLength(0);
    fireEvent.change(screen.getByLabelText("Amount to spend (KD)"), { target: { value: "٥" } });
    fireEvent.click(screen.getByRole("button", { name: "Spend" }));
    expect(await screen.findByText("You use KD 5.000 from your wallet")).toBeTruthy();
    await waitFor(() => expect(total()).toBe("KD 157.000"));

    const pay = screen.getByRole("button", { name: "Pay now" });
    fireEvent.click(pay);
    expect(await screen.findByText("Select a payment method.")).toBeTruthy();
    fireEvent.click(screen.getByRole("radio", { name: "Knet" }));
    await waitFor(async () => expect((await getDraft())?.paymentType).toBe("knet"));
    fireEvent.click(pay);
    fireEvent.click(pay);
    await waitFor(() => expect(open).toHaveBeenCalledWith("/pay/sandbox/knet/abc?x=1&lang=en"));
    expect(purchases).toBe(1);
    const sent = calls.find((c) => c.path === "/purchasepackage")!.fields;
    expect(sent).toMatchObject({
      package_id: "24", package_for: "24", sub_package_id: "11", package_amount: "180.000", promo_code_discount: "18.000", wallet_amount: "5.000",
      wallet_id: "7", total_amount: "157.000", payment_type: "knet", delivery_address_id: "41", delivery_time_id: "1", delivery_method_id: "1",
      start_date: startDate(), coupon_code: "WELCOME10", consultant_fees: "0", end_date: "", app_mode: "prod",
    });
    expect(sent.unique_code).toMatch(/^[0-9a-f]{32}$/);
    expect(screen.getByRole("button", { name: "Paying…" })).toHaveProperty("disabled", true);
    // The draft is kept until the payment is confirmed (a declined payment is retried with it).
    expect(await getDraft()).toMatchObject({ uniqueCode: sent.unique_code, couponCode: "WELCOME10", walletFils: 5_000 });
  });

  it("asks for an address before paying, and says offline that payment needs a connection", async () => {
    await seed();
    const calls = fakeFetch({ "/getuserprofile": profile(null) });
    await render();
    expect(await screen.findByRole("link", { name: "Add address" })).toHaveProperty("href", expect.stringContaining("/checkout/add-address?from=/checkout"));
    await waitFor(() => expect(screen.getByTestId("total").textContent).toMatch(/180\.000/));
    fireEvent.click(screen.getByRole("button", { name: "Pay now" }));
    expect(await screen.findByText("Add a delivery address.")).toBeTruthy();
    expect(calls.some((c) => c.path === "/purchasepackage")).toBe(false);
  });

  it("offline, Pay now keeps everything and sends nothing", async () => {
    await seed();
    await replaceDraft({ ...(await getDraft())!, paymentType: "visa" });
    const calls = fakeFetch({ "/getuserprofile": profile(ADDRESS) });
    await render();
    await screen.findByText(/Salmiya/);
    await waitFor(() => expect(screen.getByTestId("total").textContent).toMatch(/180\.000/));
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    fireEvent.click(screen.getByRole("button", { name: "Pay now" }));
    expect(await screen.findByText(/Payment needs a connection/)).toBeTruthy();
    expect(calls.some((c) => c.path === "/purchasepackage")).toBe(false);
    expect(await getDraft()).toMatchObject({ paymentType: "visa", subPackageId: 11 });
  });

  it("the wallet says its balance is loading while it is, and that it needs a connection when offline", async () => {
    await seed();
    // The profile is on its way and has not arrived.
    vi.stubGlobal("fetch", () => new Promise<Response>(() => {}));
    const view = await render();
    await waitFor(() => expect(screen.getByTestId("total").textContent).toMatch(/180\.000/));
    expect(screen.getByText("Loading your balance…")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Amount to spend (KD)"), { target: { value: "5" } });
    fireEvent.click(screen.getByRole("button", { name: "Spend" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Your wallet balance is still loading. Try again in a moment.");
    view.unmount();

    fakeFetch({ "/getuserprofile": "offline" });
    await render();
    expect(await screen.findByText("You are offline: your saved address will show when you are back online.")).toBeTruthy();
    expect(screen.queryByText("Loading your balance…")).toBeNull();
    fireEvent.change(screen.getByLabelText("Amount to spend (KD)"), { target: { value: "5" } });
    fireEvent.click(screen.getByRole("button", { name: "Spend" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Your wallet needs a connection. Try again when you are online.");
  });

  it("with nothing chosen, says what is missing and links to the order builder instead of Pay now", async () => {
    await db.session.put({ id: "current", userId: 7, firstName: "Noura", lastName: "A", email: "n@example.com", mobileNo: "55123456", token: "t".repeat(43) });
    fakeFetch({ "/getuserprofile": profile(ADDRESS) });
    await render();
    const missing = await screen.findByRole("region", { name: "Your order is not complete yet" });
    expect(within(missing).getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "A package and its menu items",
      "A start date",
      "A communication method",
      "A delivery time",
    ]);
    expect(within(missing).getByRole("link", { name: "Complete your order" }).getAttribute("href")).toBe("/package");
    expect(screen.queryByRole("button", { name: "Pay now" })).toBeNull();
    expect(screen.queryByTestId("total")).toBeNull();
  });

  it("a whole order shows the payment methods as cards with their marks, and Pay now", async () => {
    await seed();
    fakeFetch({ "/getuserprofile": profile(ADDRESS) });
    await render();
    expect(await screen.findByRole("button", { name: "Pay now" })).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Your order is not complete yet" })).toBeNull();
    const knet = screen.getByRole("radio", { name: "Knet" });
    expect(within(knet.closest("label")!).getByRole("img", { name: "KNET" })).toBeTruthy();
    const card = screen.getByRole("radio", { name: "Visa/Master Card" }).closest("label")!;
    expect(within(card).getAllByRole("img").map((img) => img.getAttribute("aria-label"))).toEqual(["Visa", "Mastercard"]);
  });

  it("a declined payment brings the customer back with a clear message", async () => {
    await seed();
    fakeFetch({ "/getuserprofile": profile(ADDRESS) });
    await render("/checkout?payment=declined");
    expect((await screen.findByRole("alert")).textContent).toContain("Your payment was declined and nothing was charged");
    expect(await within(screen.getByRole("region", { name: "Your order" })).findByText("Sumbatik")).toBeTruthy();
  });
});
