// The day's targets at the latest weight (the calculator's rules, rules/body-targets.ts) and, when a
// new weight moved them by more than 100 kcal, a notice that offers the portions to match in My plan.
import { Trans } from "@lingui/react/macro";
import { Link } from "wouter";
import { formatKcal } from "../../../../rules/calories.ts";
import type { TargetsView } from "../health-rules.ts";

export function TargetsCard({ targets, locale }: { targets: TargetsView; locale: "en" | "ar" }) {
  const { now, before, moved } = targets;
  const from = before ? formatKcal(before.kcal, locale) : "";
  const to = formatKcal(now.kcal, locale);
  return (
    <section className="health-card" aria-labelledby="health-targets-title">
      <h2 id="health-targets-title">
        <Trans>Your daily targets</Trans>
      </h2>
      <dl className="health-targets">
        <div>
          <dt>
            <Trans>Calories</Trans>
          </dt>
          <dd>
            <Trans>
              <bdi>{formatKcal(now.kcal, locale)}</bdi> kcal
            </Trans>
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Protein</Trans>
          </dt>
          <dd>
            <Trans>
              <bdi>{now.protein}</bdi> g
            </Trans>
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Carbohydrate</Trans>
          </dt>
          <dd>
            <Trans>
              <bdi>{now.carbs}</bdi> g
            </Trans>
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Fat</Trans>
          </dt>
          <dd>
            <Trans>
              <bdi>{now.fat}</bdi> g
            </Trans>
          </dd>
        </div>
      </dl>
      {moved && before && (
        <p className="health-moved" role="status">
          <Trans>
            Your new weight moves your daily target from <bdi>{from}</bdi> to <bdi>{to}</bdi> kcal.
          </Trans>{" "}
          <Link href="/my-plan">
            <Trans>Choose the portions to match in My plan</Trans>
          </Link>
        </p>
      )}
    </section>
  );
}
