// The wizard page through the real providers and Dexie (fake IndexedDB): the step guard on deep
// links, the gender step's fresh start, saving answers, and the result's choice.
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Route, Switch } from "wouter";
import { renderWithApp } from "../../../tests/support/render.tsx";
import Dexie from "dexie";
import { Seed, SeedProvider } from "../../data/seed.tsx";
import { db } from "../../lib/db.ts";
import type { CachedSubPackage } from "../../catalog/store.ts";
import { CalculatorPage } from "./calculator-page.tsx";
import type { CalculatorAnswers } from "./steps.ts";
import { loadCalculator } from "./store.ts";

const routes = (
  <Switch>
    <Route path="/calculate-calorie/:step" component={CalculatorPage} />
    <Route path="/package">order builder</Route>
  </Switch>
);

const answers: CalculatorAnswers = {
  gender: "male",
  birthday: "1990-01-01",
  heightCm: 180,
  weightKg: 80,
  targetWeightKg: 70,
  activityLevel: "moderate",
  goal: "gainMuscle",
};

const saveAnswers = (a: CalculatorAnswers) => db.calculator.put({ ...a, id: "answers" });
// Generous: the birthday step loads the calendar's code on first use, slow on a busy machine.
const heading = (name: RegExp | string) => screen.findByRole("heading", { level: 1, name }, { timeout: 5000 });

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
});

afterEach(() => {
  vi.useRealTimers();
});

