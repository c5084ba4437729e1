import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, expect, it } from "vitest";
import { renderWithApp } from "../../../tests/support/render.tsx";
import { db } from "../../lib/db.ts";
import { getDraft } from "../../lib/order-draft.ts";
import { PackagesPage } from "./packages-page.tsx";
import { cacheCatalog } from "./test-fixtures.ts";

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
});

it("lists the three cached packages with image, name and gram label", async () => {
  await cacheCatalog(1);
  await renderWithApp(<PackagesPage />, { path: "/package" });
  const list = await screen.findByRole("list", { name: "Packages" });
  const cards = within(list).getAllByRole("article");
  expect(cards.map((c) => within(c).getByRole("heading").textContent)).toEqual(["Sumbatik", "Fit", "Bulk"]);
  const img = cards[1]!.querySelector("img")!;
  expect([img.getAttribute("src"), img.getAttribute("width"), img.getAttribute("height")]).toEqual(["/media/packages/26.svg", "320", "240"]);
  expect(within(cards[1]!).getByText("130 g protein")).toBeTruthy();
  expect(within(cards[1]!).getByRole("link", { name: "Prices and days of Fit" }).getAttribute("href")).toBe("/PACKAGE/26");
});

it("'Details' opens the sanitised description in a dialog; Close and Escape close it, focus goes back", async () => {
  await cacheCatalog(1);
  await renderWithApp(<PackagesPage />, { path: "/package" });
  const details = await screen.findByRole("button", { name: "Details Bulk" });
  details.focus();
  fireEvent.click(details);
  const dialog = await screen.findByRole("dialog", { name: "Bulk" });
  expect(within(dialog).getByText("Bulk", { selector: "strong" })).toBeTruthy();
  expect(dialog.querySelector("script, img")).toBeNull();
  fireEvent.click(within(dialog).getByRole("button", { name: "Close" }));
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  expect(document.activeElement).toBe(details);

  fireEvent.click(screen.getByRole("button", { name: "Details Fit" }));
  fireEvent.keyDown(await screen.findByRole("dialog", { name: "Fit" }), { key: "Escape" });
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
});

it("'Choose' saves the package in the order draft and marks it as chosen, in Arabic too", async () => {
  await cacheCatalog(2);
  await renderWithApp(<PackagesPage />, { path: "/package", langId: 2 });
  const choose = await screen.findByRole("button", { name: "اختر فت" });
  expect(choose.getAttribute("aria-pressed")).toBe("false");
  fireEvent.click(choose);
  await waitFor(() => expect(choose.getAttribute("aria-pressed")).toBe("true"));
  expect(await getDraft()).toMatchObject({ packageId: 26, source: "package-page" });
  expect(screen.getByRole("status").textContent).toContain("اخترت فت");
});

it("offline with nothing cached, it says a connection is needed once", async () => {
  await renderWithApp(<PackagesPage />, { path: "/package" });
  // The refresh retries twice before it gives up, hence the longer wait.
  expect((await screen.findByRole("alert", {}, { timeout: 5000 })).textContent).toContain("You are offline. Connect to the internet once to load the packages");
}, 10_000);
