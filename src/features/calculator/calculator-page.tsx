// The calorie wizard at /calculate-calorie/:step (docs/product-rules.md "Calorie wizard"): loads the
// saved answers, sends a deep link to the first unanswered step, and shows the step asked for.
import { Trans } from "@lingui/react/macro";
import { Redirect, useParams } from "wouter";
import { useMountedWithServerPage } from "../../data/seed.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import "./calculator.css";
import { isStep, STEPS, stepPath } from "./step-names.ts";
import { guardStep } from "./steps.ts";
import { StepView } from "./step-view.tsx";
import { useCalculator } from "./use-calculator.ts";

export function CalculatorPage() {
  const { step } = useParams<{ step: string }>();
  const calculator = useCalculator();
  const { state } = calculator;
  const fromServer = useMountedWithServerPage();

  if (!isStep(step)) return <Redirect to={stepPath("know-gender")} replace />;
  // The first step starts the wizard afresh (it clears the saved answers), so it needs none of
  // them: a page the server rendered shows it at once, as the server did, before they are read.
  if (!state && !(fromServer && step === STEPS[0])) return <Spinner />;
  const allowed = state ? guardStep(step, state.answers, state.result !== undefined, new Date()) : step;
  if (allowed !== step) return <Redirect to={stepPath(allowed)} replace />;
  return (
    <>
      {calculator.storageFailed && (
        <p className="page narrow calc-note" role="alert">
          <Trans>Your answers could not be saved on this device, so a reload will lose them. You can still finish the calculator.</Trans>
        </p>
      )}
      <StepView key={step} step={step} calculator={calculator} />
    </>
  );
}
