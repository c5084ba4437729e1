// After sign-up, a profile not filled yet and the calculator's answers on this device: one tap fills
// the profile and today's weight from them (health's store.ts `fillFromAnswers`).
import { Trans } from "@lingui/react/macro";
import { useLiveDb } from "../../../lib/lazy-db.ts";
import { loadCalculator } from "../../calculator/store.ts";
import { fillFromAnswers, fromAnswers } from "../store.ts";

export function AnswersOffer({ today }: { today: string }) {
  const answers = useLiveDb(async () => (await loadCalculator()).answers, [], undefined);
  if (!answers || !fromAnswers(answers, today)) return null;
  return (
    <p className="health-offer">
      <Trans>This phone has your answers from the calorie calculator.</Trans>{" "}
      <button type="button" className="btn btn-outline" onClick={() => void fillFromAnswers(answers, today)}>
        <Trans>Fill my profile from them</Trans>
      </button>
    </p>
  );
}
