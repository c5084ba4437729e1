import { fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { Route } from "wouter";
import { renderWithApp } from "../../../tests/support/render.tsx";
import { db } from "../../lib/db.ts";
import { getDraft } from "../../order/order-draft.ts";
import { PackageDetailPage } from "./package-detail-page.tsx";
import { cacheCatalog } from "./test-fixtures.ts";

/** Text as read, with the non-breaking spaces of Intl currency formats as plain spaces. */
const text = (el: Element | null | undefined) => (el?.textContent ?? "").replace(/\s+/g, " ");

const route = <Route path="/package/:id/:pricing?" component={PackageDetailPage} />;

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
});

describe("package details from the cached catalog (no network needed)", () => {
  it("shows the description sanitised, the macros, the days and the price range in English", async () => {
    await cacheCatalog(1, [26]);
    await renderWithApp(route, { path: "/PACKAGE/26" });

    expect(await screen.findByRole("heading", { level: 1, name: "Fit" })).toBeTruthy();
    expect(screen.getByText("130 g protein")).toBeTruthy();
    expect(screen.getByText("Fit", { selector: "strong" })).toBeTruthy();
    expect(document.querySelector("script, img[onerror]")).toBeNull();
    // docs/product-rules.md "Package facts" for Fit (26): protein source 50–100–150 g, fat 0–15 g, protein 0–56 g (ranges as rules/ranges.ts writes them).
    expect(screen.getByText("Protein source").nextElementSibling?.textContent).toBe("50–100–150 g");
    expect(screen.getByText("Fat").nextElementSibling?.textContent).toBe("0–15 g");
    expect(screen.getByText("Protein").nextElementSibling?.textContent).toBe("0–56 g");
    expect(screen.getByText("15 when you customise, 7 ready-made")).toBeTruthy();
    expect(screen.getByText("10% cashback to your wallet")).toBeTruthy();
    // The dish counts are the catalog's (packagelistV3 menu_counts), not fixed text.
    expect(await screen.findByText("300 menu items: 57 breakfasts, 150 main meals, 72 snacks and 21 soups")).toBeTruthy();
    // Price range from the matrix, unavailable (0) combinations left out.
    expect(text(await screen.findByText(/^From/))).toBe("From KD 52.500 to KD 265.000");
    const rows = screen.getAllByRole("row").slice(1).map(text);
    expect(rows).toEqual(["6 delivery daysKD 52.500", "26 delivery daysKD 205.000 to KD 265.000"]);
  });

  it("speaks Arabic with Latin digits", async () => {
    await cacheCatalog(2, [26]);
    await renderWithApp(route, { path: "/package/26/pricing", langId: 2 });

    expect(await screen.findByRole("heading", { level: 1, name: "فت" })).toBeTruthy();
    expect(screen.getByText("مصدر البروتين").nextElementSibling?.textContent).toBe("50–100–150 غ");
    expect(await screen.findByText("توصيل لمدة 6 أيام")).toBeTruthy();
    expect(screen.getByText("توصيل لمدة 26 يومًا")).toBeTruthy();
    expect(screen.getByRole("button", { name: "اطلب هذه الباقة" })).toBeTruthy();
  });

  it.each(["/PACKAGE/999", "/PACKAGE/abc", "/package/0"])("says 'package not found' with a way back for %s", async (path) => {
    await cacheCatalog(1);
    await renderWithApp(route, { path });
    expect(await screen.findByRole("heading", { level: 1, name: "Package not found" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "See all packages" }).getAttribute("href")).toBe("/package");
    // The tab says so too, not "Package details".
    await waitFor(() => expect(document.title).toBe("Package not found | Fit Meals Kuwait"));
  });

  it("names the not-found tab in Arabic", async () => {
    await cacheCatalog(2);
    await renderWithApp(route, { path: "/PACKAGE/999", langId: 2 });
    expect(await screen.findByRole("heading", { level: 1, name: "الباقة غير موجودة" })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe("الباقة غير موجودة | فِت ميلز الكويت"));
  });

  it("'Order this package' preselects it in the order draft and opens the order builder", async () => {
    await cacheCatalog(1, [28]);
    const view = await renderWithApp(route, { path: "/PACKAGE/28" });
    fireEvent.click(await screen.findByRole("button", { name: "Order this package" }));
    await waitFor(() => expect(view.location()).toBe("/package"));
    expect(await getDraft()).toMatchObject({ packageId: 28, source: "package-page" });
  });
});