describe("step guard", () => {
  it("sends a deep link with no answers to the gender step", async () => {
    const view = await renderWithApp(routes, { path: "/calculate-calorie/know-weight" });
    await heading("What is your gender?");
    expect(view.location()).toBe("/calculate-calorie/know-gender");
  });

  it("sends a deep link to the first step whose answer is missing", async () => {
    await saveAnswers({ gender: "female", birthday: "1990-01-01" });
    const view = await renderWithApp(routes, { path: "/calculate-calorie/know-goal" });
    await heading("How tall are you?");
    expect(view.location()).toBe("/calculate-calorie/know-height");
  });

  it("sends the result step to calculate when there is no result yet", async () => {
    await saveAnswers(answers);
    const view = await renderWithApp(routes, { path: "/calculate-calorie/result" });
    await heading("Calculating your calories");
    expect(view.location()).toBe("/calculate-calorie/calculate");
  });

  it("sends an unknown step to the gender step", async () => {
    const view = await renderWithApp(routes, { path: "/calculate-calorie/nonsense" });
    await heading("What is your gender?");
    expect(view.location()).toBe("/calculate-calorie/know-gender");
  });

  it("opens a later step straight away when the answers before it hold", async () => {
    await saveAnswers(answers);
    const view = await renderWithApp(routes, { path: "/calculate-calorie/know-goal" });
    await heading("What is your goal?");
    expect(view.location()).toBe("/calculate-calorie/know-goal");
    // The saved goal is chosen and its calories shown (male, 34 y in 2024+, so only the shape is checked).
    expect((screen.getByRole("radio", { name: "Lose fat and build muscle" }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText(/Your calories a day for this goal:/).textContent).toMatch(/\d,\d{3} kcal/);
  });
});

describe("steps", () => {
  it("entering the gender step clears the saved answers and the order draft", async () => {
    await saveAnswers(answers);
    await db.orderDraft.put({ id: "current", packageId: 28, updatedAt: 1 });
    await renderWithApp(routes, { path: "/calculate-calorie/know-gender" });
    await heading("What is your gender?");
    await waitFor(async () => expect(await db.calculator.count()).toBe(0));
    expect(await db.orderDraft.count()).toBe(0);
  });

  it("does not advance without a choice and says why", async () => {
    const view = await renderWithApp(routes, { path: "/calculate-calorie/know-gender" });
    await heading("What is your gender?");
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText("Please choose Male or Female.")).toBeTruthy();
    expect(view.location()).toBe("/calculate-calorie/know-gender");
    fireEvent.click(screen.getByRole("radio", { name: "Female" }));
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    await heading("When were you born?");
    expect((await db.calculator.get("answers"))?.gender).toBe("female");
  });

  it("keeps a choice made on the server's page before the saved answers were read", async () => {
    // The server rendered the gender step, so it shows before IndexedDB answers. On a slow phone
    // the customer chooses and continues first; the answers read afterwards (none) must not undo
    // that choice and send them back to step 1.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const holding = db.transaction("rw", db.calculator, () => Dexie.waitFor(held));
    const view = await renderWithApp(<SeedProvider seed={new Seed({})}>{routes}</SeedProvider>, { path: "/calculate-calorie/know-gender" });
    fireEvent.click(screen.getByRole("radio", { name: "Female" }));
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    release();
    await holding;
    await heading("When were you born?");
    expect((await db.calculator.get("answers"))?.gender).toBe("female");
    // The read queued behind the page's first writes has answered by now (IndexedDB keeps their
    // order), and the customer is still on step 2.
    await loadCalculator();
    await act(() => Promise.resolve());
    expect(view.location()).toBe("/calculate-calorie/know-birthday");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("When were you born?");
  });

  it("takes a typed height in Arabic-Indic digits and refuses 0", async () => {
    await saveAnswers({ gender: "male", birthday: "1990-01-01" });
    const view = await renderWithApp(routes, { path: "/calculate-calorie/know-height" });
    await heading("How tall are you?");
    const slider = screen.getByRole("slider", { name: "Height" });
    expect((slider as HTMLInputElement).value).toBe("145");
    const typed = screen.getByRole("textbox", { name: "Height in centimetres" });
    fireEvent.change(typed, { target: { value: "0" } });
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText("Please enter your height in whole centimetres (1–250).")).toBeTruthy();
    expect(typed.getAttribute("aria-invalid")).toBe("true");
    fireEvent.change(typed, { target: { value: "١٧٢" } });
    expect((slider as HTMLInputElement).value).toBe("172");
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    await heading("How much do you weigh?");
    expect(view.location()).toBe("/calculate-calorie/know-weight");
    expect((await db.calculator.get("answers"))?.heightCm).toBe(172);
    expect((screen.getByRole("slider", { name: "Weight" }) as HTMLInputElement).value).toBe("85");
  });

  it("saves the target weight of 70 with the weight", async () => {
    await saveAnswers({ gender: "male", birthday: "1990-01-01", heightCm: 180 });
    await renderWithApp(routes, { path: "/calculate-calorie/know-weight" });
    await heading("How much do you weigh?");
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    await heading("How active are you?");
    const row = await db.calculator.get("answers");
    expect([row?.weightKg, row?.targetWeightKg]).toEqual([85, 70]);
  });

  it("counts to 100 percent, saves the result and opens it", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    await saveAnswers(answers);
    const view = await renderWithApp(routes, { path: "/calculate-calorie/calculate" });
    await heading("Calculating your calories");
    const bar = screen.getByRole("progressbar");
    // The loader starts counting once its effect has run: the screen can show a moment before.
    await waitFor(() => expect(vi.getTimerCount()).toBeGreaterThan(0));
    await act(async () => vi.advanceTimersByTime(50 * 50));
    expect((bar as HTMLProgressElement).value).toBe(50);
    await act(async () => vi.advanceTimersByTime(50 * 50));
    await heading("Your recommended package");
    expect(view.location()).toBe("/calculate-calorie/result");
    const result = await db.calculator.get("result");
    expect([result?.packageId, result?.priceKd, result?.protein]).toEqual([26, 205, 160]);
  });
});

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

describe("ranges on the steps", () => {
  it("the activity cards' steps and the height's bounds, in English and Arabic", async () => {
    await saveAnswers({ gender: "male", birthday: "1990-01-01", heightCm: 180, weightKg: 80, targetWeightKg: 70 });
    const en = await renderWithApp(routes, { path: "/calculate-calorie/know-activity-level" });
    await heading("How active are you?");
    for (const steps of ["2,500–4,999 steps a day", "5,000–7,499 steps a day", "7,500–9,999 steps a day"]) expect(screen.getByText(steps)).toBeTruthy();
    en.unmount();
    const ar = await renderWithApp(routes, { path: "/calculate-calorie/know-activity-level", langId: 2 });
    await heading("ما مدى نشاطك؟");
    expect(screen.getByText("2,500–4,999 خطوة يوميًا")).toBeTruthy();
    ar.unmount();
    await renderWithApp(routes, { path: "/calculate-calorie/know-height", langId: 2 });
    await heading("كم طولك؟");
    expect(screen.getByText("أعداد صحيحة: 1–250.")).toBeTruthy();
  });
});
