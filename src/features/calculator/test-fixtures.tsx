// What the calculator's page tests share: the routes they render, a whole set of answers,
// saving them, finding a step by its heading, and a clean database and clock for each test.
import { screen } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";
import { Route, Switch } from "wouter";
import { db } from "../../lib/db.ts";
import { CalculatorPage } from "./calculator-page.tsx";
import type { CalculatorAnswers } from "./steps.ts";

/** The wizard's route, and the order builder it leads to as plain text. */
export const routes = (
  <Switch>
    <Route path="/calculate-calorie/:step" component={CalculatorPage} />
    <Route path="/package">order builder</Route>
  </Switch>
);

export const answers: CalculatorAnswers = {
  gender: "male",
  birthday: "1990-01-01",
  heightCm: 180,
  weightKg: 80,
  targetWeightKg: 70,
  activityLevel: "moderate",
  goal: "gainMuscle",
};

export const saveAnswers = (a: CalculatorAnswers) => db.calculator.put({ ...a, id: "answers" });
// Generous: the birthday step loads the calendar's code on first use, slow on a busy machine.
export const heading = (name: RegExp | string) => screen.findByRole("heading", { level: 1, name }, { timeout: 5000 });

/** Each test starts with an empty database and real timers. */
export function cleanCalculatorTests(): void {
  beforeEach(async () => {
    await Promise.all(db.tables.map((t) => t.clear()));
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
