// Step 1: Male or Female. Back leaves the wizard for the order builder.
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { Gender } from "../../../../rules/calorie-math.ts";
import { RadioCards } from "./radio-cards.tsx";
import { ERROR_ID, StepFrame } from "./step-frame.tsx";

type Props = { initial: Gender | undefined; backHref: string; onDone: (gender: Gender) => void };

export function GenderStep({ initial, backHref, onDone }: Props) {
  const { t } = useLingui();
  const [gender, setGender] = useState(initial);
  const [error, setError] = useState<string>();
  return (
    <StepFrame
      number={1}
      title={<Trans>What is your gender?</Trans>}
      intro={<Trans>We use it in the calorie formula.</Trans>}
      error={error}
      backHref={backHref}
      onContinue={() => (gender ? onDone(gender) : setError(t`Please choose Male or Female.`))}
    >
      <RadioCards
        name="gender"
        legend={<Trans>Gender</Trans>}
        value={gender}
        describedBy={error ? ERROR_ID : undefined}
        onChange={(value) => {
          setGender(value);
          setError(undefined);
        }}
        options={[
          { value: "male", title: <Trans>Male</Trans> },
          { value: "female", title: <Trans>Female</Trans> },
        ]}
      />
    </StepFrame>
  );
}
