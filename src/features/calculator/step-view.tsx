// One step of the wizard wired to its data: each step's answer is saved, then the next step
// opens. The gender step starts everything again; calculate saves the result; the result writes
// or clears the order draft and leaves for the order builder.
import { Trans, useLingui } from "@lingui/react/macro";
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef } from "react";
import { useLocation } from "wouter";
import type { Locale } from "../../lib/i18n.ts";
import { Spinner } from "../../ui/spinner.tsx";
import { calculateCalories } from "../../../rules/calorie-math.ts";
import { formatRange } from "../../../rules/ranges.ts";
import { ActivityStep } from "./components/activity-step.tsx";
import { CalculateStep } from "./components/calculate-step.tsx";
import { GenderStep } from "./components/gender-step.tsx";
import { GoalStep } from "./components/goal-step.tsx";
import { MeasureStep } from "./components/measure-step.tsx";
import { ResultStep, type ResultChoice } from "./components/result-step.tsx";
import { stepPath as path, type Step } from "./step-names.ts";
import {
  bodyInputs,
  caloriesForGoal,
  HEIGHT,
  nextStep,
  previousStep,
  TARGET_WEIGHT_KG,
  WEIGHT,
  type CalculatorAnswers,
} from "./steps.ts";
import type { Calculator } from "./use-calculator.ts";
import { useRecommendation } from "./use-recommendation.ts";

const BirthdayStep = lazy(async () => ({ default: (await import("./components/birthday-step.tsx")).BirthdayStep }));

type Props = { step: Step; calculator: Calculator };

export function StepView({ step, calculator }: Props) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  // The answers' bounds as every range is written (rules/ranges.ts): "1–250".
  const heights = formatRange(HEIGHT.min, HEIGHT.max, locale);
  const weights = formatRange(WEIGHT.min, WEIGHT.max, locale);
  const [, navigate] = useLocation();
  const today = useMemo(() => new Date(), []);
  const answers = calculator.state?.answers ?? {};
  const prev = previousStep(step);
  const backHref = prev ? path(prev) : "/package";

  const answerAndGo = async (patch: CalculatorAnswers) => {
    await calculator.answer(patch);
    const next = nextStep(step);
    if (next) navigate(path(next));
  };

  switch (step) {
    case "know-gender":
      return <GenderEntry calculator={calculator} backHref={backHref} onDone={(gender) => answerAndGo({ gender })} />;
    case "know-birthday":
      return (
        <Suspense fallback={<Spinner />}>
          <BirthdayStep initial={answers.birthday} locale={locale} today={today} backHref={backHref} onDone={(birthday) => answerAndGo({ birthday })} />
        </Suspense>
      );
    case "know-height":
      return (
        <MeasureStep
          number={3}
          title={<Trans>How tall are you?</Trans>}
          unit={t`cm`}
          sliderLabel={t`Height`}
          inputLabel={t`Height in centimetres`}
          rangeError={t`Please enter your height in whole centimetres (${heights}).`}
          range={HEIGHT}
          initial={answers.heightCm ?? HEIGHT.initial}
          backHref={backHref}
          onDone={(heightCm) => answerAndGo({ heightCm })}
        />
      );
    case "know-weight":
      return (
        <MeasureStep
          number={4}
          title={<Trans>How much do you weigh?</Trans>}
          unit={t`kg`}
          sliderLabel={t`Weight`}
          inputLabel={t`Weight in kilograms`}
          rangeError={t`Please enter your weight in whole kilograms (${weights}).`}
          range={WEIGHT}
          initial={answers.weightKg ?? WEIGHT.initial}
          backHref={backHref}
          onDone={(weightKg) => answerAndGo({ weightKg, targetWeightKg: TARGET_WEIGHT_KG })}
        />
      );
    case "know-activity-level":
      return <ActivityStep initial={answers.activityLevel} backHref={backHref} onDone={(activityLevel) => answerAndGo({ activityLevel })} />;
    case "know-goal":
      return (
        <GoalStep
          initial={answers.goal}
          locale={locale}
          caloriesFor={(goal) => caloriesForGoal(answers, goal, today)}
          backHref={backHref}
          onDone={(goal) => answerAndGo({ goal })}
        />
      );
    case "calculate":
      return <Calculating calculator={calculator} today={today} onDone={() => navigate(path("result"), { replace: true })} />;
    case "result":
      return <ResultEntry calculator={calculator} locale={locale} backHref={path("know-goal")} onLeave={() => navigate("/package")} />;
  }
}

/** Entering the first step clears the saved answers, result and order draft (docs/product-rules.md "Calorie wizard"). */
function GenderEntry({ calculator, backHref, onDone }: { calculator: Calculator; backHref: string; onDone: Parameters<typeof GenderStep>[0]["onDone"] }) {
  const { restart } = calculator;
  useEffect(() => {
    void restart();
  }, [restart]);
  return <GenderStep initial={undefined} backHref={backHref} onDone={onDone} />;
}

/** Works the result out and saves it while the loader counts; moves on when both are done. */
function Calculating({ calculator, today, onDone }: { calculator: Calculator; today: Date; onDone: () => void }) {
  const { state, keepResult } = calculator;
  const saving = useRef<Promise<void> | null>(null);
  useEffect(() => {
    const body = state ? bodyInputs(state.answers, today) : undefined;
    const goal = state?.answers.goal;
    if (saving.current || !body || !goal) return;
    saving.current = keepResult({ ...calculateCalories({ ...body, goal }, today), goal, calculatedAt: Date.now() });
  }, [state, keepResult, today]);
  const finish = useCallback(() => {
    void (saving.current ?? Promise.resolve()).then(onDone);
  }, [onDone]);
  return <CalculateStep onDone={finish} />;
}

function ResultEntry({ calculator, locale, backHref, onLeave }: { calculator: Calculator; locale: Locale; backHref: string; onLeave: () => void }) {
  const result = calculator.state?.result;
  const view = useRecommendation(result);
  if (!result) return <Spinner />;
  const finish = async (choice: ResultChoice) => {
    const sub = view.subPackage;
    await calculator.finish(
      choice === "proceed" && sub
        ? { packageId: result.packageId, days: sub.days, meals: sub.meals, snacks: sub.snacks, soups: sub.soups, subPackageId: sub.id, source: "calculator" }
        : null,
    );
    onLeave();
  };
  return <ResultStep result={result} view={view} locale={locale} backHref={backHref} onFinish={(choice) => void finish(choice)} />;
}
