// The frame of every question step: progress, the heading (focused when the step opens, so a
// screen reader hears where it is), the form, a translated error and the Back / Continue pair.
import { Trans } from "@lingui/react/macro";
import { useEffect, useRef, type ReactNode } from "react";
import { Link } from "wouter";
import { useHydrated } from "../../../ui/before-hydration.ts";
import { QUESTION_COUNT } from "../steps.ts";

export const ERROR_ID = "calculator-error";

type Props = {
  /** 1-based question number, or null for steps that are not questions. */
  number: number | null;
  title: ReactNode;
  intro?: ReactNode;
  error?: string | undefined;
  backHref: string;
  onContinue: () => void;
  continueDisabled?: boolean;
  children: ReactNode;
};

export function StepHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <h1 id="calculator-title" className="calc-title" tabIndex={-1} ref={ref}>
      {children}
    </h1>
  );
}

export function StepFrame({ number, title, intro, error, backHref, onContinue, continueDisabled, children }: Props) {
  const hydrated = useHydrated();
  return (
    <section className="page narrow calc" aria-labelledby="calculator-title">
      {number !== null && (
        <p className="calc-progress">
          <Trans>
            Step {number} of {QUESTION_COUNT}
          </Trans>
        </p>
      )}
      <StepHeading>{title}</StepHeading>
      {intro && <p className="lead">{intro}</p>}
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onContinue();
        }}
      >
        {children}
        <div className="calc-error-slot" aria-live="assertive">
          {error && (
            <p id={ERROR_ID} className="calc-error">
              {error}
            </p>
          )}
        </div>
        <div className="calc-actions">
          <Link href={backHref} className="btn btn-outline">
            <Trans>Back</Trans>
          </Link>
          <button type="submit" className="btn btn-primary btn-large" disabled={continueDisabled === true || !hydrated}>
            <Trans>Continue</Trans>
          </button>
        </div>
      </form>
    </section>
  );
}
