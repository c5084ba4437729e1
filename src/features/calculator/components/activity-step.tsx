// Step 5: how active the customer is, as five cards by daily steps (docs/product-rules.md "Calorie wizard").
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { ActivityLevel } from "../../../../rules/calorie-math.ts";
import { RadioCards, type RadioCardOption } from "./radio-cards.tsx";
import { ERROR_ID, StepFrame } from "./step-frame.tsx";

type Props = { initial: ActivityLevel | undefined; backHref: string; onDone: (level: ActivityLevel) => void };

const OPTIONS: RadioCardOption<ActivityLevel>[] = [
  { value: "notActive", title: <Trans>Not active</Trans>, detail: <Trans>Under 2,500 steps a day</Trans> },
  { value: "low", title: <Trans>Lightly active</Trans>, detail: <Trans>2,500 to 4,999 steps a day</Trans> },
  { value: "moderate", title: <Trans>Moderately active</Trans>, detail: <Trans>5,000 to 7,499 steps a day</Trans> },
  { value: "veryActive", title: <Trans>Very active</Trans>, detail: <Trans>7,500 to 9,999 steps a day</Trans> },
  { value: "extraActive", title: <Trans>Extra active</Trans>, detail: <Trans>10,000 steps a day or more</Trans> },
];

export function ActivityStep({ initial, backHref, onDone }: Props) {
  const { t } = useLingui();
  const [level, setLevel] = useState(initial);
  const [error, setError] = useState<string>();
  return (
    <StepFrame
      number={5}
      title={<Trans>How active are you?</Trans>}
      intro={<Trans>Choose the card closest to the steps you walk on a usual day.</Trans>}
      error={error}
      backHref={backHref}
      onContinue={() => (level ? onDone(level) : setError(t`Please choose your activity level.`))}
    >
      <RadioCards
        name="activity-level"
        legend={<Trans>Activity level</Trans>}
        value={level}
        describedBy={error ? ERROR_ID : undefined}
        onChange={(value) => {
          setLevel(value);
          setError(undefined);
        }}
        options={OPTIONS}
      />
    </StepFrame>
  );
}
