// The wizard page through the real providers and Dexie (fake IndexedDB): the step guard on deep
// links, the gender step's fresh start, saving answers, the ranges on the steps. The result step's
// own tests are in calculator-result.test.tsx.
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../../tests/support/render.tsx";
import Dexie from "dexie";
import { Seed, SeedProvider } from "../../data/seed.tsx";
import { db } from "../../lib/db.ts";
import { answers, cleanCalculatorTests, heading, routes, saveAnswers } from "./test-fixtures.tsx";
import { loadCalculator } from "./store.ts";

cleanCalculatorTests();

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
