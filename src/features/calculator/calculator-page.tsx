// The calorie wizard at /calculate-calorie/:step (SPEC.md section 2, "Calorie wizard"): loads the
// saved answers, sends a deep link to the first unanswered step, and shows the step asked for.
import { Trans } from "@lingui/react/macro";
import { Redirect, useParams } from "wouter";
import { Spinner } from "../../ui/spinner.tsx";
import "./calculator.css";
import { guardStep, isStep, stepPath } from "./steps.ts";
import { StepView } from "./step-view.tsx";
import { useCalculator } from "./use-calculator.ts";

export function CalculatorPage() {
  const { step } = useParams<{ step: string }>();
  const calculator = useCalculator();
  const { state } = calculator;

  if (!isStep(step)) return <Redirect to={stepPath("know-gender")} replace />;
  if (!state) return <Spinner />;
  const allowed = guardStep(step, state.answers, state.result !== undefined, new Date());
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
