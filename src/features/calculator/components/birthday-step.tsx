// Step 2: the date of birth on react-day-picker, in the active language and direction, with
// month and year dropdowns for a quick year choice. Only ages 13 to 100 can be picked
// (birthday-rules.ts); with none chosen it opens on an adult's year (January, 30 years ago), and its
// weeks start on Saturday as My plan's and the start date's calendars do. Loaded on its own, so the
// calendar's code loads only on this step.
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { DayPicker } from "react-day-picker";
import { arSA } from "react-day-picker/locale";
import "react-day-picker/style.css";
import type { Locale } from "../../../lib/i18n.ts";
import { birthdayLimits, birthdayOpensOn, checkBirthday, fromIsoDate, toIsoDate, type BirthdayProblem } from "../birthday-rules.ts";
import { formatDay } from "../format.ts";
import { StepFrame } from "./step-frame.tsx";

type Props = { initial: string | undefined; locale: Locale; today: Date; backHref: string; onDone: (iso: string) => void };

export function BirthdayStep({ initial, locale, today, backHref, onDone }: Props) {
  const { t } = useLingui();
  const [iso, setIso] = useState(initial);
  const [error, setError] = useState<string>();
  const { earliest, latest } = birthdayLimits(today);
  const selected = iso ? fromIsoDate(iso) : undefined;
  const chosenDay = selected ? formatDay(selected, locale) : "";

  const messages: Record<BirthdayProblem, string> = {
    missing: t`Please choose your date of birth.`,
    invalid: t`Please choose your date of birth.`,
    future: t`Your date of birth cannot be in the future.`,
    tooYoung: t`You need to be at least 13 years old to use the calorie calculator.`,
    tooOld: t`Please choose a date of birth within the last 100 years.`,
  };

  const submit = () => {
    const problem = checkBirthday(iso, today);
    if (problem) setError(messages[problem]);
    else if (iso) onDone(iso);
  };

  return (
    <StepFrame
      number={2}
      title={<Trans>When were you born?</Trans>}
      intro={<Trans>Pick the year and month first, then the day.</Trans>}
      error={error}
      backHref={backHref}
      onContinue={submit}
    >
      <div className="birthday-picker">
        <DayPicker
          mode="single"
          selected={selected}
          onSelect={(date) => {
            setIso(date ? toIsoDate(date) : undefined);
            setError(undefined);
          }}
          defaultMonth={selected ?? birthdayOpensOn(today)}
          startMonth={earliest}
          endMonth={latest}
          disabled={[{ before: earliest }, { after: latest }]}
          today={today}
          weekStartsOn={6}
          captionLayout="dropdown"
          navLayout="after"
          reverseYears
          locale={locale === "ar" ? arSA : undefined}
          dir={locale === "ar" ? "rtl" : "ltr"}
          aria-label={t`Date of birth`}
        />
      </div>
      <p className="calc-selected" aria-live="polite">
        {selected ? (
          <Trans>Date of birth: {chosenDay}</Trans>
        ) : (
          <Trans>No date chosen yet.</Trans>
        )}
      </p>
    </StepFrame>
  );
}
