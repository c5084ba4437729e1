// /profile/health (README.md "Health profile and portions"; signed-in customers only, guests go to
// /sign-in): the day's targets at the latest weight, the weight log with its chart (uPlot, loaded
// on this screen only) and its table, and the profile the targets come from. Every change goes
// through the outbox, so it works offline: shown at once, sent once when the network returns.
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { Link, useLocation } from "wouter";
import { useSession } from "../../data/session.ts";
import { kuwaitToday } from "../../../rules/order-dates.ts";
import { shownLocale } from "../../lib/i18n.ts";
import { Spinner } from "../../ui/spinner.tsx";
import { AnswersOffer } from "./components/answers-offer.tsx";
import { ProfileForm } from "./components/profile-form.tsx";
import { TargetsCard } from "./components/targets-card.tsx";
import { WeightChart } from "./components/weight-chart.tsx";
import { WeightLog } from "./components/weight-log.tsx";
import { targetsOf } from "./health-rules.ts";
import { deleteWeight, saveProfile, saveWeight } from "./store.ts";
import { useHealth } from "./use-health.ts";
import "./health.css";

export function HealthPage() {
  const session = useSession();
  const [, navigate] = useLocation();
  useEffect(() => {
    if (session === undefined) navigate("/sign-in", { replace: true });
  }, [session, navigate]);
  return (
    <section className="page health-page" aria-labelledby="health-title">
      <h1 id="health-title">
        <Trans>Health profile</Trans>
      </h1>
      {session ? <HealthScreen userId={session.userId} /> : <Spinner />}
    </section>
  );
}

function HealthScreen({ userId }: { userId: number }) {
  const { i18n } = useLingui();
  const locale = shownLocale(i18n);
  const { health, waiting, refused, status, reload } = useHealth(userId);
  const today = kuwaitToday();
  if (!health) {
    if (status === "loading" || status === "done") return <Spinner />;
    return (
      <p role="alert">
        <Trans>Your health profile could not be loaded.</Trans>{" "}
        <button type="button" className="btn btn-outline" onClick={reload}>
          <Trans>Try again</Trans>
        </button>
      </p>
    );
  }
  const targets = targetsOf(health, today);
  return (
    <>
      <p className="health-state" role="status">
        {waiting > 0 && <Trans>Saved on this phone. Your changes will be sent when you are online.</Trans>}
      </p>
      {refused && waiting === 0 && (
        <p className="health-error" role="alert">
          <Trans>Your last change could not be saved. What you saw before still stands; please try again.</Trans>
        </p>
      )}
      {targets ? (
        <TargetsCard targets={targets} locale={locale} />
      ) : (
        <p className="health-intro">
          <Trans>Fill in your profile and log your weight: your daily targets show here and beside each day in My plan.</Trans>
        </p>
      )}
      <section className="health-card" aria-labelledby="health-weight-title">
        <h2 id="health-weight-title">
          <Trans>Weight</Trans>
        </h2>
        <WeightChart weights={health.weights} targetKg={health.profile?.targetWeightKg ?? null} goal={health.profile?.goal} />
        <WeightLog
          weights={health.weights}
          today={today}
          locale={locale}
          onSave={(w) => void saveWeight(userId, w)}
          onDelete={(date) => void deleteWeight(userId, date)}
        />
      </section>
      <section className="health-card" aria-labelledby="health-profile-title">
        <h2 id="health-profile-title">
          <Trans>About you</Trans>
        </h2>
        {!health.profile && <AnswersOffer today={today} />}
        <ProfileForm key={health.profile ? JSON.stringify(health.profile) : "new"} profile={health.profile} today={today} onSave={(p) => void saveProfile(userId, p)} />
        <p>
          <Link href="/my-plan/preferences">
            <Trans>Dislikes and allergens</Trans>
          </Link>
        </p>
      </section>
    </>
  );
}
