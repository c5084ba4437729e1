// The calculator's result step through the real providers and Dexie (fake IndexedDB): the
// recommendation and its priced combination from the cached catalog, saved as the order draft.
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../../../tests/support/render.tsx";
import { db } from "../../lib/db.ts";
import type { CachedSubPackage } from "../../catalog/store.ts";
import { answers, cleanCalculatorTests, heading, routes, saveAnswers } from "./test-fixtures.tsx";

cleanCalculatorTests();


const subPackage = (id: number, priceFils: number, meals: number, [minCal, maxCal] = [1400, 1900]): CachedSubPackage => ({
  id,
  days: 26,
  meals,
  snacks: 2,
  soups: 1,
  priceFils,
  actualPriceFils: priceFils,
  minCal,
  maxCal,
});

async function seedCatalog(subPackages: CachedSubPackage[], langId: 1 | 2 = 1) {
  const now = Date.now();
  await db.packages.put({ langId, id: 26, name: "Fit", gramLabel: "150 g", descriptionHtml: "", imageUrl: "", proteinGrams: 150, packageType: 1, sort: 1 });
  await db.packageDetails.put({ langId, packageId: 26, periods: [{ days: 26, label: "26 days" }], subPackages, maxPerMealType: {} });
  await db.catalogStamps.bulkPut([
    { key: `packages:${langId}`, fetchedAt: now },
    { key: `details:${langId}:26`, fetchedAt: now },
  ]);
}

const result = {
  id: "result" as const,
  goal: "gainMuscle",
  ageYears: 34,
  bmr: 1755,
  dailyCalories: 2720.25,
  calories: 2220.25,
  protein: 160,
  packageId: 26,
  priceKd: 205,
  clamped: null,
  calculatedAt: 1,
};

describe("result", () => {
  it("shows the recommendation and saves it as the order draft when the customer proceeds", async () => {
    // The table's price (205 KD) names 302, whose range ends below the 2,220.25 kcal target: the
    // combination whose range holds it is shown instead, with its own price.
    await seedCatalog([subPackage(301, 190_000, 2), subPackage(302, 205_000, 3), subPackage(303, 245_000, 4, [1950, 2450])]);
    await saveAnswers(answers);
    await db.calculator.put(result);
    const view = await renderWithApp(routes, { path: "/calculate-calorie/result" });
    await heading("Your recommended package");
    expect(await screen.findByText("Fit")).toBeTruthy();
    expect((await screen.findByText("Meals")).nextElementSibling?.textContent).toBe("4");
    expect(screen.getByText("Calories a day").nextElementSibling?.textContent).toBe("2,220 kcal");
    // Grams without a pointless ".00".
    expect(screen.getByText("Protein a day").nextElementSibling?.textContent).toBe("160 g");
    expect(screen.getByText("Calorie range").nextElementSibling?.textContent).toBe("1,950–2,450 kcalYour 2,220 kcal a day are within this plan’s range.");
    expect(screen.getByText("KD 245.000").tagName).toBe("STRONG");

    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText("Please choose how you want to continue.")).toBeTruthy();
    fireEvent.click(screen.getByRole("radio", { name: "Proceed with this subscription" }));
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    await screen.findByText("order builder");
    expect(view.location()).toBe("/package");
    expect(await db.orderDraft.get("current")).toMatchObject({
      packageId: 26,
      days: 26,
      meals: 4,
      snacks: 2,
      soups: 1,
      subPackageId: 303,
      source: "calculator",
    });
    expect(await db.calculator.count()).toBe(0);
  });

  it("shows the priced combination when it holds the target, and says when none does", async () => {
    await seedCatalog([subPackage(302, 205_000, 3, [2000, 2400]), subPackage(303, 245_000, 4, [2100, 2600])]);
    await saveAnswers(answers);
    await db.calculator.put(result);
    const first = await renderWithApp(routes, { path: "/calculate-calorie/result" });
    expect((await screen.findByText("Meals")).nextElementSibling?.textContent).toBe("3");
    expect(screen.getByText("KD 205.000")).toBeTruthy();
    first.unmount();

    await seedCatalog([subPackage(302, 205_000, 3, [1200, 1550]), subPackage(303, 245_000, 4, [1500, 1900])]);
    await renderWithApp(routes, { path: "/calculate-calorie/result" });
    expect((await screen.findByText("Meals")).nextElementSibling?.textContent).toBe("4");
    expect(screen.getByText(/No plan of this package reaches your/).textContent).toBe("No plan of this package reaches your 2,220 kcal a day: this is the nearest.");
  });

  it("says so when the catalog has no sub-package for the package, and only lets the customer choose", async () => {
    await seedCatalog([]);
    await saveAnswers(answers);
    await db.calculator.put(result);
    await db.orderDraft.put({ id: "current", packageId: 24, updatedAt: 1 });
    await renderWithApp(routes, { path: "/calculate-calorie/result" });
    expect(await screen.findByText(/There is no subscription at this price in our catalog/)).toBeTruthy();
    expect((screen.getByRole("radio", { name: "Proceed with this subscription" }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByText("Meals")).toBeNull();
    fireEvent.click(screen.getByRole("radio", { name: "Make my own choices" }));
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    await screen.findByText("order builder");
    expect(await db.orderDraft.count()).toBe(0);
    expect(await db.calculator.count()).toBe(0);
  });

  it("explains a protein estimate outside 40–320 g", async () => {
    await seedCatalog([subPackage(302, 205_000, 3)]);
    await saveAnswers(answers);
    await db.calculator.put({ ...result, protein: 30, packageId: 26, clamped: "below" });
    await renderWithApp(routes, { path: "/calculate-calorie/result" });
    expect((await screen.findByText(/is below the 40–320 g our packages are made for/)).textContent).toContain("(30 g a day)");
  });

  it("writes its ranges as every screen does (rules/ranges.ts) in Arabic: low figure first, an en dash, no bdi around the range", async () => {
    await seedCatalog([subPackage(303, 245_000, 4, [1950, 2450])], 2);
    await saveAnswers(answers);
    await db.calculator.put({ ...result, protein: 30, clamped: "below" });
    await renderWithApp(routes, { path: "/calculate-calorie/result", langId: 2 });
    const range = (await screen.findByText("نطاق السعرات")).nextElementSibling!;
    expect(range.textContent).toMatch(/^1,950–2,450 سعرة حرارية/);
    expect(range.querySelector("bdi")?.textContent).not.toBe("1,950");
    expect((await screen.findByText(/أقل من نطاق/)).textContent).toContain("نطاق 40–320 غ");
  });
});

