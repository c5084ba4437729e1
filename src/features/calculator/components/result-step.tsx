// The result: the recommended package, its counts, calories and price, and the customer's choice
// to take it as the order or build their own. Continue hands the choice to the page.
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { Locale } from "../../../lib/i18n.ts";
import { PROTEIN_MAX, PROTEIN_MIN } from "../../../../rules/calorie-math.ts";
import { formatFils } from "../../../../rules/money.ts";
import { formatRange } from "../../../../rules/ranges.ts";
import { formatNumber } from "../format.ts";
import type { CalculatorResult } from "../store.ts";
import type { RecommendationView } from "../use-recommendation.ts";
import { RadioCards } from "./radio-cards.tsx";
import { ResultFacts } from "./result-facts.tsx";
import { ERROR_ID, StepFrame } from "./step-frame.tsx";

export type ResultChoice = "proceed" | "own";

type Props = {
  result: CalculatorResult;
  view: RecommendationView;
  locale: Locale;
  backHref: string;
  onFinish: (choice: ResultChoice) => void;
};

export function ResultStep({ result, view, locale, backHref, onFinish }: Props) {
  const { t } = useLingui();
  const [choice, setChoice] = useState<ResultChoice>();
  const [error, setError] = useState<string>();
  const canProceed = view.status === "ready";
  const protein = formatNumber(result.protein, locale, 2, 0);
  // The packages' protein range, written as every range is (rules/ranges.ts): "40–320".
  const range = formatRange(PROTEIN_MIN, PROTEIN_MAX, locale);
  const packageId = result.packageId;
  const submit = () => {
    if (choice === "proceed" && !canProceed) setError(t`This recommendation cannot be ordered right now. Please choose “Make my own choices”.`);
    else if (choice) onFinish(choice);
    else setError(t`Please choose how you want to continue.`);
  };

  return (
    <StepFrame number={null} title={<Trans>Your recommended package</Trans>} error={error} backHref={backHref} onContinue={submit}>
      <div className="result-card">
        <p className="result-package">{view.packageName ?? t`Package ${packageId}`}</p>
        <ResultFacts result={result} subPackage={view.subPackage} holdsTarget={view.holdsTarget} locale={locale} />
        <p className="result-price">
          <Trans>Price</Trans> <strong className="ltr">{formatFils(view.subPackage?.priceFils ?? result.priceKd * 1000, locale)}</strong>
        </p>
        {result.clamped === "below" && (
          <p className="calc-note">
            <Trans>Your estimated protein need ({protein} g a day) is below the {range} g our packages are made for, so we recommend the smallest package.</Trans>
          </p>
        )}
        {result.clamped === "above" && (
          <p className="calc-note">
            <Trans>Your estimated protein need ({protein} g a day) is above the {range} g our packages are made for, so we recommend the largest package for your goal.</Trans>
          </p>
        )}
        {view.status === "loading" && (
          <p className="calc-note" role="status">
            <Trans>Loading the package details…</Trans>
          </p>
        )}
        {view.status === "offline" && (
          <p className="calc-note">
            <Trans>The package details are not saved on this phone yet. Connect to the internet to see the meals, snacks and soups of this package.</Trans>
          </p>
        )}
        {view.status === "error" && (
          <p className="calc-note">
            <Trans>We could not load the package details. Please try again later.</Trans>
          </p>
        )}
        {view.status === "missing" && (
          <p className="calc-note">
            <Trans>There is no subscription at this price in our catalog right now, so we cannot preselect one. Choose “Make my own choices” to build your order.</Trans>
          </p>
        )}
      </div>
      <RadioCards
        name="result-choice"
        legend={<Trans>How do you want to continue?</Trans>}
        showLegend
        value={choice}
        describedBy={error ? ERROR_ID : undefined}
        onChange={(value) => {
          setChoice(value);
          setError(undefined);
        }}
        options={[
          { value: "proceed", title: <Trans>Proceed with this subscription</Trans>, disabled: !canProceed },
          { value: "own", title: <Trans>Make my own choices</Trans> },
        ]}
      />
    </StepFrame>
  );
}
