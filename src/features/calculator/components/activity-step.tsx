// Step 5: how active the customer is, as five cards by daily steps (docs/product-rules.md "Calorie wizard").
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { ActivityLevel } from "../../../../rules/calorie-math.ts";
import { formatRange } from "../../../../rules/ranges.ts";
import { shownLocale } from "../../../lib/i18n.ts";
import { RadioCards, type RadioCardOption } from "./radio-cards.tsx";
import { ERROR_ID, StepFrame } from "./step-frame.tsx";

type Props = { initial: ActivityLevel | undefined; backHref: string; onDone: (level: ActivityLevel) => void };

/** Daily steps from `low` to `high`, written as every range is (rules/ranges.ts): "2,500–4,999 steps a day". */
function Steps({ low, high }: { low: number; high: number }) {
  const { i18n } = useLingui();
  const range = formatRange(low, high, shownLocale(i18n));
  return <Trans>{range} steps a day</Trans>;
}

const OPTIONS: RadioCardOption<ActivityLevel>[] = [
  { value: "notActive", title: <Trans>Not active</Trans>, detail: <Trans>Under 2,500 steps a day</Trans> },
  { value: "low", title: <Trans>Lightly active</Trans>, detail: <Steps low={2500} high={4999} /> },
  { value: "moderate", title: <Trans>Moderately active</Trans>, detail: <Steps low={5000} high={7499} /> },
  { value: "veryActive", title: <Trans>Very active</Trans>, detail: <Steps low={7500} high={9999} /> },
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
