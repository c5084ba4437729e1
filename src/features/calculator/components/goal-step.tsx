// Step 6: the goal, as five cards; the calories a day for the chosen goal show as soon as it is
// chosen. It advances only with a goal whose calorie value exists (docs/product-rules.md "Calorie wizard").
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { Locale } from "../../../lib/i18n.ts";
import type { Goal } from "../../../../rules/calorie-math.ts";
import { formatKcal } from "../../../../rules/calories.ts";
import { RadioCards, type RadioCardOption } from "./radio-cards.tsx";
import { ERROR_ID, StepFrame } from "./step-frame.tsx";

type Props = {
  initial: Goal | undefined;
  locale: Locale;
  caloriesFor: (goal: Goal) => number | undefined;
  backHref: string;
  onDone: (goal: Goal) => void;
};

const OPTIONS: RadioCardOption<Goal>[] = [
  { value: "looseWeight", title: <Trans>Lose weight</Trans> },
  { value: "maintainWeight", title: <Trans>Maintain my weight</Trans> },
  { value: "gainWeight", title: <Trans>Gain weight</Trans> },
  { value: "gainMuscle", title: <Trans>Lose fat and build muscle</Trans> },
  { value: "gainMuscleMax", title: <Trans>Build maximum muscle (bulk)</Trans> },
];

export function GoalStep({ initial, locale, caloriesFor, backHref, onDone }: Props) {
  const { t } = useLingui();
  const [goal, setGoal] = useState(initial);
  const [error, setError] = useState<string>();
  const calories = goal ? caloriesFor(goal) : undefined;
  const kcal = calories === undefined ? "" : formatKcal(calories, locale);
  const noCalories = t`We could not work out a daily calorie value from your answers. Please go back and check your date of birth, height and weight.`;

  const submit = () => {
    if (!goal) setError(t`Please choose your goal.`);
    else if (calories === undefined) setError(noCalories);
    else onDone(goal);
  };

  return (
    <StepFrame
      number={6}
      title={<Trans>What is your goal?</Trans>}
      error={error}
      backHref={backHref}
      onContinue={submit}
    >
      <RadioCards
        name="goal"
        legend={<Trans>Goal</Trans>}
        value={goal}
        describedBy={error ? ERROR_ID : "goal-calories"}
        onChange={(value) => {
          setGoal(value);
          setError(undefined);
        }}
        options={OPTIONS}
      />
      <p id="goal-calories" className="calc-calories" aria-live="polite">
        {goal === undefined ? (
          <Trans>Choose a goal to see your calories a day.</Trans>
        ) : calories === undefined ? (
          noCalories
        ) : (
          <Trans>
            Your calories a day for this goal: <strong>{kcal} kcal</strong>
          </Trans>
        )}
      </p>
    </StepFrame>
  );
}
